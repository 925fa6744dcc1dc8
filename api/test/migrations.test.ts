import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../src/db/database.ts";
import { migrate, migrationsDir, readLocalMigrations } from "../src/db/migrate.ts";
import { databaseTargets } from "./databases.ts";
import { actualShape, expectedShape } from "./schema-shape.ts";

describe.each(databaseTargets)("migrations on $name", (target) => {
  let db: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const created = await target.create();
    drop = created.drop;
    db = await openDatabase({ databaseUrl: created.DATABASE_URL, dataDir: created.DATA_DIR });
  });
  afterAll(async () => {
    await db.close();
    await drop();
  });

  it("applies every migration once and records it as Prisma does", async () => {
    const local = await readLocalMigrations();
    expect(await migrate(db.sql)).toEqual(local.map((migration) => migration.name));
    expect(await migrate(db.sql)).toEqual([]);

    const rows = await db.sql.query<{ migration_name: string; checksum: string; finished_at: Date | null; applied_steps_count: number }>(
      `SELECT migration_name, checksum, finished_at, applied_steps_count FROM "_prisma_migrations" ORDER BY migration_name`,
    );
    const sqlOf = async (name: string) => fs.readFile(path.join(migrationsDir, name, "migration.sql"), "utf8");
    expect(rows).toHaveLength(local.length);
    for (const row of rows) {
      expect(row.checksum).toBe(
        createHash("sha256")
          .update(await sqlOf(row.migration_name))
          .digest("hex"),
      );
      expect(row.finished_at).not.toBeNull();
      expect(row.applied_steps_count).toBe(1);
    }
  });

  it("leaves a database that matches schema.prisma: tables, columns, types, nullability, defaults, indexes, enums, keys", async () => {
    expect(await actualShape(db.sql)).toEqual(await expectedShape());
  });

  it("records a failing migration, rolls it back and refuses to go on until it is resolved", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "ria-migrations-"));
    await fs.mkdir(path.join(dir, "29991231000000_broken"));
    await fs.writeFile(
      path.join(dir, "29991231000000_broken", "migration.sql"),
      `CREATE TABLE "Half" ("id" TEXT);\nSELECT no_such_function();`,
    );
    await expect(migrate(db.sql, undefined, dir)).rejects.toThrow(/29991231000000_broken failed/);
    const tables = await db.sql.query(`SELECT 1 FROM pg_tables WHERE tablename = 'Half'`);
    expect(tables).toHaveLength(0);
    await expect(migrate(db.sql, undefined, dir)).rejects.toThrow(/failed earlier/);
    await db.sql.query(`DELETE FROM "_prisma_migrations" WHERE migration_name = '29991231000000_broken'`);
    await fs.rm(dir, { recursive: true });
  });
});
