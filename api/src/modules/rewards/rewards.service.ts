import type { PrismaClient } from "../../generated/prisma/client.ts";
import { ConflictError, NotFoundError, RateLimitedError, ValidationError } from "../../errors.ts";
import type { Logger } from "../../logger.ts";
import type { AppPubSub } from "../../pubsub.ts";
import { consumeOrThrow, createLimiter, type RateLimitStore } from "../../security/rate-limits.ts";
import { displayNameSchema } from "./display-name.rules.ts";
import {
  drawBubble,
  drawSpinPrize,
  spinCooldownLeft,
  BUBBLE_EVERY_SECONDS,
  BUBBLE_LIFETIME_SECONDS,
  MAX_LIVE_BUBBLES,
} from "./game.rules.ts";
import { applyHeartbeat } from "./heartbeat.ts";
import { award, lockPlayer, payAchievements, type PlayerRow, type Tx } from "./ledger.ts";
import { computeLeaderboard, rankOf, weekRikoOf } from "./leaderboard.ts";
import { createLeaderboardFeed } from "./leaderboard-feed.ts";
import { playerState, type PlayerState } from "./player-state.ts";
import { ensurePlayer, type PlayerIdentity } from "./players.ts";
import { CARD_ORDER_REWARD, formatMinSec, type Rng } from "./rewards.rules.ts";
import { purchaseRefusal, startupItem } from "./startup.rules.ts";

/** Calls of one player queue on its row lock: a burst must wait for a connection rather than fail. */
const TRANSACTION_WAIT = { maxWait: 15_000, timeout: 20_000 };

/** Who is asking: the player's identity and the address rate limits count per. */
export interface RewardsCaller {
  identity: PlayerIdentity;
  ip: string;
}

