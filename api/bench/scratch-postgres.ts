import { randomUUID } from "node:crypto";
import pg from "pg";

/** Runs `work` on a new, empty database of the PostgreSQL server at `serverUrl`, and drops it afterwards. */
export async function withScratchPostgres<T>(serverUrl: string, work: (databaseUrl: string) => Promise<T>): Promise<T> {
  const name = `ria_bench_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  await onServer(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await work(url.toString());
  } finally {
    await onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
