import fs from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient } from "../generated/prisma/client.ts";

/** The few raw SQL operations the migrator and the job engine need beside Prisma. */
export interface SqlDriver {
  kind: "pglite" | "postgres";
  /** Runs statements without parameters; several may be separated by semicolons. */
  exec(sql: string): Promise<void>;
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Runs `work` on one connection, for session state such as advisory locks and transactions. */
  session<T>(work: (session: SqlSession) => Promise<T>): Promise<T>;
}

export type SqlSession = Pick<SqlDriver, "exec" | "query">;

export interface Database {
  prisma: PrismaClient;
  sql: SqlDriver;
  /** The embedded instance, when the app runs on PGlite (pg-boss needs it). */
  pglite?: PGlite;
  /** The connection pool, when the app runs on PostgreSQL (pg-boss shares it). */
  pool?: pg.Pool;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite's data directory, or `memory://` for a throw-away database. */
  dataDir: string;
  /** A dumped PGlite data directory (tarball) that a `memory://` database starts from. */
  template?: string | undefined;
  /** Hears a pooled PostgreSQL connection that dies while idle (a server restart, a terminated backend). */
  onIdleConnectionError?: (error: Error) => void;
}

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.onIdleConnectionError)
    : openPglite(options.dataDir, options.template);
}

async function openPglite(dataDir: string, template?: string): Promise<Database> {
  const inMemory = dataDir.startsWith("memory://");
  if (!inMemory) await fs.mkdir(dataDir, { recursive: true });
  // Restoring a dump skips initdb, which is most of the cost of a new database.
  const loadDataDir = inMemory && template ? new Blob([await fs.readFile(template)]) : undefined;
  const pglite = await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {});
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  const sql: SqlDriver = {
    kind: "pglite",
    exec: async (text) => void (await pglite.exec(text)),
    query: async <Row>(text: string, params: unknown[] = []) => (await pglite.query<Row>(text, params)).rows,
    // PGlite has a single connection: every call already shares one session.
    session: (work) => work(sql),
  };
  return {
    prisma,
    sql,
    pglite,
    close: async () => {
      await prisma.$disconnect();
      await pglite.close();
    },
  };
}

async function openPostgres(databaseUrl: string, onIdleConnectionError: (error: Error) => void = () => {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // Without a listener an idle connection's error is thrown and ends the process; the pool replaces it.
  pool.on("error", onIdleConnectionError);
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  const sql: SqlDriver = {
    kind: "postgres",
    exec: async (text) => void (await pool.query(text)),
    query: async <Row>(text: string, params: unknown[] = []) => (await pool.query(text, params)).rows as Row[],
    session: async (work) => {
      const client = await pool.connect();
      try {
        return await work({
          exec: async (text) => void (await client.query(text)),
          query: async <Row>(text: string, params: unknown[] = []) => (await client.query(text, params)).rows as Row[],
        });
      } finally {
        client.release();
      }
    },
  };
  return {
    prisma,
    sql,
    pool,
    close: async () => {
      await prisma.$disconnect();
      await pool.end().catch(() => undefined);
    },
  };
}
