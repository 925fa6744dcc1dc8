import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";
import { startBenchApp } from "./bench-app.ts";
import { summarize, type Summary } from "./stats.ts";

const ipOf = (index: number) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;

async function post(url: string, query: string, index: number, cookie?: string, retried = false): Promise<string | undefined> {
  // Node's fetch may reuse a keep-alive socket the server has just closed: retry such a request once.
  const response = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ipOf(index), ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query }),
  }).catch((error: unknown) => {
    if (retried) throw error;
    return null;
  });
  if (!response) return post(url, query, index, cookie, true);
  const body = (await response.json()) as { errors?: unknown[]; data?: Record<string, { __typename?: string }> };
  if (body.errors) throw new Error(JSON.stringify(body.errors).slice(0, 200));
  const result = Object.values(body.data ?? {})[0];
  if (result?.__typename && result.__typename !== "RewardsResult") throw new Error(`refused: ${JSON.stringify(result)}`);
  return response.headers.get("set-cookie")?.match(/ria_player=[^;]+/)?.[0] ?? cookie;
}

/** Runs `work(index)` for 0..count-1 with at most `concurrency` in flight. */
async function pool(count: number, concurrency: number, work: (index: number) => Promise<unknown>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await work(next++);
    }),
  );
}

export interface HeartbeatResult {
  heartbeatsPerSecond: number;
  baselinePerSecond: number;
  ratio: number;
  latencyMs: Summary;
}

/**
 * Heartbeats per second through the real server (each locks its player, credits time, checks the
 * streak and achievements, writes, answers the new state) against the cheapest GraphQL round trip
 * (`{ __typename }`) on the same server in the same run.
 */
export async function measureHeartbeats(players: number, beatsEach: number, concurrency = 20): Promise<HeartbeatResult> {
  const { app, url } = await startBenchApp({ TRUST_PROXY: "1" });
  try {
    const cookies: string[] = [];
    await pool(players, concurrency, async (index) => (cookies[index] = (await post(url, "{ rewards { id } }", index))!));
    const timed = async (query: (index: number) => [string, number, string?]) => {
      const latencies: number[] = [];
      const started = performance.now();
      await pool(players * beatsEach, concurrency, async (n) => {
        const [text, index, cookie] = query(n);
        const at = performance.now();
        await post(url, text, index, cookie);
        latencies.push(performance.now() - at);
      });
      return { perSecond: (players * beatsEach) / ((performance.now() - started) / 1000), latencies };
    };
    const baseline = await timed((n) => ["{ __typename }", n % players]);
    const beats = await timed((n) => ["mutation { rewardsHeartbeat { __typename } }", n % players, cookies[n % players]]);
    return {
      heartbeatsPerSecond: beats.perSecond,
      baselinePerSecond: baseline.perSecond,
      ratio: beats.perSecond / baseline.perSecond,
      latencyMs: summarize(beats.latencies),
    };
  } finally {
    await app.stop();
  }
}

export interface FanoutResult {
  awards: number;
  watchers: number;
  computations: number;
  deliveries: number;
  settleMs: number;
  awardsPerSecond: number;
  naiveComputations: number;
}

/**
 * `earners` players each earn once (the card order) while `watchers` graphql-ws clients watch the
 * leaderboard. Counts the boards computed (the baseline is one per award per watcher, what a
 * query-per-subscriber design would run) and the time from the last award until every watcher has
 * received a board that includes it.
 */
export async function measureLeaderboardFanout(earners: number, watchers: number, concurrency = 20): Promise<FanoutResult> {
  const { app, url } = await startBenchApp({ TRUST_PROXY: "1" });
  const clients: Client[] = [];
  try {
    const received = new Array<number>(watchers).fill(0);
    for (let index = 0; index < watchers; index++) {
      // Each watcher from its own address, as real viewers are: the server allows 20 sockets per address.
      class FromOwnAddress extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: { "x-forwarded-for": ipOf(100_000 + index) } });
        }
      }
      const client = createClient({ url: url.replace("http", "ws") + "/graphql", webSocketImpl: FromOwnAddress, lazy: false });
      clients.push(client);
      // One socket at a time: a thousand handshakes at once outlast the server's connection-init wait.
      await new Promise<void>((resolve) => client.on("connected", () => resolve()));
      client.subscribe(
        { query: "subscription { leaderboardChanged { allTime { riko } } }" },
        { next: () => void received[index]!++, error: () => {}, complete: () => {} },
      );
    }
    // A warm-up award proves every watcher is subscribed before the measured ones start.
    await post(url, "mutation { orderRikoCard { __typename } }", earners);
    await waitFor(() => received.every((count) => count > 0), 60_000);
    received.fill(0);
    const feed = app.services.rewards.feed;
    const before = feed.computations();
    const started = performance.now();
    await pool(earners, concurrency, (index) => post(url, "mutation { orderRikoCard { __typename } }", index));
    const lastAward = performance.now();
    // The board after the last award is computed within the coalescing window; every watcher must receive it.
    await new Promise((resolve) => setTimeout(resolve, 150));
    const computations = feed.computations() - before;
    await waitFor(() => received.every((count) => count >= computations), 30_000);
    return {
      awards: earners,
      watchers,
      computations,
      deliveries: received.reduce((sum, count) => sum + count, 0),
      settleMs: performance.now() - lastAward,
      awardsPerSecond: earners / ((lastAward - started) / 1000),
      naiveComputations: earners * watchers,
    };
  } finally {
    await Promise.all(clients.map((client) => client.dispose()));
    await app.stop();
  }
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error("timed out waiting for the watchers");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The rewards section of the report. */
export function rewardsTable(heartbeats: HeartbeatResult | { error: string }, fanout: FanoutResult | { error: string }): string {
  const lines: string[] = [];
  if (!("error" in heartbeats)) {
    const { heartbeatsPerSecond, baselinePerSecond, ratio, latencyMs } = heartbeats;
    lines.push(
      `heartbeats: ${heartbeatsPerSecond.toFixed(0)}/s vs { __typename } ${baselinePerSecond.toFixed(0)}/s (ratio ${ratio.toFixed(2)}); ` +
        `latency p50 ${latencyMs.p50.toFixed(1)} ms, p99 ${latencyMs.p99.toFixed(1)} ms`,
    );
  }
  if (!("error" in fanout)) {
    const ratio = (fanout.computations / fanout.naiveComputations).toExponential(2);
    lines.push(
      `leaderboard: ${fanout.awards} awards (${fanout.awardsPerSecond.toFixed(0)}/s) watched by ${fanout.watchers}: ` +
        `${fanout.computations} boards computed vs ${fanout.naiveComputations.toLocaleString("en-IN")} for a query per watcher per award ` +
        `(ratio ${ratio}); ${fanout.deliveries.toLocaleString("en-IN")} deliveries; ` +
        `last award to every watcher holding the final board: ${fanout.settleMs.toFixed(0)} ms`,
    );
  }
  return lines.join("\n");
}
