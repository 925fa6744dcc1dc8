import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.ts";
import { postgresTarget } from "../databases.ts";
import { wsClient } from "../graphql-client.ts";
import { boardWhere, rewardsPlayer } from "../rewards-helpers.ts";
import { startTestApp, testEnv, type TestApp } from "../test-app.ts";

// Runs only when TEST_DATABASE_URL and TEST_REDIS_URL are set (vitest.config.ts includes it then; CI sets both).
const redisUrl = process.env.TEST_REDIS_URL!;

describe("rewards leaderboard across two instances on PostgreSQL + Redis", () => {
  let first: TestApp;
  let second: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    const prefix = `rewards-two-instances-${process.pid}:`;
    first = await startTestApp(postgresTarget, { REDIS_URL: redisUrl, REDIS_CHANNEL_PREFIX: prefix, TRUST_PROXY: "true" });
    const databaseUrl = (first.db.pool!.options as { connectionString: string }).connectionString;
    second = await buildApp(testEnv({ DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, REDIS_CHANNEL_PREFIX: prefix }));
    await second.start();
  });
  afterAll(async () => {
    await second.stop();
    await first.close();
  });

  it("moves the board seen through one instance when a player earns on the other", async () => {
    const watcher = wsClient(second.url()!);
    const moved = boardWhere(watcher, (board) => board.allTime.some((entry) => entry.name === "Cross Instance" && entry.riko === 100));
    const moves: unknown[] = [];
    watcher.subscribe<{ leaderboardChanged: { changes: unknown[] } }>(
      { query: "subscription { leaderboardChanged { changes { player allTime { before after } thisWeek { before after } } } }" },
      { next: (value) => moves.push(...(value.data?.leaderboardChanged.changes ?? [])), error: () => {}, complete: () => {} },
    );
    await moved.ready;
    const player = rewardsPlayer(first.baseUrl);
    await player.rename("Cross Instance");
    await player.orderCard();
    const board = await moved.board;
    expect(board.thisWeek.find((entry) => entry.name === "Cross Instance")?.riko).toBe(100);
    // The board carries the award's move, from which a viewer on the other instance keeps its own rank.
    const { id } = await player.state();
    const move = { player: id, allTime: { before: 0, after: 100 }, thisWeek: { before: 0, after: 100 } };
    await expect.poll(() => moves).toContainEqual(move);
    await watcher.dispose();
  });

  it("pays one bubble once when claims race on both instances", async () => {
    const onFirst = rewardsPlayer(first.baseUrl);
    await onFirst.state();
    const [bubble] = await onFirst.bubbles();
    const onSecond = (query: string, variables: Record<string, unknown>) =>
      fetch(`${second.url()}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: onFirst.guestCookie! },
        body: JSON.stringify({ query, variables }),
      }).then((response) => response.json() as Promise<{ data: { claimBubble: { awarded?: number } } }>);
    const claim = "mutation($id: ID!) { claimBubble(bubbleId: $id) { ... on RewardsResult { awarded } } }";
    const results = await Promise.all([
      ...Array.from({ length: 20 }, () => onFirst.claim(bubble.id)),
      ...Array.from({ length: 20 }, () => onSecond(claim, { id: bubble.id }).then((body) => body.data.claimBubble)),
    ]);
    expect(results.map((result) => result.awarded ?? 0).filter((awarded) => awarded > 0)).toEqual([bubble.value]);
  });
});
