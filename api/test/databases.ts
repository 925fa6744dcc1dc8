import { randomUUID } from "node:crypto";
import pg from "pg";

/**
 * What a test app runs on: embedded PGlite with in-memory pub/sub always; PostgreSQL when
 * TEST_DATABASE_URL is set, with Redis pub/sub when TEST_REDIS_URL is set too.
 */
export interface DatabaseTarget {
  name: "pglite" | "postgres";
  /**
   * Creates a fresh database (and a private pub/sub namespace), empty or, on PostgreSQL, a copy of `template`; `drop`
   * removes it.
   */
  create(
    template?: string,
  ): Promise<{ DATABASE_URL?: string; DATA_DIR: string; REDIS_URL?: string; REDIS_CHANNEL_PREFIX?: string; drop(): Promise<void> }>;
}

const pglite: DatabaseTarget = {
  name: "pglite",
  create: async () => ({ DATA_DIR: "memory://", drop: async () => {} }),
};

function postgres(adminUrl: string): DatabaseTarget {
  return {
    name: "postgres",
    async create(template) {
      const name = `ria_test_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
      await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}`));
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const redis = process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL, REDIS_CHANNEL_PREFIX: `${name}:` } : {};
      return {
        DATABASE_URL: url.toString(),
        DATA_DIR: "memory://",
        ...redis,
        drop: () => withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => {}),
      };
    },
  };
}

export async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Every database the suites run against on this machine. */
export const databaseTargets: DatabaseTarget[] = [
  pglite,
  ...(process.env.TEST_DATABASE_URL ? [postgres(process.env.TEST_DATABASE_URL)] : []),
];

export const postgresTarget = process.env.TEST_DATABASE_URL ? postgres(process.env.TEST_DATABASE_URL) : undefined;
