import { createHmac } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { getNamedType, isEnumType, isInputObjectType, isLeafType, isListType, isNonNullType, type GraphQLInputType } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSessionService } from "../src/modules/auth/session.service.ts";
import { buildSchema } from "../src/schema/index.ts";
import { ADMIN_ENV, TEST_ADMIN } from "./auth-helpers.ts";
import { startTestApp, type TestApp } from "./test-app.ts";

const srcDir = join(import.meta.dirname, "..", "src");

/** Runs per REST path and per mutation; CI keeps the default so the suite stays within a few minutes. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);

const REST_ROUTES = [
  "DELETE /api/automation/rules/:p",
  "DELETE /api/client/calendar-account",
  "DELETE /api/scheduler/tasks/:p",
  "GET /api/analytics",
  "GET /api/calendar/:p",
  "GET /api/auth/me",
  "GET /api/automation/rules",
  "GET /api/client/calendar-account",
  "GET /api/client/me",
  "GET /api/client/quick-links",
  "GET /api/contact-submissions",
  "GET /api/dashboard",
  "GET /api/openapi.json",
  "GET /api/scheduler/tasks",
  "GET /api/scheduler/upcoming",
  "GET /api/whatsapp/webhook",
  "GET /healthz",
  "GET /readyz",
  "POST /api/auth/login",
  "POST /api/auth/logout",
  "POST /api/auth/logout-everywhere",
  "POST /api/automation/rules",
  "POST /api/client/calendar-account",
  "POST /api/client/calendar-account/calendar",
  "POST /api/client/calendar-account/sync",
  "POST /api/client/calendar-feed/reset",
  "POST /api/contact",
  "POST /api/email/inbound",
  "POST /api/ria/chat",
  "POST /api/scheduler/schedule",
  "PUT /api/automation/rules/:p",
  "POST /api/whatsapp/webhook",
];

const KEYS = [
  "username",
  "password",
  "accountType",
  "name",
  "email",
  "company",
  "title",
  "phone",
  "planInterest",
  "message",
  "urgency",
  "input",
  "launchTime",
  "id",
  "ruleId",
  "description",
  "trigger",
  "keywords",
  "actions",
  "cronExpression",
  "minutesBefore",
  "active",
  "from",
  "to",
  "subject",
  "text",
  "body",
  "object",
  "entry",
];

// Text with everything that broke the server before: lone surrogates, NULs, astral characters, huge and empty strings.
const text = fc.oneof(
  fc.string16bits(),
  fc.fullUnicodeString(),
  fc.constantFrom("", "\ud800", "a\u0000b", "😀", "2026-12-01T10:00", "x".repeat(5000)),
);
const value = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 3 }),
  fc.constantFrom("ADMIN", "CLIENT", "Pro", "High", "keyword", "cron", "whatsapp"),
);
const body = fc.oneof(fc.dictionary(fc.constantFrom(...KEYS), value, { maxKeys: 8 }), value);

/** Percent-encodes any string's UTF-8 bytes, NULs included (encodeURIComponent throws on lone surrogates). */
const encodePath = (raw: string) => [...Buffer.from(raw, "utf8")].map((byte) => `%${byte.toString(16).padStart(2, "0")}`).join("");

/** A value for a GraphQL input type, from the schema itself, so most cases reach the resolvers. */
function inputFor(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return inputFor(type.ofType, depth);
  const nullable = (arbitrary: fc.Arbitrary<unknown>) => fc.oneof({ weight: 9, arbitrary }, { weight: 1, arbitrary: fc.constant(null) });
  if (isListType(type)) return nullable(fc.array(inputFor(type.ofType, depth + 1), { maxLength: 3 }));
  const named = getNamedType(type);
  if (isEnumType(named)) return fc.constantFrom(...named.getValues().map((enumValue) => enumValue.name));
  if (isInputObjectType(named)) {
    if (depth > 3) return fc.constant({});
    const fields = Object.values(named.getFields());
    return fc.record(Object.fromEntries(fields.map((field) => [field.name, inputFor(field.type, depth + 1)])));
  }
  if (isLeafType(named) && named.name === "Int") return fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 });
  if (isLeafType(named) && named.name === "Boolean") return fc.boolean();
  if (isLeafType(named) && named.name === "ID")
    return fc.oneof(
      text,
      text.map((id) => Buffer.from(`ScheduledTask:${id}`).toString("base64")),
    );
  if (isLeafType(named) && named.name === "JSON") return body;
  return text;
}

