import { startBenchApp } from "./bench-app.ts";
import { summarize, type Summary } from "./stats.ts";

/**
 * 1,000 tasks due in the same minute, through the real scheduler and job engine (embedded PGlite):
 * how late each starts after its launch time, and how long until all are done.
 */
export async function measureSchedulerLateness(tasks: number): Promise<{ lateness: Summary; allDoneSeconds: number; completed: number }> {
  const { app } = await startBenchApp();
  try {
    const owner = (await app.db.prisma.user.findFirstOrThrow()).id;
    // The next whole minute at least 20 s away, so every task is stored before it is due.
    const launch = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000);
    for (let start = 0; start < tasks; start += 50) {
      await Promise.all(
        Array.from({ length: Math.min(50, tasks - start) }, (_, offset) =>
          app.services.scheduler.schedule(owner, {
            input: `Add bench item ${start + offset} to my task list`,
            launchTime: launch.toISOString(),
          }),
        ),
      );
    }
    const deadline = launch.getTime() + 5 * 60_000;
    let done = 0;
    while (Date.now() < deadline) {
      done = await app.db.prisma.scheduledTask.count({ where: { status: { in: ["completed", "failed"] } } });
      if (done >= tasks) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const finished = await app.db.prisma.scheduledTask.findMany({
      where: { finishedAt: { not: null } },
      select: { finishedAt: true, launchTime: true },
    });
    const lateness = finished.map((task) => (task.finishedAt!.getTime() - task.launchTime.getTime()) / 1000);
    return { lateness: summarize(lateness), allDoneSeconds: Math.max(...lateness), completed: done };
  } finally {
    await app.stop();
  }
}
