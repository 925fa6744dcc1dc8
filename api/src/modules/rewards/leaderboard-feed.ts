import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { Logger } from "../../logger.ts";
import type { AppPubSub } from "../../pubsub.ts";
import { computeLeaderboard } from "./leaderboard.ts";

/** How long awards are gathered before the board is recomputed: well under the one-second promise. */
export const LEADERBOARD_COALESCE_MS = 100;

/**
 * Publishes the leaderboard after awards. Awards within a short window share one computation, and
 * the computed board is published as is, so subscribers on every instance forward it without a
 * query: the cost is one computation per burst of awards, never one per subscriber.
 */
export function createLeaderboardFeed(prisma: PrismaClient, pubsub: AppPubSub, logger: Logger, now: () => Date, delayMs = LEADERBOARD_COALESCE_MS) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let computations = 0;
  const publish = async () => {
    timer = undefined;
    try {
      computations++;
      pubsub.publish("rewards.leaderboard", await computeLeaderboard(prisma, now()));
    } catch (error) {
      logger.error({ err: error }, "leaderboard could not be published");
    }
  };
  return {
    /** Something changed a balance: schedule one recomputation (no-op when one is already due). */
    changed(): void {
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