describe("fuzzing every REST path and every mutation", () => {
  let app: TestApp;
  let adminToken: () => Promise<string>;
  const failures: string[] = [];
  let cases = 0;

  beforeAll(async () => {
    app = await startTestApp(undefined, ADMIN_ENV);
    const admin = await app.db.prisma.user.findUniqueOrThrow({ where: { email: TEST_ADMIN.email } });
    const sessions = createSessionService({ prisma: app.db.prisma });
    // A fresh session per case: a fuzzed logout must not turn the rest of the run anonymous.
    adminToken = async () => (await sessions.create(admin.id, "ADMIN")).token;
  });
  afterAll(() => app?.close());

  const record = (what: string, status: number, payload: string) => {
    cases += 1;
    const internal = /INTERNAL_SERVER_ERROR|"INTERNAL"|Unexpected error\./.test(payload);
    if ((status >= 500 && !payload.includes("SERVICE_BUSY")) || internal) failures.push(`${what} -> ${status} ${payload.slice(0, 200)}`);
  };

  it.each(REST_ROUTES)("%s never answers 5xx", async (route) => {
    const [method, pattern] = route.split(" ") as [string, string];
    await fc.assert(
      fc.asyncProperty(body, text, fc.boolean(), async (payload, param, signedIn) => {
        const path = pattern.replace(":p", encodePath(param));
        const raw = JSON.stringify(payload) ?? "null";
        const headers: Record<string, string> = { "content-type": "application/json", "x-forwarded-for": "10.250.0.1" };
        if (signedIn) headers.authorization = `Bearer ${await adminToken()}`;
        if (pattern === "/api/whatsapp/webhook")
          headers["x-hub-signature-256"] = `sha256=${createHmac("sha256", "ria-demo-webhook-secret").update(raw).digest("hex")}`;
        const query =
          method === "GET" ? `?hub.mode=subscribe&hub.verify_token=${encodePath(param)}&hub.challenge=${encodePath(param)}` : "";
        const response = await fetch(`${app.baseUrl}${path}${query}`, {
          method,
          headers,
          body: method === "GET" || method === "DELETE" ? undefined : raw,
        });
        record(`${route} ${raw.slice(0, 80)}`, response.status, await response.text());
      }),
      { numRuns: RUNS },
    );
    expect(failures).toEqual([]);
  });

  it("lists every REST route in the OpenAPI document, with the schemas the routes validate with", async () => {
    const response = await fetch(`${app.baseUrl}/api/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: Record<string, unknown> }> }; parameters: unknown[] }>
      >;
    };
    expect(document.openapi).toBe("3.1.0");
    const documented = Object.entries(document.paths)
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{\w+\}/g, ":p")}`))
      .sort();
    // The routes this file fuzzes, and every route registered in the sources: the same set as the document's.
    expect(documented).toEqual([...REST_ROUTES].sort());
    const sources = [
      ...readdirSync(join(srcDir, "modules"), { recursive: true, encoding: "utf8" })
        .filter((file) => file.endsWith(".rest.ts"))
        .map((file) => join(srcDir, "modules", file)),
      join(srcDir, "rest", "routes.ts"),
    ];
    const texts = sources.map((file) => readFileSync(file, "utf8"));
    // As many routes as .route() calls, and each one written out literally among them.
    expect(texts.flatMap((text) => [...text.matchAll(/\.route\(\s*"(GET|POST|PUT|DELETE|PATCH)",/g)])).toHaveLength(documented.length);
    const literal = texts
      .flatMap((text) => [...text.matchAll(/\.route\(\s*"(GET|POST|PUT|DELETE|PATCH)",\s*"([^"]+)"/g)])
      .map(([, method, route]) => `${method} ${route!.replace(/:\w+/g, ":p")}`);
    expect(literal.filter((route) => !documented.includes(route))).toEqual([]);

    const login = document.paths["/api/auth/login"]!.post!.requestBody!.content["application/json"]!.schema;
    expect(login).toMatchObject({
      type: "object",
      required: ["username", "password", "accountType"],
      properties: { accountType: { enum: ["ADMIN", "CLIENT"] }, password: { type: "string", maxLength: 1024 } },
    });
    expect(document.paths["/api/contact-submissions"]!.get!.parameters).toContainEqual({
      name: "limit",
      in: "query",
      required: false,
      schema: expect.objectContaining({ type: "integer", minimum: 1, maximum: 500, default: 100 }),
    });
    expect(document.paths["/api/contact"]!.post!.requestBody!.content["application/json"]!.schema).toMatchObject({
      required: expect.arrayContaining(["name", "email", "company", "planInterest", "urgency"]),
    });
    expect(document.paths["/api/automation/rules/{ruleId}"]!.put!.parameters).toContainEqual(
      expect.objectContaining({ name: "ruleId", in: "path", required: true }),
    );
  });

  const mutations = Object.values(buildSchema().getMutationType()!.getFields());
  it.each(mutations.map((field) => [field.name, field] as const))("mutation %s never fails internally", async (_name, field) => {
    const variables = fc.record(Object.fromEntries(field.args.map((arg) => [arg.name, inputFor(arg.type)])));
    const declarations = field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(", ");
    const selection = isLeafType(getNamedType(field.type)) ? "" : "{ __typename }";
    const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(", ");
    const query = `mutation${declarations ? ` (${declarations})` : ""} { ${field.name}${args ? `(${args})` : ""} ${selection} }`;
    await fc.assert(
      fc.asyncProperty(variables, fc.boolean(), async (values, signedIn) => {
        const headers: Record<string, string> = { "content-type": "application/json", "x-forwarded-for": "10.250.0.2" };
        if (signedIn) headers.authorization = `Bearer ${await adminToken()}`;
        const response = await fetch(`${app.baseUrl}/graphql`, {
          method: "POST",
          headers,
          body: JSON.stringify({ query, variables: values }),
        });
        record(`${field.name} ${JSON.stringify(values).slice(0, 80)}`, response.status, await response.text());
      }),
      { numRuns: RUNS },
    );
    expect(failures).toEqual([]);
  });

  it("answers the inputs that used to give 5xx with 4xx, or accepts them", async () => {
    const post = (path: string, raw: string, headers: Record<string, string> = {}) =>
      fetch(`${app.baseUrl}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "10.250.0.3", ...headers },
        body: raw,
      });
    const contact = await post(
      "/api/contact",
      JSON.stringify({
        name: "A\ud800",
        email: "a@b.in",
        company: "C",
        title: "CEO",
        phone: "+919876543210",
        planInterest: "Pro",
        message: "hi",
        urgency: "Low",
      }),
    );
    expect([contact.status, await contact.json()]).toEqual([
      400,
      { error: { code: "BAD_REQUEST", message: "Text must be valid Unicode without NUL characters" } },
    ]);
    const nul = await fetch(`${app.baseUrl}/api/scheduler/tasks/a%00b`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${await adminToken()}` },
    });
    expect(nul.status).toBe(400);
    const sign = (raw: string) => ({
      "x-hub-signature-256": `sha256=${createHmac("sha256", "ria-demo-webhook-secret").update(raw).digest("hex")}`,
    });
    const delivery = (message: Record<string, unknown>) =>
      JSON.stringify({
        object: "whatsapp_business_account",
        entry: [{ changes: [{ value: { messages: [{ id: "wamid.fuzz", from: "919876543210", type: "text", ...message }] } }] }],
      });
    const surrogate = delivery({ timestamp: "1700000000", text: { body: "wire \ud800 funds" } });
    expect((await post("/api/whatsapp/webhook", surrogate, sign(surrogate))).status).toBe(200);
    const badTimestamp = delivery({ id: "wamid.fuzz2", timestamp: "yesterday", text: { body: "hi" } });
    expect((await post("/api/whatsapp/webhook", badTimestamp, sign(badTimestamp))).status).toBe(400);
  });

  it("covered every path and mutation", () => {
    expect(cases).toBeGreaterThanOrEqual((REST_ROUTES.length + mutations.length) * RUNS);
    console.info(`fuzz: ${cases} cases, ${failures.length} 5xx or internal errors`);
  });
});
