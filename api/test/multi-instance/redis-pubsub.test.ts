import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postgresTarget } from "../databases.ts";
import { nextResults, wsClient } from "../graphql-client.ts";
import { startTestApp, testEnv, type TestApp } from "../test-app.ts";
import { buildApp } from "../../src/app.ts";

// Runs only when TEST_DATABASE_URL and TEST_REDIS_URL are set (vitest.config.ts includes it then; CI sets both).
const redisUrl = process.env.TEST_REDIS_URL!;

describe("two instances on PostgreSQL + Redis", () => {
  let first: TestApp;
  let second: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    const prefix = `two-instances-${process.pid}:`;
    first = await startTestApp(postgresTarget, { REDIS_URL: redisUrl, REDIS_CHANNEL_PREFIX: prefix });
    const databaseUrl = (first.db.pool!.options as { connectionString: string }).connectionString;
    second = await buildApp(testEnv({ DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, REDIS_CHANNEL_PREFIX: prefix }));
    await second.start();
  });
  afterAll(async () => {
    await second.stop();
    await first.close();
  });

  it("uses Redis for pub/sub", () => {
    expect(first.pubsub.transport).toBe("redis");
    expect(second.pubsub.transport).toBe("redis");
  });

  it("delivers an event raised on one instance to a subscriber on the other", async () => {
    const client = wsClient(second.url()!);
    const { ready, results } = nextResults<{ platformStatus: { lastRoundAt: string } }>(
      client,
      "subscription { platformStatus { lastRoundAt overall } }",
    );
    await ready;
    const published = (await first.services.health.runRound("manual"))!;
    const [received] = await results;
    expect(received!.platformStatus.lastRoundAt).toBe(published.lastRoundAt);
    await client.dispose();
  });

  it("runs each scheduled health slot on one instance only", async () => {
    const before = await first.db.prisma.healthRound.count();
    await Promise.all([first.services.health.runScheduledRound("30s:42"), second.services.health.runScheduledRound("30s:42")]);
    expect(await first.db.prisma.healthRound.count()).toBe(before + 1);
  });
});
