import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseTargets } from "./databases.ts";
import { startTestApp, type TestApp } from "./test-app.ts";

describe.each(databaseTargets)("job engine on $name", (target) => {
  let app: TestApp;
  beforeAll(async () => (app = await startTestApp(target)));
  afterAll(() => app.close());

  it("runs a job at its start time, once", async () => {
    await app.jobs.createQueue("test-delayed");
    const seen: Array<{ at: number; data: unknown }> = [];
    await app.jobs.work("test-delayed", { pollingIntervalSeconds: 0.5 }, async (jobs) => {
      for (const job of jobs) seen.push({ at: Date.now(), data: job.data });
    });
    const due = Date.now() + 1500;
    // The same singleton key twice: one job.
    await app.jobs.send("test-delayed", { task: "remind" }, { startAfter: new Date(due), singletonKey: "once" });
    await app.jobs.send("test-delayed", { task: "remind" }, { startAfter: new Date(due), singletonKey: "once" });
    await expect.poll(() => seen.length, { timeout: 15_000, interval: 200 }).toBe(1);
    expect(seen[0]!.data).toEqual({ task: "remind" });
    expect(seen[0]!.at).toBeGreaterThanOrEqual(due - 50);
  });
});
