import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { wsClient } from "../graphql-client.ts";
import { boardWhere, rewardsPlayer } from "../rewards-helpers.ts";
import { startTwoInstances, type TwoInstances } from "./two-instances.ts";

// Runs only when TEST_DATABASE_URL and TEST_REDIS_URL are set (vitest.config.ts includes it then; CI sets both).
describe("rewards leaderboard across two instances on PostgreSQL + Redis", () => {
  let first: TwoInstances["first"];
  let second: TwoInstances["second"];
  let stop: TwoInstances["stop"] | undefined;

  beforeAll(async () => void ({ first, second, stop } = await startTwoInstances("rewards-two-instances", {}, { TRUST_PROXY: "true" })));
  afterAll(() => stop?.());

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
