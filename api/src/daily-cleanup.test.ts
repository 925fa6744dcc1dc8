import type { PgBoss } from "pg-boss";
import { pino } from "pino";
import { describe, expect, it, vi } from "vitest";
import { startDailyCleanup } from "./daily-cleanup.ts";

/** A job engine that records the calls and hands back the worker, so the test can run a day's job itself. */
function recordingJobs() {
  let handler: (() => Promise<void>) | undefined;
  const jobs = {
    createQueue: vi.fn(async () => {}),
    schedule: vi.fn(async () => {}),
    work: vi.fn(async (_queue: string, work: () => Promise<void>) => void (handler = work)),
  };
  return { jobs, runOnce: () => handler!() };
}

describe("startDailyCleanup", () => {
  it("schedules the queue once a day in India's time and logs only when something was deleted", async () => {
    const { jobs, runOnce } = recordingJobs();
    const logger = pino({ level: "silent" });
    const info = vi.spyOn(logger, "info");
    const purged = [2, 0];
    const purge = vi.fn(async () => purged.shift()!);
    await startDailyCleanup(jobs as unknown as PgBoss, logger, { queue: "q", cron: "30 3 * * *", purge, logMessage: "lapsed deleted" });

    expect(jobs.createQueue).toHaveBeenCalledWith("q");
    expect(jobs.schedule).toHaveBeenCalledWith("q", "30 3 * * *", null, { tz: "Asia/Kolkata" });
    expect(jobs.work).toHaveBeenCalledWith("q", expect.any(Function));
    await runOnce();
    expect(info).toHaveBeenCalledWith({ purged: 2 }, "lapsed deleted");
    await runOnce();
    expect(purge).toHaveBeenCalledTimes(2);
    expect(info).toHaveBeenCalledTimes(1);
  });
});
