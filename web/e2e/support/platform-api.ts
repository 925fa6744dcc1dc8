import { expect, type APIRequestContext } from "@playwright/test";

/** What the tests read back from the api to know what the page must show. */
export interface PlatformSnapshot {
  overall: "healthy" | "warning" | "error" | "unknown";
  lastRoundAt: string | null;
  services: Array<{ service: string; label: string; status: "healthy" | "warning" | "error"; lastCheck: string }>;
  metrics: { healthyServices: number; totalServices: number; checksLast24h: number; incidentsLast24h: number };
}

const SNAPSHOT_FIELDS = `
  overall
  lastRoundAt
  services { service label status lastCheck }
  metrics { healthyServices totalServices checksLast24h incidentsLast24h }
`;

/** The api refuses a manual round within this long of the previous one (it returns that round instead). */
const MANUAL_ROUND_GAP_MS = 5000;

async function graphql<T>(request: APIRequestContext, query: string): Promise<T> {
  const response = await request.post("/graphql", { data: { query }, headers: { "content-type": "application/json" } });
  expect(response.ok(), `GraphQL answered ${response.status()}`).toBe(true);
  const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

/** The platform status as the api reports it now. */
export async function readStatus(request: APIRequestContext): Promise<PlatformSnapshot> {
  const data = await graphql<{ platformStatus: PlatformSnapshot }>(request, `query { platformStatus { ${SNAPSHOT_FIELDS} } }`);
  return data.platformStatus;
}

/** Asks for a round from outside the page, as another client would (JSON POST of the mutation). */
export async function requestRound(request: APIRequestContext): Promise<PlatformSnapshot> {
  const data = await graphql<{ runHealthChecks: { status: PlatformSnapshot } }>(
    request,
    `mutation { runHealthChecks { status { ${SNAPSHOT_FIELDS} } } }`,
  );
  return data.runHealthChecks.status;
}

/** The server checks only when asked (HEALTH_INTERVAL_SECONDS=0): make sure at least one round exists. */
export async function ensureFirstRound(request: APIRequestContext): Promise<PlatformSnapshot> {
  const status = await readStatus(request);
  if (status.lastRoundAt) return status;
  const first = await requestRound(request);
  expect(first.lastRoundAt).not.toBeNull();
  return first;
}

/** Runs a new round (waiting out the api's gap between manual rounds) and returns its snapshot. */
export async function startNewRound(request: APIRequestContext, previousRoundAt: string | null): Promise<PlatformSnapshot> {
  let latest: PlatformSnapshot | undefined;
  await expect
    .poll(
      async () => {
        latest = await requestRound(request);
        return latest.lastRoundAt;
      },
      { intervals: [1000], timeout: 20_000, message: "a new round of checks" },
    )
    .not.toBe(previousRoundAt);
  return latest!;
}

/** Waits until the api will run a manual round at once (so a button press leads to a new round). */
export async function waitForManualRoundWindow(lastRoundAt: string | null): Promise<void> {
  if (!lastRoundAt) return;
  const wait = Date.parse(lastRoundAt) + MANUAL_ROUND_GAP_MS + 1000 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
