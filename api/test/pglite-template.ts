import fs from "node:fs/promises";
import { pino } from "pino";
import { openDatabase } from "../src/db/database.ts";
import { migrate } from "../src/db/migrate.ts";
import { startJobEngine } from "../src/jobs.ts";
import { TEST_SCRYPT_COST } from "../src/modules/auth/password.service.ts";
import { seedCatalog } from "../src/seed.ts";

/**
 * Creates, migrates and seeds one in-memory PGlite (with the job engine's schema too) and writes its
 * data directory to `file` as a tarball: what every test app on PGlite starts from (PGLITE_TEMPLATE),
 * so a test file restores a database instead of running initdb, every migration and the seed again.
 */
export async function writePgliteTemplate(file: string): Promise<void> {
  const db = await openDatabase({ dataDir: "memory://" });
  try {
    await migrate(db.sql);
    await seedCatalog(db.prisma, TEST_SCRYPT_COST);
    const jobs = await startJobEngine(db, pino({ level: "silent" }));
    await jobs.stop({ graceful: false, close: false, timeout: 5000 });
    const dump = await db.pglite!.dumpDataDir("none");
    await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.close();
  }
}
