import { fromPglite, PgBoss } from "pg-boss";
import type { Database } from "./db/database.ts";
import type { Logger } from "./logger.ts";

/**
 * The durable job engine (pg-boss) on the app's own database: scheduled work survives
 * crashes and restarts, and a job is handed to one worker at a time across instances.
 */
export async function startJobEngine(db: Database, logger: Logger, databaseUrl?: string): Promise<PgBoss> {
  // Supervision every 10 s: jobs of a worker that died (missed heartbeats) are retried promptly.
  const supervision = { superviseIntervalSeconds: 10 };
  const boss = db.pglite
    ? new PgBoss({ db: fromPglite(db.pglite), backend: "pglite", ...supervision })
    : new PgBoss({ connectionString: databaseUrl!, max: 4, ...supervision });
  boss.on("error", (error) => logger.error({ err: error }, "job engine error"));
  await boss.start();
  return boss;
}
