import { upsertAdmin } from "../src/modules/auth/admin-bootstrap.ts";
import { TASK_QUEUE } from "../src/modules/scheduler/scheduler.service.ts";
import { startBenchApp } from "./bench-app.ts";
import { withScratchPostgres } from "./scratch-postgres.ts";
import { summarize, type Summary } from "./stats.ts";

export interface SchedulerLateness {
  lateness: Summary;
  allDoneSeconds: number;
  completed: number;
}

/**
 * `tasks` tasks due at the same instant, through the real scheduler and job engine: how late each is done after
 * its launch time, and how long until all are done. On embedded PGlite, or on a scratch database of the
 * PostgreSQL server at `postgresUrl`.
 */
export async function measureSchedulerLateness(tasks: number, postgresUrl?: string): Promise<SchedulerLateness> {
  if (!postgresUrl) return measureOn({}, tasks);
  return withScratchPostgres(postgresUrl, (databaseUrl) => measureOn({ DATABASE_URL: databaseUrl }, tasks));
}

async function measureOn(database: Record<string, string>, tasks: number): Promise<SchedulerLateness> {
  const { app } = await startBenchApp(database);
  try {
    // An administrator: no plan limits, so every task runs (the seeded clients' plans allow a few a month).
    await upsertAdmin(app.db.prisma, "scheduler@bench.example", "bench password 2026");
    const owner = (await app.db.prisma.user.findUniqueOrThrow({ where: { email: "scheduler@bench.example" } })).id;
    // Stored through the scheduler an hour ahead, then all brought forward to one instant: storing them takes
    // longer on a busy machine than any fixed lead would allow.
    const later = new Date(Date.now() + 3_600_000).toISOString();
    for (let start = 0; start < tasks; start += 50) {
      await Promise.all(
        Array.from({ length: Math.min(50, tasks - start) }, (_, offset) =>
          app.services.scheduler.schedule(owner, { input: `Add bench item ${start + offset} to my task list`, launchTime: later }),
        ),
      );
    }
    const launch = new Date(Math.ceil((Date.now() + 3_000) / 1000) * 1000);
    await app.db.sql.query(`UPDATE "ScheduledTask" SET "launchTime" = $1::timestamptz AT TIME ZONE 'UTC'`, [launch.toISOString()]);
    await app.db.sql.query(`UPDATE pgboss.job SET start_after = $1 WHERE name = $2`, [launch.toISOString(), TASK_QUEUE]);

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
