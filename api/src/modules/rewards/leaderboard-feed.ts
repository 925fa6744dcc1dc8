import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { Logger } from "../../logger.ts";
import type { AppPubSub } from "../../pubsub.ts";
import { computeLeaderboard, type LeaderboardChange } from "./leaderboard.ts";

/** How long awards are gathered before the board is recomputed: well under the one-second promise. */
export const LEADERBOARD_COALESCE_MS = 100;

/**
 * Publishes the leaderboard after awards. Awards within a short window share one computation, and
 * the computed board is published as is, so subscribers on every instance forward it without a
 * query: the cost is one computation per burst of awards, never one per subscriber. The board
 * carries the burst's moves of players' totals, from which each viewer keeps its own rank.
 */
export function createLeaderboardFeed(
  prisma: PrismaClient,
  pubsub: AppPubSub,
  logger: Logger,
  now: () => Date,
  delayMs = LEADERBOARD_COALESCE_MS,
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let computations = 0;
  let pending: LeaderboardChange[] = [];
  const publish = async () => {
    timer = undefined;
    // Moves written while this board is computed wait for the next one (a new timer is due for them).
    const changes = pending;
    pending = [];
    try {
      computations++;
      pubsub.publish("rewards.leaderboard", { ...(await computeLeaderboard(prisma, now())), changes });
    } catch (error) {
      logger.error({ err: error }, "leaderboard could not be published");
    }
  };
  return {
    /** Something changed a balance or a name: schedule one recomputation (no-op when one is already due). */
    changed(change?: LeaderboardChange): void {
      if (change) pending.push(change);
      if (timer) return;
      timer = setTimeout(() => void (running = publish()), delayMs);
      timer.unref?.();
    },
    /** How many boards were computed: the fan-out benchmark reports it. */
    computations: () => computations,
    async stop(): Promise<void> {
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
