import { freshIp } from "./auth-helpers.ts";
import type { Client } from "graphql-ws";
import { graphql } from "./graphql-client.ts";

export const PLAYER_FIELDS =
  "id displayName guest ranked riko level streak timeSpent sessionSeconds spinCooldown cardOrders bubblesCaught sections " +
  "rank { allTime thisWeek allTimeRiko thisWeekRiko countedAt }";
export const RESULT = `... on RewardsResult { awarded player { ${PLAYER_FIELDS} } unlocked { id reward } } ... on Error { code message }`;

/** A browser-like rewards player: keeps its guest cookie (and session cookie, if any) between calls. */
export function rewardsPlayer(baseUrl: string, sessionCookie?: string) {
  const ip = freshIp();
  let guestCookie: string | undefined;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever shape each query returns
  const call = async <T = Record<string, any>>(query: string, variables?: Record<string, unknown>) => {
    const cookie = [sessionCookie, guestCookie].filter(Boolean).join("; ");
    const response = await fetch(`${baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", "x-forwarded-for": ip, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const set = response.headers.get("set-cookie")?.match(/ria_player=[^;]+/)?.[0];
    if (set) guestCookie = set;
    const body = (await response.json()) as { data: T; errors?: unknown[] };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  };
  return {
    call,
    get guestCookie() {
      return guestCookie;
    },
    state: async () => (await call(`{ rewards { ${PLAYER_FIELDS} } }`)).rewards,
    heartbeat: async () => (await call(`mutation { rewardsHeartbeat { ${RESULT} } }`)).rewardsHeartbeat,
    bubbles: async () =>
      (await call(`mutation { rewardBubbles { ... on MutationRewardBubblesSuccess { data { id value } } } }`)).rewardBubbles.data,
    claim: async (bubbleId: string) =>
      (await call(`mutation($id: ID!) { claimBubble(bubbleId: $id) { ${RESULT} } }`, { id: bubbleId })).claimBubble,
    spin: async () => (await call(`mutation { spinWheel { ${RESULT} } }`)).spinWheel,
    orderCard: async () => (await call(`mutation { orderRikoCard { ${RESULT} } }`)).orderRikoCard,
    buy: async (itemId: string) =>
      (await call(`mutation($id: String!) { buyStartupItem(itemId: $id) { ${RESULT} } }`, { id: itemId })).buyStartupItem,
    rename: async (name: string) =>
      (await call(`mutation($n: String!) { setDisplayName(displayName: $n) { ${RESULT} } }`, { n: name })).setDisplayName,
  };
}

export { graphql };

export interface Board {
  allTime: Array<{ name: string; riko: number; level: number; streak: number }>;
  thisWeek: Array<{ name: string; riko: number }>;
}

/** The watchers' subscription (one text, so watchers share one fan-out group). */
export const BOARD_SUBSCRIPTION = "subscription { leaderboardChanged { allTime { name riko level streak } thisWeek { name riko } } }";

/** Subscribes to leaderboardChanged and resolves with the first board that satisfies `predicate`. */
export function boardWhere(client: Client, predicate: (board: Board) => boolean, timeoutMs = 10_000) {
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  client.on("connected", () => setTimeout(markReady, 50));
  const board = new Promise<Board>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("no matching leaderboard in time")), timeoutMs);
    const unsubscribe = client.subscribe<{ leaderboardChanged: Board }>(
      { query: BOARD_SUBSCRIPTION },
      {
        next: (value) => {
          if (!value.data || !predicate(value.data.leaderboardChanged)) return;
          clearTimeout(timer);
          unsubscribe();
          resolve(value.data.leaderboardChanged);
        },
        error: (error) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(JSON.stringify(error)));
        },
        // Completed early (the client was disposed): no timer is left to fire into a later test file.
        complete: () => {
          clearTimeout(timer);
          reject(new Error("the subscription completed before a matching leaderboard"));
        },
      },
    );
  });
  board.catch(() => {});
  return { ready, board };
}
