import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { buildSchema, GraphQLObjectType, GraphQLSchema, GraphQLString, parse } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppContext } from "../src/context.ts";
import { createGraphql, handleGraphqlRequest } from "../src/http/graphql.ts";
import { createGraphqlFastPath } from "../src/http/graphql-fast-path.ts";
import { loadTrustedDocuments } from "../src/http/trusted-documents.ts";
import { createLogger } from "../src/logger.ts";
import { asksOnlyConstants, CONSTANT_ANSWER } from "../src/schema/constant-answers.ts";
import { buildSchema as buildAppSchema } from "../src/schema/index.ts";
import { startTestApp, testEnv, type TestApp } from "./test-app.ts";

// A JSON POST asking for JSON takes the fast path; the same request asking for JSON among other
// types is answered by Yoga's HTTP layer (which picks JSON too). Both must give the same answer.
const FAST = { accept: "application/json" };
const THROUGH_YOGA = { accept: "application/json, text/plain" };

const documents = JSON.parse(fs.readFileSync(testEnv().GRAPHQL_DOCUMENTS_FILE, "utf8")) as Record<string, string>;
const pricingDocumentId = Object.keys(documents).find((id) => documents[id]!.startsWith("query PricingPageQuery"))!;
const landingDocumentId = Object.keys(documents).find((id) => documents[id]!.startsWith("query LandingContentQuery"))!;

async function post(baseUrl: string, body: unknown, headers: Record<string, string>) {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return {
    status: response.status,
    contentType: response.headers.get("content-type"),
    cookieNames: response.headers.getSetCookie().map((cookie) => cookie.split("=")[0]),
    body: await response.text(),
  };
}

const REQUESTS: Array<[string, unknown]> = [
  ["a plain query", { query: "{ __typename }" }],
  ["a public query with variables", { query: "query Plans { pricingPlans { name } }", operationName: "Plans" }],
  ["a trusted document by id", { documentId: pricingDocumentId, variables: {} }],
  ["a visitor's chat (sets the guest cookie)", { query: "{ chat { usage { __typename } } }" }],
  ["an admin-only field as a visitor", { query: "{ adminDashboard { contactSubmissions } }" }],
  ["a mutation answered through its result union", { query: 'mutation { login(input: { email: "x", password: "" }) { __typename } }' }],
  ["an unknown operation name", { query: "query A { __typename }", operationName: "B" }],
  ["a variable of the wrong type", { query: "query ($r: AnalyticsRange!) { analytics(range: $r) { __typename } }", variables: { r: 5 } }],
  ["an unknown field", { query: "{ nope }" }],
  ["a syntax error", { query: "{ __typename " }],
  ["too many tokens", { query: `{ ${"__typename ".repeat(2500)} }` }],
  ["an unknown document id", { documentId: "sha256:0000" }],
  ["an unexpected parameter", { query: "{ __typename }", extra: 1 }],
  ["variables that are not an object", { query: "{ __typename }", variables: [1] }],
  ["no query at all", {}],
  ["a body that is not JSON", "{ query"],
  ["a subscription over plain POST", { query: "subscription { platformStatus { __typename } }" }],
];

describe("GraphQL fast path, through the app", () => {
  let app: TestApp;
  beforeAll(async () => (app = await startTestApp()));
  afterAll(() => app.close());

  it.each(REQUESTS)("answers %s exactly as Yoga does", async (_name, body) => {
    expect(await post(app.baseUrl, body, FAST)).toEqual(await post(app.baseUrl, body, THROUGH_YOGA));
  });

  it("sends the landing page's kept answer exactly as Yoga answers it", async () => {
    const landing = { documentId: landingDocumentId, variables: {} };
    const first = await post(app.baseUrl, landing, FAST);
    expect(JSON.parse(first.body).data.landingPlans.length).toBeGreaterThan(0);
    expect(await post(app.baseUrl, landing, FAST)).toEqual(first);
    expect(await post(app.baseUrl, landing, THROUGH_YOGA)).toEqual(first);
  });
});

describe("answers that are constants", () => {
  it("are the app's plans and provider details, never what depends on the caller or stored data", () => {
    const schema = buildAppSchema();
    const same = (query: string) => asksOnlyConstants(schema, parse(query), undefined);
    expect(same("{ __typename landingPlans { name } pricingPlans { priceInr } siteConfig { providerName } }")).toBe(true);
    expect(same(documents[landingDocumentId]!)).toBe(true);
    expect(same("{ landingPlans { name } chat { usage { __typename } } }")).toBe(false);
    expect(same("{ platformStatus { __typename } }")).toBe(false);
    expect(same("query ($n: Boolean!) { landingPlans @include(if: $n) { name } }")).toBe(false);
    expect(same("{ landingPlans @skip(if: false) { name } }")).toBe(false);
    expect(same('mutation { login(input: { email: "x", password: "" }) { __typename } }')).toBe(false);
  });
});

