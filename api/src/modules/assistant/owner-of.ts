import type { AppContext } from "../../context.ts";
import { newGuestCookie, readGuestId } from "./guest-cookie.ts";
import { guestOwner, type Owner } from "./owner.ts";

/**
 * Whose assistant a request talks to: the signed-in user (admins get the elite allowance), or the
 * visitor's guest identity from its cookie, created and set when `createGuest` allows.
 */
export async function ownerOf(context: AppContext, production: boolean, createGuest: boolean): Promise<Owner | null> {
  if (context.viewer) {
    const user = await context.prisma.user.findUniqueOrThrow({ where: { id: context.viewer.userId }, include: { client: true } });
    return { kind: "user", id: user.id, userId: user.id, planId: user.client?.planId ?? "elite", name: user.name, company: user.client?.company ?? "" };
  }
  const existing = readGuestId(context.request, production);
  if (existing) return guestOwner(existing);
  if (!createGuest) return null;
  const { guestId, cookie } = newGuestCookie(production);
  context.setCookie(cookie);
  return guestOwner(guestId);
}

/** The owner id whose chat a request may read (a user's id or `guest:<cookie>`), without creating anything. */
export function readerIdOf(context: AppContext, production: boolean): string | undefined {
  if (context.viewer) return context.viewer.userId;
  const guestId = readGuestId(context.request, production);
  return guestId ? guestOwner(guestId).id : undefined;
}
