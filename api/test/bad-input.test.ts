import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { ADMIN_ENV, signIn } from "./auth-helpers.ts";
import { graphql } from "./graphql-client.ts";
import { startTestApp, type TestApp } from "./test-app.ts";

/** Sends a raw request, so tests control headers and chunking exactly. */
function rawRequest(url: string, options: { method: string; headers?: Record<string, string>; chunks?: Buffer[] }) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(url, { method: options.method, headers: options.headers }, (response) => {
      let body = "";
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode!, body }));
    });
    request.on("error", reject);
    for (const chunk of options.chunks ?? []) request.write(chunk);
    request.end();
  });
}

describe("bad input", () => {
  let app: TestApp;
  const limit = 64 * 1024;
  beforeAll(async () => (app = await startTestApp(undefined, { ...ADMIN_ENV, MAX_BODY_BYTES: String(limit) })));
  afterAll(() => app.close());

  const post = (path: string, body: string, contentType = "application/json") =>
    fetch(`${app.baseUrl}${path}`, { method: "POST", headers: { "content-type": contentType }, body });

  describe("GraphQL", () => {
    it("refuses malformed JSON with 400", async () => {
      const response = await post("/graphql", '{"query": "{ __typename }"');
      expect(response.status).toBe(400);
      expect((await response.json()).errors[0].message).toMatch(/JSON/i);
    });

    it("refuses a simple (CSRF-able) content type with 403", async () => {
      const response = await post("/graphql", "query={ __typename }", "text/plain");
      expect(response.status).toBe(403);
      expect((await response.json()).errors[0].message).toMatch(/CSRF/);
    });

    it("refuses an unknown content type with a 4xx", async () => {
      const response = await post("/graphql", "<query/>", "application/xml");
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    });

    it("refuses an oversized body with 413, declared or chunked", async () => {
      const big = JSON.stringify({ query: `{ __typename }`, variables: { pad: "x".repeat(limit) } });
      const declared = await post("/graphql", big);
      expect(declared.status).toBe(413);
      expect((await declared.json()).errors[0].extensions.code).toBe("PAYLOAD_TOO_LARGE");
      const chunked = await rawRequest(`${app.baseUrl}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
        chunks: [Buffer.from(big.slice(0, limit / 2)), Buffer.from(big.slice(limit / 2))],
      });
      expect(chunked.status).toBe(413);
    });

    it("accepts a chunked body within the limit", async () => {
      const response = await rawRequest(`${app.baseUrl}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
        chunks: [Buffer.from('{"query":"{ __'), Buffer.from('typename }"}')],
      });
      expect(response.status).toBe(200);
      expect(JSON.parse(response.body)).toEqual({ data: { __typename: "Query" } });
    });

    it("refuses a too-deep query with a GraphQL error", async () => {
      const nest = (levels: number) => `${"ofType { ".repeat(levels)}name${" }".repeat(levels)}`;
      // __type counts towards the depth limit (only __schema, used by GraphiQL, is exempt).
      const allowed = await graphql(app.baseUrl, `{ __type(name: "Query") { fields { type { ${nest(7)} } } } }`);
      expect(allowed.body.errors).toBeUndefined();
      const refused = await graphql(app.baseUrl, `{ __type(name: "Query") { fields { type { ${nest(12)} } } } }`);
      expect(refused.body.errors?.[0]).toMatchObject({
        message: expect.stringMatching(/depth limit/i),
        extensions: { code: "GRAPHQL_VALIDATION_FAILED" },
      });
    });

    it("refuses too many aliases and too many tokens", async () => {
      const aliases = `{ ${Array.from({ length: 20 }, (_, index) => `a${index}: platformStatus { overall }`).join(" ")} }`;
      expect((await graphql(app.baseUrl, aliases)).body.errors?.[0]).toMatchObject({
        message: expect.stringMatching(/alias/i),
        extensions: { code: "GRAPHQL_VALIDATION_FAILED" },
      });
      const tokens = `{ ${"__typename ".repeat(2500)} }`;
      expect((await graphql(app.baseUrl, tokens)).body.errors?.[0]).toMatchObject({
        message: expect.stringMatching(/token limit/i),
        extensions: { code: "GRAPHQL_PARSE_FAILED" },
      });
    });

    it("masks unexpected errors and gives no field suggestions", async () => {
      const { body } = await graphql(app.baseUrl, "{ platformStatu { overall } }");
      expect(body.errors?.[0]).toMatchObject({ extensions: { code: "GRAPHQL_VALIDATION_FAILED" } });
      expect(body.errors?.[0]?.message).not.toMatch(/Did you mean/);
    });

    it("grants no CORS access to a foreign origin, with or without a preflight", async () => {
      const preflight = await fetch(`${app.baseUrl}/graphql`, {
        method: "OPTIONS",
        headers: {
          origin: "https://evil.example",
          "access-control-request-method": "POST",
          "access-control-request-headers": "content-type",
        },
      });
      expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
      expect(preflight.headers.get("access-control-allow-credentials")).toBeNull();
      const post = await fetch(`${app.baseUrl}/graphql`, {
        method: "POST",
        headers: { origin: "https://evil.example", "content-type": "application/json" },
        body: JSON.stringify({ query: "{ __typename }" }),
      });
      expect(post.headers.get("access-control-allow-origin")).toBeNull();
    });

    it("refuses a WebSocket upgrade from a foreign origin with 403", async () => {
      const url = `${app.baseUrl.replace("http", "ws")}/graphql`;
      const status = await new Promise<number>((resolve) => {
        const socket = new WebSocket(url, "graphql-transport-ws", { headers: { origin: "https://evil.example" } });
        socket.on("unexpected-response", (_request, response) => resolve(response.statusCode!));
        socket.on("open", () => resolve(101));
      });
      expect(status).toBe(403);
      const sameOrigin = await new Promise<number>((resolve) => {
        const socket = new WebSocket(url, "graphql-transport-ws", { headers: { origin: app.baseUrl } });
        socket.on("unexpected-response", (_request, response) => resolve(response.statusCode!));
        socket.on("open", () => {
          socket.close();
          resolve(101);
        });
      });
      expect(sameOrigin).toBe(101);
    });
  });

  describe("REST", () => {
    it("answers an unknown /api path with a JSON 404", async () => {
      const response = await fetch(`${app.baseUrl}/api/nothing-here`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: "NOT_FOUND", message: "No route for GET /api/nothing-here" } });
    });

    it("refuses a deeply nested JSON body with 400, on every route that reads one", async () => {
      const { cookie } = await signIn(app.baseUrl, "ADMIN");
      const deep = (depth: number) => `{"input":${"[".repeat(depth)}${"]".repeat(depth)},"launchTime":"2030-01-01T10:00"}`;
      const statuses: number[] = [];
      for (const [method, path] of [
        ["POST", "/api/scheduler/schedule"],
        ["PUT", "/api/automation/rules/deep"],
        ["POST", "/api/contact"],
      ]) {
        for (const depth of [33, 1_000, 30_000]) {
          const response = await fetch(`${app.baseUrl}${path}`, {
            method,
            headers: { "content-type": "application/json", cookie },
            body: deep(depth),
          });
          statuses.push(response.status);
          if (response.status === 400) {
            expect((await response.json()).error).toEqual({ code: "BAD_REQUEST", message: "The request body nests deeper than 32 levels" });
          }
        }
      }
      expect(statuses).toEqual(Array(9).fill(400));
    });

    it("answers when the web app is not built with a clear 503", async () => {
      const response = await fetch(`${app.baseUrl}/status`);
      expect(response.status).toBe(503);
      expect((await response.json()).error.code).toBe("WEB_NOT_BUILT");
    });
  });
});
