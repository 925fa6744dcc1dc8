import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postgresTarget } from "./databases.ts";
import { graphql } from "./graphql-client.ts";
import { startTestApp, type TestApp } from "./test-app.ts";

// PostgreSQL ends idle connections on a restart or a failover; the api must live through it.
describe.runIf(postgresTarget)("losing idle database connections on postgres", () => {
  let app: TestApp;
  beforeAll(async () => (app = await startTestApp(postgresTarget)));
  afterAll(() => app?.close());

  it("keeps serving: the pool reconnects instead of the process dying", async () => {
    const [database] = await app.db.sql.query<{ name: string }>("SELECT current_database() AS name");
    // Fill the pool so that idle connections are there to be ended.
    await Promise.all(Array.from({ length: 8 }, () => app.db.sql.query("SELECT pg_sleep(0.05)")));
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const { rows } = await admin.query(
        "SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
        [database!.name],
      );
      expect(rows.length).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }

    await expect.poll(async () => (await fetch(`${app.baseUrl}/readyz`)).status, { timeout: 15_000 }).toBe(200);
    const { body } = await graphql<{ plans: unknown[] }>(app.baseUrl, "{ plans { id } }");
    expect(body.errors).toBeUndefined();
    expect(body.data?.plans.length).toBeGreaterThan(0);
  });
});
