import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { apiRoot } from "../env.ts";
import type { Logger } from "../logger.ts";
import type { SqlDriver } from "./database.ts";

export const migrationsDir = path.join(apiRoot, "prisma", "migrations");

/** The key Prisma Migrate itself locks, so our runner and `prisma migrate deploy` exclude each other. */
const ADVISORY_LOCK_KEY = 72707369;

// Prisma's own bookkeeping table, created exactly as `prisma migrate` creates it.
const CREATE_MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

interface LocalMigration {
  name: string;
  sql: string;
  checksum: string;
}

interface AppliedMigration {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
}

/** Lists `prisma/migrations/<name>/migration.sql` in name (timestamp) order. */
export async function readLocalMigrations(dir = migrationsDir): Promise<LocalMigration[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const names = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await fs.readFile(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    }),
  );
}

/**
 * Applies pending migrations and records them in `_prisma_migrations` the way Prisma does,
 * so `prisma migrate status` agrees. Each migration runs in its own transaction; a failure
 * is recorded (unfinished, with its error in `logs`) and stops start-up, as Prisma's P3009.
 */
export async function migrate(sql: SqlDriver, logger?: Logger, dir = migrationsDir): Promise<string[]> {
  const local = await readLocalMigrations(dir);
  return sql.session(async (session) => {
    await session.query("SELECT pg_advisory_lock($1)", [ADVISORY_LOCK_KEY]);
    try {
      await session.exec(CREATE_MIGRATIONS_TABLE);
      const applied = await session.query<AppliedMigration>(
        `SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations"`,
      );
      const failed = applied.find((row) => !row.finished_at && !row.rolled_back_at);
      if (failed) {
        throw new Error(`Migration ${failed.migration_name} failed earlier; resolve it before starting (prisma migrate resolve).`);
      }
      const done = new Map(applied.filter((row) => row.finished_at).map((row) => [row.migration_name, row]));
      const appliedNow: string[] = [];
      for (const migration of local) {
        const previous = done.get(migration.name);
        if (previous) {
          if (previous.checksum !== migration.checksum) {
            logger?.warn({ migration: migration.name }, "migration was modified after it was applied");
          }
          continue;
        }
        await applyOne(session, migration);
        logger?.info({ migration: migration.name }, "migration applied");
        appliedNow.push(migration.name);
      }
      return appliedNow;
    } finally {
      await session.query("SELECT pg_advisory_unlock($1)", [ADVISORY_LOCK_KEY]);
    }
  });
}

async function applyOne(session: Pick<SqlDriver, "exec" | "query">, migration: LocalMigration): Promise<void> {
  const id = randomUUID();
  try {
    await session.exec("BEGIN");
    await session.query(
      `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, applied_steps_count) VALUES ($1, $2, $3, now(), 0)`,
      [id, migration.checksum, migration.name],
    );
    await session.exec(migration.sql);
    await session.query(`UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1`, [id]);
    await session.exec("COMMIT");
  } catch (error) {
    await session.exec("ROLLBACK");
    await session.query(
      'INSERT INTO "_prisma_migrations" (id, checksum, migration_name, logs, started_at, applied_steps_count) ' +
        "VALUES ($1, $2, $3, $4, now(), 0)",
      [id, migration.checksum, migration.name, String(error)],
    );
    throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`, { cause: error });
  }
}
