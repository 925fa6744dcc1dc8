import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../src/db/database.ts";
import { TEST_ADMIN } from "../auth-helpers.ts";
import { postgresTarget } from "../databases.ts";
import { startChildServer, type ChildServer } from "./child-server.ts";

/** A launch time `seconds` from now, to the second (the API takes any future instant), after the scheduling is done. */
function launchAfter(seconds: number): string {
  return new Date(Date.now() + seconds * 1000).toISOString();
}

async function signInAdmin(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: TEST_ADMIN.email, password: TEST_ADMIN.password, accountType: "ADMIN" }),
  });
  return ((await response.json()) as { token: string }).token;
}

/** Schedules `count` tasks, 25 requests at a time. */
async function scheduleMany(url: string, token: string, prefix: string, count: number, launchTime: string): Promise<void> {
  for (let start = 0; start < count; start += 25) {
    await Promise.all(
      Array.from({ length: Math.min(25, count - start) }, async (_, offset) => {
        const response = await fetch(`${url}/api/scheduler/schedule`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
          body: JSON.stringify({ input: `Add pay invoice ${prefix}-${start + offset} to my task list`, launchTime }),
        });
        if (response.status !== 201) throw new Error(`schedule failed: ${response.status} ${await response.text()}`);
      }),
    );
  }
}

/** Every task settled exactly once: completed, and exactly one list item per task. */
async function expectEachRanOnce(db: Database, prefix: string, count: number): Promise<void> {
  const pattern = `Pay invoice ${prefix}-%`;
  const [items] = await db.sql.query<{ total: number; distinct_titles: number }>(
    `SELECT count(*)::int AS total, count(DISTINCT title)::int AS distinct_titles FROM "ListItem" WHERE title LIKE $1`,
    [pattern],
  );
  expect(items).toEqual({ total: count, distinct_titles: count });
  const statuses = await db.sql.query<{ status: string; n: number }>(
    `SELECT status::text AS status, count(*)::int AS n FROM "ScheduledTask" WHERE input LIKE $1 GROUP BY 1`,
    [`Add pay invoice ${prefix}-%`],
  );
  expect(statuses).toEqual([{ status: "completed", n: count }]);
}

describe("scheduler durability on PostgreSQL", () => {
  let database: Awaited<ReturnType<NonNullable<typeof postgresTarget>["create"]>>;
  let db: Database;
  let env: Record<string, string>;
  const servers: ChildServer[] = [];

  beforeAll(async () => {
    database = await postgresTarget!.create();
    env = { DATABASE_URL: database.DATABASE_URL!, ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password };
    db = await openDatabase({ databaseUrl: database.DATABASE_URL, dataDir: "memory://" });
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop().catch(() => undefined)));
    await db.close();
    await database.drop();
  });

  it("loses nothing and runs nothing twice when the server is killed mid-run and restarted", { timeout: 240_000 }, async () => {
    const first = await startChildServer(env);
    servers.push(first);
    const token = await signInAdmin(first.url);
    await scheduleMany(first.url, token, "crash", 1000, launchAfter(30));
    // Kill the server once part of the work is done.
    const countDone = async () =>
      (
        await db.sql.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM "ScheduledTask" WHERE status <> 'scheduled' AND input LIKE 'Add pay invoice crash-%'`,
        )
      )[0]!.n;
    await expect.poll(countDone, { timeout: 150_000, interval: 100 }).toBeGreaterThan(50);
    await first.kill();
    expect(await countDone()).toBeLessThan(1000);

    const second = await startChildServer(env);
    servers.push(second);
    await expect.poll(countDone, { timeout: 150_000, interval: 500 }).toBe(1000);
    await expectEachRanOnce(db, "crash", 1000);
  });

  it("runs each task once with two instances on one database", { timeout: 180_000 }, async () => {
    const [a, b] = [servers.at(-1)!, await startChildServer(env)];
    servers.push(b);
    const token = await signInAdmin(a.url);
    await scheduleMany(b.url, token, "pair", 300, launchAfter(15));
    await expect
      .poll(
        async () =>
          (
            await db.sql.query<{ n: number }>(
              `SELECT count(*)::int AS n FROM "ScheduledTask" WHERE status = 'scheduled' AND input LIKE 'Add pay invoice pair-%'`,
            )
          )[0]!.n,
        { timeout: 150_000, interval: 500 },
      )
      .toBe(0);
    await expectEachRanOnce(db, "pair", 300);
  });
});