/** What every award path answers: Riko paid by this call, the new state, achievements it unlocked. */
export interface RewardResult {
  awarded: number;
  player: PlayerState;
  unlocked: string[];
}

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
  const limiter = (name: string, perPlayer: number, perIp: number) =>
    [createLimiter(limits, `rewards-${name}-player:`, perPlayer, 60), createLimiter(limits, `rewards-${name}-ip:`, perIp, 60)] as const;
  const limiters = {
    heartbeat: limiter("heartbeat", 12, 1200),
    bubbles: limiter("bubbles", 30, 3000),
    claim: limiter("claim", 60, 3000),
    spin: limiter("spin", 10, 600),
    card: limiter("card", 10, 600),
    startup: limiter("startup", 30, 600),
    name: limiter("name", 10, 120),
  };

  /** Finds the caller's player, checks the rate limits, runs `work` with the row locked, pays achievements. */
  async function play(
    caller: RewardsCaller,
    kind: keyof typeof limiters,
    work: (tx: Tx, player: PlayerRow, at: Date) => Promise<number>,
  ): Promise<RewardResult> {
    const at = now();
    const player = await ensurePlayer(prisma, caller.identity, at);
    const [perPlayer, perIp] = limiters[kind];
    if (rateLimited)
      await consumeOrThrow(
        [
          [perPlayer, player.id],
          [perIp, caller.ip],
        ],
        "Too many requests.",
      );
    const result = await prisma.$transaction(async (tx) => {
      const locked = await lockPlayer(tx, player.id);
      await work(tx, locked, at);
      const unlocked = await payAchievements(tx, player.id);
      const after = await tx.rewardPlayer.findUniqueOrThrow({ where: { id: player.id } });
      const awarded = after.balance - locked.balance;
      // This call's ledger rows are all this week's, so the weekly total moved by the same amount.
      const week = awarded === 0 ? 0 : await weekRikoOf(tx, player.id, at);
      const moves = { allTime: { before: locked.balance, after: after.balance }, thisWeek: { before: week - awarded, after: week } };
      return { awarded, player: await playerState(tx, after, at), unlocked, moves };
    }, TRANSACTION_WAIT);
    // Stamped once written: a rank counted after this instant already includes the award.
    if (result.awarded !== 0) feed.changed({ playerId: player.id, at: now().getTime(), ...result.moves });
    return { awarded: result.awarded, player: result.player, unlocked: result.unlocked };
  }

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
      play(caller, "heartbeat", (tx, player, at) =>
        applyHeartbeat(tx, player, at, () => tx.scheduledTask.count({ where: { ownerId: player.userId!, status: "completed" } })),
      ),

    /** Issues a bubble when one is due (every 5 s, at most 5 alive) and returns the live ones. */
    async bubbles(caller: RewardsCaller) {
      let live: Array<{ id: string; value: number; color: string; icon: string; x: number; y: number; expiresAt: Date }> = [];
      await play(caller, "bubbles", async (tx, player, at) => {
        const alive = { playerId: player.id, claimedAt: null, expiresAt: { gt: at } };
        const due = !player.lastBubbleAt || at.getTime() - player.lastBubbleAt.getTime() >= (BUBBLE_EVERY_SECONDS - 0.5) * 1000;
        if (due && (await tx.rewardBubble.count({ where: alive })) < MAX_LIVE_BUBBLES) {
          await tx.rewardBubble.create({
            data: { playerId: player.id, ...drawBubble(rng), expiresAt: new Date(at.getTime() + BUBBLE_LIFETIME_SECONDS * 1000) },
          });
          await tx.rewardPlayer.update({ where: { id: player.id }, data: { lastBubbleAt: at } });
        }
        live = await tx.rewardBubble.findMany({ where: alive, orderBy: { createdAt: "asc" } });
        return 0;
      });
      return live;
    },

    /** Catches a bubble: paid once, only while alive; a replay of a caught one pays nothing. */
    claimBubble: (caller: RewardsCaller, bubbleId: string) =>
      play(caller, "claim", async (tx, player, at) => {
        const caught = await tx.rewardBubble.updateMany({
          where: { id: bubbleId, playerId: player.id, claimedAt: null, expiresAt: { gt: at } },
          data: { claimedAt: at },
        });
        if (caught.count === 0) {
          const bubble = await tx.rewardBubble.findFirst({ where: { id: bubbleId, playerId: player.id } });
          if (!bubble) throw new NotFoundError("No such bubble");
          if (bubble.claimedAt) return 0;
          throw new ConflictError("This bubble has floated away");
        }
        const bubble = await tx.rewardBubble.findUniqueOrThrow({ where: { id: bubbleId } });
        await tx.rewardPlayer.update({ where: { id: player.id }, data: { bubblesCaught: { increment: 1 } } });
        return award(tx, player.id, bubble.value, "bubble", `bubble:${bubble.id}`);
      }),

    /** Spins the wheel: the prize is drawn here, once per 15 minutes per player. */
    spin: (caller: RewardsCaller) =>
      play(caller, "spin", async (tx, player, at) => {
        const left = spinCooldownLeft(player.lastSpinAt, at);
        if (left > 0) throw new RateLimitedError(`The wheel is cooling down. Spin again in ${formatMinSec(left)}.`, left);
        const spin = await tx.rewardSpin.create({ data: { playerId: player.id, prize: drawSpinPrize(rng), createdAt: at } });
        await tx.rewardPlayer.update({ where: { id: player.id }, data: { lastSpinAt: at } });
        return award(tx, player.id, spin.prize, "spin", `spin:${spin.id}`);
      }),

    /** Orders the Riko card: the first order pays 100, later ones are recorded and pay nothing. */
    orderCard: (caller: RewardsCaller) =>
      play(caller, "card", async (tx, player) => {
        await tx.rewardPlayer.update({ where: { id: player.id }, data: { cardOrders: { increment: 1 } } });
        return award(tx, player.id, CARD_ORDER_REWARD, "card-ordered", `card:${player.id}`);
      }),

    /** Hires, adopts a tool or completes a challenge in the startup builder. */
    buyStartupItem: (caller: RewardsCaller, itemId: string) =>
      play(caller, "startup", async (tx, player, at) => {
        const item = startupItem(itemId);
        if (!item) throw new NotFoundError("No such startup item");
        const owned = new Set((await tx.rewardPurchase.findMany({ where: { playerId: player.id } })).map((row) => row.itemId));
        const refusal = purchaseRefusal(item, owned, player.startupCapital);
        if (refusal) throw new ConflictError(refusal);
        await tx.rewardPurchase.create({ data: { playerId: player.id, itemId, createdAt: at } });
        await tx.rewardPlayer.update({ where: { id: player.id }, data: { startupCapital: { decrement: item.cost } } });
        return award(tx, player.id, item.riko, `startup:${item.kind}`, `startup:${player.id}:${itemId}`);
      }),

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
