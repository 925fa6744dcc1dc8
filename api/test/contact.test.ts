import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_ENV, freshIp, signIn } from "./auth-helpers.ts";
import { databaseTargets } from "./databases.ts";
import { graphql, nextResults, wsClient } from "./graphql-client.ts";
import { startTestApp, type TestApp } from "./test-app.ts";

let sequence = 0;
/** A valid request with a unique email and phone, so tests never de-duplicate each other. */
function validRequest(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    name: "Ananya Rao",
    email: `ananya${sequence}@example.in`,
    company: "Rao Industries",
    title: "CEO",
    phone: `+91 98${String(sequence).padStart(8, "0")}`,
    planInterest: "Enterprise",
    message: "We need Ria for our leadership team of twelve.",
    urgency: "High",
    ...overrides,
  };
}

describe.each(databaseTargets)("contact requests on $name", (target) => {
  let app: TestApp;
  beforeAll(async () => (app = await startTestApp(target, ADMIN_ENV)));
  afterAll(() => app.close());

  const post = (body: unknown, ip = freshIp()) =>
    fetch(`${app.baseUrl}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body: JSON.stringify(body),
    });

  it("stores a valid request before answering 201", async () => {
    const response = await post(validRequest());
    expect(response.status).toBe(201);
    const receipt = await response.json();
    expect(receipt).toEqual({ id: expect.any(String), submittedAt: expect.any(String), duplicate: false });
    expect(await app.db.prisma.contactSubmission.findUnique({ where: { id: receipt.id } })).toMatchObject({
      company: "Rao Industries",
      urgency: "High",
    });
  });

  it.each([
    ["name", "A", "Name must be at least 2 characters"],
    ["email", "not-an-email", "Please enter a valid email address"],
    ["company", "X", "Company name is required"],
    ["title", "", "Job title is required"],
    ["phone", "12345", "Please enter a valid phone number"],
    ["phone", "call me maybe!", "Please enter a valid phone number"],
    ["planInterest", "Platinum", "Please select a plan"],
    ["message", "Too short", "Please provide more details about your requirements"],
    ["urgency", "Yesterday", "Please select urgency level"],
    ["name", "x".repeat(101), "Name must be at most 100 characters"],
    ["message", "x".repeat(2001), "Please keep your message under 2000 characters"],
    ["name", 42, "Name must be at least 2 characters"],
    ["urgency", undefined, "Please select urgency level"],
  ])("refuses %s = %j with “%s” and writes nothing", async (field, value, message) => {
    const before = await app.db.prisma.contactSubmission.count();
    const response = await post(validRequest({ [field]: value }));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.code).toBe("VALIDATION_FAILED");
    expect(body.error.fields[field]).toBe(message);
    expect(await app.db.prisma.contactSubmission.count()).toBe(before);
  });

  it("reports every empty field at once", async () => {
    const body = await (await post({})).json();
    expect(body.error.fields).toEqual({
      name: "Name must be at least 2 characters",
      email: "Please enter a valid email address",
      company: "Company name is required",
      title: "Job title is required",
      phone: "Please enter a valid phone number",
      planInterest: "Please select a plan",
      message: "Please provide more details about your requirements",
      urgency: "Please select urgency level",
    });
  });

  it("keeps unicode and HTML as plain text", async () => {
    const receipt = await (
      await post(validRequest({ name: "<b>राहुल</b> 🚀\u0007", message: "<script>alert(1)</script> नमस्ते, we need help" }))
    ).json();
    const stored = await app.db.prisma.contactSubmission.findUniqueOrThrow({ where: { id: receipt.id } });
    // Control characters are dropped; everything else is kept as typed (a NUL is refused at the door: bad-input tests).
    expect(stored.name).toBe("<b>राहुल</b> 🚀");
    expect(stored.message).toBe("<script>alert(1)</script> नमस्ते, we need help");
  });

  it("drops a request whose honeypot is filled, answering as if it worked", async () => {
    const before = await app.db.prisma.contactSubmission.count();
    const response = await post({ ...validRequest(), website: "http://spam.example" });
    expect(response.status).toBe(201);
    expect(await app.db.prisma.contactSubmission.count()).toBe(before);
  });

  it("de-duplicates the same email and phone within 24 hours, returning the first request", async () => {
    const request = validRequest();
    const first = await (await post(request)).json();
    const again = await post({
      ...request,
      email: request.email.toUpperCase(),
      phone: request.phone.replaceAll(" ", "-"),
      message: "A second, longer message.",
    });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ ...first, duplicate: true });
    expect(await app.db.prisma.contactSubmission.count({ where: { email: request.email } })).toBe(1);
  });

  it("loses nothing and writes once when a request is retried concurrently", async () => {
    const request = validRequest();
    const ip = freshIp();
    const responses = await Promise.all(Array.from({ length: 5 }, () => post(request, ip)));
    const receipts = await Promise.all(responses.map((response) => response.json()));
    expect(new Set(receipts.map((receipt) => receipt.id)).size).toBe(1);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(await app.db.prisma.contactSubmission.count({ where: { email: request.email } })).toBe(1);
  });

  it("allows 5 requests a minute per IP, then answers 429 with when to retry", async () => {
    const ip = freshIp();
    for (let index = 0; index < 5; index++) expect((await post(validRequest(), ip)).status).toBe(201);
    const limited = await post(validRequest(), ip);
    expect(limited.status).toBe(429);
    expect((await limited.json()).error.message).toMatch(/^Too many requests from your network\. Try again in \d+ seconds?\.$/);
    expect((await post(validRequest())).status).toBe(201);
  });

  it("answers the GraphQL mutation with a receipt or the same field messages", async () => {
    const mutation = `mutation ($input: ContactRequestInput!) { submitContactRequest(input: $input) {
      __typename ... on MutationSubmitContactRequestSuccess { data { id duplicate } }
      ... on ValidationError { code fields { field message } } } }`;
    const ok = await graphql<{ submitContactRequest: { data: { duplicate: boolean } } }>(
      app.baseUrl,
      mutation,
      { input: validRequest() },
      { "x-forwarded-for": freshIp() },
    );
    expect(ok.body.data?.submitContactRequest.data.duplicate).toBe(false);
    const bad = await graphql<{ submitContactRequest: { code: string; fields: unknown[] } }>(
      app.baseUrl,
      mutation,
      { input: validRequest({ urgency: "Soon" }) },
      { "x-forwarded-for": freshIp() },
    );
    expect(bad.body.data?.submitContactRequest).toEqual({
      __typename: "ValidationError",
      code: "VALIDATION_FAILED",
      fields: [{ field: "urgency", message: "Please select urgency level" }],
    });
  });

  describe("admin access", () => {
    it("lists submissions newest first for an admin Bearer token; 401 without, 403 for a client", async () => {
      expect((await fetch(`${app.baseUrl}/api/contact-submissions`)).status).toBe(401);
      const client = await signIn(app.baseUrl, "CLIENT");
      const forbidden = await fetch(`${app.baseUrl}/api/contact-submissions`, { headers: { authorization: `Bearer ${client.token}` } });
      expect(forbidden.status).toBe(403);
      expect((await forbidden.json()).error.code).toBe("FORBIDDEN");
      const admin = await signIn(app.baseUrl, "ADMIN");
      const list = await (
        await fetch(`${app.baseUrl}/api/contact-submissions`, { headers: { authorization: `Bearer ${admin.token}` } })
      ).json();
      expect(list.length).toBeGreaterThan(3);
      expect(Object.keys(list[0]).sort()).toEqual([
        "company",
        "email",
        "id",
        "message",
        "name",
        "phone",
        "planInterest",
        "submittedAt",
        "title",
        "urgency",
      ]);
      const times = list.map((row: { submittedAt: string }) => Date.parse(row.submittedAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it("refuses admin GraphQL data to a visitor and a client, with codes", async () => {
      const query = "{ adminDashboard { contactSubmissions } contactSubmissions(first: 5) { totalCount edges { node { email } } } }";
      const visitor = await graphql(app.baseUrl, query);
      expect(visitor.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
      expect(visitor.body.data).toBeNull();
      const client = await signIn(app.baseUrl, "CLIENT");
      const asClient = await graphql(app.baseUrl, query, {}, { cookie: client.cookie });
      expect(asClient.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      const admin = await signIn(app.baseUrl, "ADMIN");
      const asAdmin = await graphql<{ adminDashboard: { contactSubmissions: number }; contactSubmissions: { totalCount: number } }>(
        app.baseUrl,
        query,
        {},
        { cookie: admin.cookie },
      );
      expect(asAdmin.body.errors).toBeUndefined();
      expect(asAdmin.body.data?.contactSubmissions.totalCount).toBe(asAdmin.body.data?.adminDashboard.contactSubmissions);
    });

    it("does not let a client read another user through node(id)", async () => {
      const admin = await app.db.prisma.user.findFirstOrThrow({ where: { role: "ADMIN" } });
      const client = await signIn(app.baseUrl, "CLIENT");
      const globalId = Buffer.from(`User:${admin.id}`).toString("base64");
      const result = await graphql<{ node: unknown }>(
        app.baseUrl,
        `{ node(id: "${globalId}") { ... on User { email } } }`,
        {},
        { cookie: client.cookie },
      );
      expect(result.body.data?.node ?? null).toBeNull();
      expect(JSON.stringify(result.body)).not.toContain(admin.email);
    });

    it("pushes a new submission to a subscribed admin with fresh counts, and refuses a visitor's subscription", async () => {
      const admin = await signIn(app.baseUrl, "ADMIN");
      const client = wsClient(app.baseUrl, { cookie: admin.cookie });
      const { ready, results } = nextResults<{
        contactSubmitted: { submission: { email: string }; dashboard: { contactSubmissions: number } };
      }>(client, "subscription { contactSubmitted { submission { email } dashboard { contactSubmissions } } }", 1, undefined, {
        pubsub: app.pubsub,
        channel: "contact.submitted",
      });
      await ready;
      const request = validRequest();
      await post(request);
      // The submission itself pushes: the open subscription yields it with no further request (no polling, no clock;
      // a push that never comes fails on the test timeout).
      const [pushed] = await results;
      expect(pushed!.contactSubmitted.submission.email).toBe(request.email);
      expect(pushed!.contactSubmitted.dashboard.contactSubmissions).toBe(await app.db.prisma.contactSubmission.count());
      await client.dispose();

      const visitor = wsClient(app.baseUrl);
      await expect(nextResults(visitor, "subscription { contactSubmitted { submission { email } } }").results).rejects.toThrow(/Sign in/);
      await visitor.dispose();
    });
  });

  it("computes /api/dashboard from data; the target and launch date stay empty until an admin sets them", async () => {
    const body = await (await fetch(`${app.baseUrl}/api/dashboard`)).json();
    // The demo account is not a pilot (nor are demo sandboxes): a fresh install runs none.
    const pilotsRunning = 0;
    expect(body.stats).toEqual({ targetCxos: null, pilotsRunning, launchTarget: null });
    expect(body.integrations.map((integration: { id: string }) => integration.id)).toEqual(["whatsapp", "gmail", "calendar"]);
  });
});
