import type { PgBoss } from "pg-boss";
import type { Logger } from "./logger.ts";

/** A clean-up that deletes what has lapsed, once a day. */
export interface DailyCleanup {
  /** The pg-boss queue its job runs on. */
  queue: string;
  /** When it runs, as a cron expression in India's time. */
  cron: string;
  /** Deletes what has lapsed; returns how many it deleted. */
  purge: () => Promise<number>;
  /** The log line when something was deleted. */
  logMessage: string;
}

/** Schedules a daily clean-up on one instance: a pg-boss schedule runs once across all of them. */
export async function startDailyCleanup(jobs: PgBoss, logger: Logger, { queue, cron, purge, logMessage }: DailyCleanup): Promise<void> {
  await jobs.createQueue(queue);
  await jobs.schedule(queue, cron, null, { tz: "Asia/Kolkata" });
  await jobs.work(queue, async () => {
    const purged = await purge();
    if (purged > 0) logger.info({ purged }, logMessage);
  });
}
