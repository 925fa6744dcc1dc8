import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nextResults, wsClient } from "../graphql-client.ts";
import { startTwoInstances, type TwoInstances } from "./two-instances.ts";

// Runs only when TEST_DATABASE_URL and TEST_REDIS_URL are set (vitest.config.ts includes it then; CI sets both).
describe("two instances on PostgreSQL + Redis", () => {
  let first: TwoInstances["first"];
  let second: TwoInstances["second"];
  let stop: TwoInstances["stop"] | undefined;

  beforeAll(async () => void ({ first, second, stop } = await startTwoInstances("two-instances")));
  afterAll(() => stop?.());

  it("uses Redis for pub/sub", () => {
    expect(first.pubsub.transport).toBe("redis");
    expect(second.pubsub.transport).toBe("redis");
  });

  it("delivers an event raised on one instance to a subscriber on the other", async () => {
    const client = wsClient(second.url()!);
    const { ready, results } = nextResults<{ platformStatus: { lastRoundAt: string } }>(
      client,
      "subscription { platformStatus { lastRoundAt overall } }",
      1,
      undefined,
      { pubsub: second.pubsub, channel: "health.round" },
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
