import type { PrismaClient } from "../../generated/prisma/client.ts";
import { consumeOrThrow, createLimiter, type RateLimitStore } from "../../security/rate-limits.ts";
import type { createLeaderboardFeed } from "./leaderboard-feed.ts";
import { weekRikoOf } from "./leaderboard.ts";
import { lockPlayer, payAchievements, type PlayerRow, type Tx } from "./ledger.ts";
import { playerState, type PlayerState } from "./player-state.ts";
import { ensurePlayer, type PlayerIdentity } from "./players.ts";

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

/** One move of a player, made with its row locked; what it returns is not read (the result counts the balance's move). */
export type PlayWork = (tx: Tx, player: PlayerRow, at: Date) => Promise<number>;

interface PlayDeps {
  prisma: PrismaClient;
  limits: RateLimitStore;
  feed: Pick<ReturnType<typeof createLeaderboardFeed>, "changed">;
  /** Off only where a test moves the clock (the limiters count real time). */
  rateLimited: boolean;
  now: () => Date;
}

/** Each kind of move's rate limits, per minute: per player and per address. */
function createLimiters(limits: RateLimitStore) {
  const limiter = (name: string, perPlayer: number, perIp: number) =>
    [createLimiter(limits, `rewards-${name}-player:`, perPlayer, 60), createLimiter(limits, `rewards-${name}-ip:`, perIp, 60)] as const;
  return {
    heartbeat: limiter("heartbeat", 12, 1200),
    bubbles: limiter("bubbles", 30, 3000),
    claim: limiter("claim", 60, 3000),
    spin: limiter("spin", 10, 600),
    card: limiter("card", 10, 600),
    startup: limiter("startup", 30, 600),
    name: limiter("name", 10, 120),
  };
}

/** A kind of move, each rate-limited on its own. */
export type PlayKind = keyof ReturnType<typeof createLimiters>;

/**
 * Moves that are playing: the first one that pays ranks the player on the leaderboards. A visit (the
 * heartbeat's first-visit, minute and streak rewards) and a rename are not; the heartbeat's one reward
 * for playing, the first scheduled task, marks the player itself (heartbeat.ts).
 */
const PLAYING: ReadonlySet<PlayKind> = new Set(["claim", "spin", "card", "startup"]);

/**
 * Builds `play`, the one way a move is made: it finds the caller's player, checks the rate limits, runs
 * the move with the row locked, pays achievements and tells the leaderboard what moved.
 */
export function createPlay({ prisma, limits, feed, rateLimited, now }: PlayDeps) {
  const limiters = createLimiters(limits);

  return async function play(caller: RewardsCaller, kind: PlayKind, work: PlayWork): Promise<RewardResult> {
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
      let after = await tx.rewardPlayer.findUniqueOrThrow({ where: { id: player.id } });
      const awarded = after.balance - locked.balance;
      if (!after.playedAt && awarded > 0 && PLAYING.has(kind)) {
        after = await tx.rewardPlayer.update({ where: { id: player.id }, data: { playedAt: at } });
      }
      // This call's ledger rows are all this week's, so the weekly total moved by the same amount.
      const week = awarded === 0 ? 0 : await weekRikoOf(tx, player.id, at);
      // A player who has just joined the boards was on neither before: to a watcher, they rise from nothing.
      const joined = !locked.playedAt;
      const moves = {
        allTime: { before: joined ? 0 : locked.balance, after: after.balance },
        thisWeek: { before: joined ? 0 : week - awarded, after: week },
      };
      return { awarded, ranked: after.playedAt !== null, player: await playerState(tx, after, at), unlocked, moves };
    }, TRANSACTION_WAIT);
    // Stamped once written: a rank counted after this instant already includes the award. Unranked players move no board.
    if (result.awarded !== 0 && result.ranked) feed.changed({ playerId: player.id, at: now().getTime(), ...result.moves });
    return { awarded: result.awarded, player: result.player, unlocked: result.unlocked };
  };
}
