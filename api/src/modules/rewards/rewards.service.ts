import type { PrismaClient } from "../../generated/prisma/client.ts";
import { ValidationError } from "../../errors.ts";
import type { Logger } from "../../logger.ts";
import type { AppPubSub } from "../../pubsub.ts";
import type { RateLimitStore } from "../../security/rate-limits.ts";
import { catchBubble, issueBubbles, type LiveBubble } from "./bubbles.ts";
import { displayNameSchema } from "./display-name.rules.ts";
import { applyHeartbeat } from "./heartbeat.ts";
import { award } from "./ledger.ts";
import { computeLeaderboard, rankOf } from "./leaderboard.ts";
import { createLeaderboardFeed } from "./leaderboard-feed.ts";
import { createPlay, type RewardResult, type RewardsCaller } from "./play.ts";
import { playerState, type PlayerState } from "./player-state.ts";
import { ensurePlayer, type PlayerIdentity } from "./players.ts";
import { CARD_ORDER_REWARD, type Rng } from "./rewards.rules.ts";
import { buyStartupItem } from "./startup-purchase.ts";
import { spinWheel } from "./wheel.ts";
import { completedTaskCount } from "../scheduler/scheduler.service.ts";

interface RewardsDeps {
  prisma: PrismaClient;
  pubsub: AppPubSub;
  limits: RateLimitStore;
  logger: Logger;
  /** Secure cookies (the guest player's) in production. */
  production: boolean;
  /** Off only where a test moves the clock (the limiters count real time). */
  rateLimited?: boolean;
  now?: () => Date;
  rng?: Rng;
}

/** The server-authoritative Riko economy: every award is decided, rate-limited and written here. */
export function createRewardsService({
  prisma,
  pubsub,
  limits,
  logger,
  production,
  rateLimited = true,
  now = () => new Date(),
  rng = Math.random,
}: RewardsDeps) {
  const feed = createLeaderboardFeed(prisma, pubsub, logger, now);
  const play = createPlay({ prisma, limits, feed, rateLimited, now });

  return {
    /** The caller's player, created on first sight ("Guest" + 4 digits). */
    async player(identity: PlayerIdentity): Promise<PlayerState> {
      const at = now();
      const player = await ensurePlayer(prisma, identity, at);
      return playerState(prisma, player, at);
    },

    rank: (playerId: string) => rankOf(prisma, playerId, now()),
    leaderboard: () => computeLeaderboard(prisma, now()),

    /** A visible page's beat, every 30 s: time, streak and milestones. */
    heartbeat: (caller: RewardsCaller) =>
      play(caller, "heartbeat", (tx, player, at) => applyHeartbeat(tx, player, at, () => completedTaskCount(tx, player.userId!))),

    /** Issues a bubble when one is due (every 5 s, at most 5 alive) and returns the live ones. */
    async bubbles(caller: RewardsCaller): Promise<LiveBubble[]> {
      let live: LiveBubble[] = [];
      await play(caller, "bubbles", async (tx, player, at) => {
        live = await issueBubbles(tx, player, at, rng);
        return 0;
      });
      return live;
    },

    /** Catches a bubble: paid once, only while alive; a replay of a caught one pays nothing. */
    claimBubble: (caller: RewardsCaller, bubbleId: string) =>
      play(caller, "claim", (tx, player, at) => catchBubble(tx, player, bubbleId, at)),

    /** Spins the wheel: the prize is drawn here, once per 15 minutes per player. */
    spin: (caller: RewardsCaller) => play(caller, "spin", (tx, player, at) => spinWheel(tx, player, at, rng)),

    /** Orders the Riko card: the first order pays 100, later ones are recorded and pay nothing. */
    orderCard: (caller: RewardsCaller) =>
      play(caller, "card", async (tx, player) => {
        await tx.rewardPlayer.update({ where: { id: player.id }, data: { cardOrders: { increment: 1 } } });
        return award(tx, player.id, CARD_ORDER_REWARD, "card-ordered", `card:${player.id}`);
      }),

    /** Hires, adopts a tool or completes a challenge in the startup builder. */
    buyStartupItem: (caller: RewardsCaller, itemId: string) =>
      play(caller, "startup", (tx, player, at) => buyStartupItem(tx, player, itemId, at)),

    /** Renames the player on the leaderboard. */
    async setDisplayName(caller: RewardsCaller, displayName: string): Promise<RewardResult> {
      const parsed = displayNameSchema.safeParse(displayName ?? "");
      if (!parsed.success) {
        const message = parsed.error.issues[0]!.message;
        throw new ValidationError(message, { displayName: message });
      }
      const result = await play(caller, "name", async (tx, player) => {
        await tx.rewardPlayer.update({ where: { id: player.id }, data: { displayName: parsed.data } });
        return 0;
      });
      feed.changed();
      return result;
    },

    production,
    feed,
    stop: () => feed.stop(),
  };
}

export type RewardsService = ReturnType<typeof createRewardsService>;
