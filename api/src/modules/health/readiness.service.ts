import type { SqlDriver } from "../../db/database.ts";

/**
 * The readiness check's database probe: a write, committed, so a database that reads but cannot write (a full
 * disk, read-only) is not ready. The health module owns its one-row table.
 */
export function createDatabaseReadiness(sql: Pick<SqlDriver, "query">): () => Promise<unknown> {
  return () =>
    sql.query(`INSERT INTO "ReadinessProbe" ("id", "checkedAt") VALUES (1, now()) ON CONFLICT ("id") DO UPDATE SET "checkedAt" = now()`);
}
