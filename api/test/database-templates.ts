import fs from "node:fs/promises";
import { randomUUID } from "node:crypto";
import { pino } from "pino";
import { type Database, openDatabase } from "../src/db/database.ts";
import { migrate } from "../src/db/migrate.ts";
import { startJobEngine } from "../src/jobs.ts";
import { TEST_SCRYPT_COST } from "../src/modules/auth/password.service.ts";
import { seedCatalog } from "../src/seed.ts";
import { withAdmin } from "./databases.ts";

/** Migrates and seeds a database and creates the job engine's schema in it: what every test app would do first. */
async function prepare(db: Database, databaseUrl?: string): Promise<void> {
  await migrate(db.sql);
  await seedCatalog(db.prisma, TEST_SCRYPT_COST);
  const jobs = await startJobEngine(db, pino({ level: "silent" }), databaseUrl);
  // PGlite's connection is the database's own; PostgreSQL's pool is the engine's and is closed with it.
  await jobs.stop({ graceful: false, close: !db.pglite, timeout: 5000 });
}

/**
 * Creates, migrates and seeds one in-memory PGlite and writes its data directory to `file` as a tarball: what every
 * test app on PGlite starts from (PGLITE_TEMPLATE), so a test file restores a database instead of running initdb,
 * every migration and the seed again.
 */
export async function writePgliteTemplate(file: string): Promise<void> {
  const db = await openDatabase({ dataDir: "memory://" });
  try {
    await prepare(db);
    const dump = await db.pglite!.dumpDataDir("none");
    await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.close();
  }
}

/**
 * The same on PostgreSQL: one database, migrated and seeded, left without connections, that test apps' databases are
 * created from (`CREATE DATABASE … TEMPLATE`, a file copy) instead of migrating each. Returns its name and how to drop it.
 */
export async function createPostgresTemplate(adminUrl: string): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `ria_template_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString(), dataDir: "memory://" });
  try {
    await prepare(db, url.toString());
  } finally {
    await db.close();
  }
  return {
    name,
    drop: () => withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => {}),
  };
}
