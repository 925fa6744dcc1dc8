import type { AppContext } from "../context.ts";
import { guestPlayerCookie, readGuestPlayerId } from "./player-cookie.ts";
import type { RewardsCaller } from "../modules/rewards/play.ts";

/**
 * The rewards player a request plays as: the signed-in user (carrying the guest cookie too, so the
 * service can merge the guest's progress), or the visitor's guest cookie, set (or renewed) here.
 */
export function rewardsCallerOf(context: AppContext): RewardsCaller {
  const production = context.services.rewards.production;
  const guestId = readGuestPlayerId(context.request, production);
  if (context.viewer) return { identity: { userId: context.viewer.userId, guestId }, ip: context.ip };
  const renewed = guestPlayerCookie(production, guestId);
  context.setCookie(renewed.cookie);
  return { identity: { guestId: renewed.guestId }, ip: context.ip };
}
