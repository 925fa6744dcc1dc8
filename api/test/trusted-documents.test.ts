import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testEnv } from "./test-app.ts";
import { graphql, nextResults, wsClient } from "./graphql-client.ts";
import { startTestApp, type TestApp } from "./test-app.ts";

// The web app's real map, as relay-compiler writes it (committed at the repository root).
const documents = JSON.parse(fs.readFileSync(testEnv().GRAPHQL_DOCUMENTS_FILE, "utf8")) as Record<string, string>;

function documentIdOf(operationName: string): string {
  const id = Object.keys(documents).find((key) => new RegExp(`^(query|mutation|subscription) ${operationName}\\b`).test(documents[key]!));
  if (!id) throw new Error(`${operationName} is not in the trusted documents map`);
  return id;
}

const PRICING = documentIdOf("PricingPageQuery");
const PLATFORM_STATUS = documentIdOf("usePlatformStatusSubscription");

async function post(baseUrl: string, body: Record<string, unknown>) {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      data?: Record<string, unknown>;
      errors?: Array<{ message: string; extensions?: { code?: string } }>;
    },
  };
}

describe("trusted documents, by default (query text accepted too)", () => {
  let app: TestApp;
  beforeAll(async () => (app = await startTestApp()));
  afterAll(() => app.close());

  it("runs a known document by its id", async () => {
    const { status, body } = await post(app.baseUrl, { documentId: PRICING, variables: {} });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect((body.data!.pricingPlans as unknown[]).length).toBeGreaterThan(0);
  });

  it("refuses an unknown id with a clear error", async () => {
    const { status, body } = await post(app.baseUrl, { documentId: "0".repeat(64) });
    expect(status).toBe(400);
    expect(body.errors![0]!.message).toMatch(/^Unknown documentId "0{64}"/);
    expect(body.errors![0]!.extensions?.code).toBe("PERSISTED_QUERY_NOT_FOUND");
  });

  it("still runs query text, for other GraphQL clients", async () => {
    const { status, body } = await graphql<{ __typename: string }>(app.baseUrl, "{ __typename }");
    expect(status).toBe(200);
    expect(body.data?.__typename).toBe("Query");
  });

  it("asks for a query or an id when a request has neither", async () => {
    const { status, body } = await post(app.baseUrl, { variables: {} });
    expect(status).toBe(400);
    expect(body.errors![0]!.message).toBe("Send a query or a documentId");
  });

  it("runs a subscription by its id over WebSocket", async () => {
    const client = wsClient(app.baseUrl);
    const subscribe = { query: "", documentId: PLATFORM_STATUS, operationName: "usePlatformStatusSubscription" };
    const { ready, results } = nextResults<{ platformStatus: { lastRoundAt: string } }>(client, subscribe);
    await ready;
    const published = (await app.services.health.runRound("manual"))!;
    const [pushed] = await results;
    expect(pushed!.platformStatus.lastRoundAt).toBe(published.lastRoundAt);
    await client.dispose();
  });

  it("refuses an unknown id over WebSocket", async () => {
    const client = wsClient(app.baseUrl);
    const { results } = nextResults(client, { query: "", documentId: "unknown" });
    await expect(results).rejects.toThrow(/Unknown documentId \\"unknown\\"/);
    await client.dispose();
  });
});

describe("trusted documents only (GRAPHQL_TRUSTED_DOCUMENTS_ONLY=true)", () => {
  let app: TestApp;
  beforeAll(async () => (app = await startTestApp(undefined, { GRAPHQL_TRUSTED_DOCUMENTS_ONLY: "true" })));
  afterAll(() => app.close());

  it("runs the web app's documents", async () => {
    const { status, body } = await post(app.baseUrl, { documentId: PRICING });
    expect(status).toBe(200);
    expect((body.data!.pricingPlans as unknown[]).length).toBeGreaterThan(0);
  });

  it("refuses query text over HTTP with a clear error", async () => {
    const { status, body } = await graphql(app.baseUrl, "{ __typename }");
    expect(status).toBe(400);
    expect(body.errors![0]!.message).toMatch(/runs only the operations of its own web app: send a documentId/);
    expect(body.errors![0]!.extensions?.code).toBe("TRUSTED_DOCUMENTS_ONLY");
  });

  it("refuses query text over WebSocket, and runs documents by id there", async () => {
    const client = wsClient(app.baseUrl);
    const refused = nextResults(client, "subscription { platformStatus { lastRoundAt } }");
    await expect(refused.results).rejects.toThrow(/send a documentId/);
    const { ready, results } = nextResults<{ platformStatus: { lastRoundAt: string } }>(client, { query: "", documentId: PLATFORM_STATUS });
    await ready;
    const published = (await app.services.health.runRound("manual"))!;
    expect((await results)[0]!.platformStatus.lastRoundAt).toBe(published.lastRoundAt);
    await client.dispose();
  });
});