describe("GraphQL fast path, answers kept", () => {
  const runs = { plans: 0, viewer: 0 };
  let baseUrl = "";
  let server: http.Server;

  beforeAll(async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "ria-kept-answers-")), "documents.json");
    fs.writeFileSync(file, JSON.stringify({ "sha256:plans": "query Plans { plans }" }));
    const logger = createLogger({ LOG_LEVEL: "silent", NODE_ENV: "test" });
    const trustedDocuments = loadTrustedDocuments({ file, onlyTrusted: false, reloadOnMiss: false, logger });
    const fields = {
      plans: { type: GraphQLString, extensions: CONSTANT_ANSWER, resolve: () => `plans, run ${++runs.plans}` },
      viewer: { type: GraphQLString, resolve: () => `viewer, run ${++runs.viewer}` },
    };
    const yoga = createGraphql({
      schema: new GraphQLSchema({ query: new GraphQLObjectType({ name: "Query", fields }) }),
      production: true,
      allowedOrigins: [],
      logger,
      trustedDocuments,
      createContext: () => ({}) as AppContext,
    });
    const fastPath = createGraphqlFastPath(yoga, { trustedDocuments, allowedOrigins: [] });
    server = http.createServer((req, res) => void handleGraphqlRequest(yoga, fastPath, req, res, 100_000));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const dataOf = async (body: unknown) => JSON.parse((await post(baseUrl, body, FAST)).body).data as Record<string, string>;

  it("runs a query of marked fields once and sends its answer as kept, by text and by trusted id", async () => {
    expect(await dataOf({ query: "{ plans }" })).toEqual({ plans: "plans, run 1" });
    expect(await dataOf({ query: "{ plans }" })).toEqual({ plans: "plans, run 1" });
    expect(await dataOf({ documentId: "sha256:plans", variables: {} })).toEqual({ plans: "plans, run 2" });
    expect(await dataOf({ documentId: "sha256:plans" })).toEqual({ plans: "plans, run 2" });
    expect(runs.plans).toBe(2);
  });

  it("sends the answer kept for the same bytes only to a plain JSON request", async () => {
    const body = '{"query":"query Bytes { plans }"}';
    const kept = await post(baseUrl, body, FAST);
    expect(await post(baseUrl, body, FAST)).toEqual(kept);
    const other = await post(baseUrl, body, { ...FAST, "content-type": "text/plain" });
    expect(other.status).not.toBe(200);
  });

  it("runs every time what asks anything else, or sends variables", async () => {
    const before = runs.plans;
    for (let i = 0; i < 2; i++) {
      await dataOf({ query: "{ plans viewer }" });
      await dataOf({ query: "query ($show: Boolean!) { plans @include(if: $show) }", variables: { show: true } });
      await dataOf({ query: "query Plans { plans }", variables: { unused: 1 } });
    }
    expect(runs.plans - before).toBe(6);
    expect(runs.viewer).toBe(2);
  });
});

describe("GraphQL fast path, which requests it takes", () => {
  const taken: boolean[] = [];
  let baseUrl = "";
  let server: http.Server;

  beforeAll(async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "ria-fast-path-")), "documents.json");
    fs.writeFileSync(file, JSON.stringify({ "sha256:known": "query Known { hello }" }));
    const logger = createLogger({ LOG_LEVEL: "silent", NODE_ENV: "test" });
    const trustedDocuments = loadTrustedDocuments({ file, onlyTrusted: false, reloadOnMiss: false, logger });
    const yoga = createGraphql({
      schema: buildSchema("type Query { hello: String } type Subscription { ticks: Int }"),
      production: true,
      allowedOrigins: ["https://partner.example"],
      logger,
      trustedDocuments,
      createContext: () => ({}) as AppContext,
    });
    const fastPath = createGraphqlFastPath(yoga, { trustedDocuments, allowedOrigins: ["https://partner.example"] });
    const recording = async (...args: Parameters<typeof fastPath>) => {
      const answered = await fastPath(...args);
      taken.push(answered);
      return answered;
    };
    server = http.createServer((req, res) => void handleGraphqlRequest(yoga, recording, req, res, 100_000));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  async function takes(body: unknown, headers: Record<string, string> = FAST): Promise<boolean> {
    taken.length = 0;
    await post(baseUrl, body, headers);
    return taken[0]!;
  }

  it("takes a plain query, a trusted document and a request with no Accept", async () => {
    expect(await takes({ query: "{ hello }" })).toBe(true);
    expect(await takes({ documentId: "sha256:known", operationName: "Known", variables: {} })).toBe(true);
    expect(await takes({ query: "{ hello }" }, {})).toBe(true);
  });

  it("leaves to Yoga whatever its HTTP layer must judge or shape", async () => {
    expect(await takes({ query: "{ hello }" }, { accept: "application/graphql-response+json" })).toBe(false);
    expect(await takes({ query: "{ hello }" }, { ...FAST, origin: "https://partner.example" })).toBe(false);
    expect(await takes({ query: "{ nope }" })).toBe(false);
    expect(await takes({ query: "{ hello " })).toBe(false);
    expect(await takes({ query: "{ __schema { types { name } } }" })).toBe(false);
    expect(await takes({ query: "subscription { ticks }" })).toBe(false);
    expect(await takes({ documentId: "sha256:unknown" })).toBe(false);
    expect(await takes({ query: "{ hello }", extra: 1 })).toBe(false);
    expect(await takes({ query: "{ hello }", variables: "{}" })).toBe(false);
    expect(await takes({ query: "{ hello }", operationName: "\ud800" })).toBe(false);
  });
});
