import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CLIENT } from "../src/modules/auth/demo-account.rules.ts";
import { purgeIdleSandboxes, SANDBOXES_PER_ADDRESS_PER_DAY } from "../src/modules/auth/demo-sandbox.ts";
import { freshIp } from "./auth-helpers.ts";
import { databaseTargets } from "./databases.ts";
import { graphql } from "./graphql-client.ts";
import { startTestApp, type TestApp } from "./test-app.ts";

const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { __typename ... on MutationLoginSuccess { data { role } } } }`;

describe.each(databaseTargets)("demo sandboxes on $name", (target) => {
  let app: TestApp;
  beforeAll(async () => (app = await startTestApp(target, { TRUST_PROXY: "1" })));
  afterAll(() => app.close());

  /** A browser: signs in with the public demo credentials ("Login as Demo Client") and keeps its cookies. */
  async function prospect() {
    const response = await fetch(`${app.baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": freshIp() },
      body: JSON.stringify({
        query: LOGIN,
        variables: { input: { username: DEMO_CLIENT.email, password: DEMO_CLIENT.password, accountType: "CLIENT" } },
      }),
    });
    expect((await response.json()).data.login.__typename).toBe("MutationLoginSuccess");
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const viewer = (await graphql<{ viewer: { email: string } }>(app.baseUrl, "{ viewer { email } }", {}, { cookie })).body.data!.viewer;
    const user = await app.db.prisma.user.findUniqueOrThrow({ where: { email: viewer.email } });
    return { cookie, viewer: { id: user.id, email: viewer.email } };
  }
  const chat = (cookie: string, message: string) =>
    fetch(`${app.baseUrl}/api/ria/chat`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ message }),
    });

  it("gives each browser its own sandbox copied from the template", async () => {
    const [a, b] = [await prospect(), await prospect()];
    expect(a.viewer.id).not.toBe(b.viewer.id);
    expect(a.viewer.email).toMatch(/^sandbox-.+@demo\.ria\.example$/);
    const template = await app.db.prisma.user.findUniqueOrThrow({ where: { email: DEMO_CLIENT.email }, include: { client: true } });
    const copy = await app.db.prisma.user.findUniqueOrThrow({ where: { id: a.viewer.id }, include: { client: true } });
    expect([copy.sandboxOf, copy.name, copy.client?.company, copy.client?.planId]).toEqual([
      template.id,
      template.name,
      template.client?.company,
      "demo",
    ]);
  });

  it("cannot be signed in to by its own address, with any password", async () => {
    const { viewer } = await prospect();
    for (const password of [DEMO_CLIENT.password, "sandbox:no-password", ""]) {
      const response = await fetch(`${app.baseUrl}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": freshIp() },
        body: JSON.stringify({ query: LOGIN, variables: { input: { username: viewer.email, password, accountType: "CLIENT" } } }),
      });
      const body = await response.json();
      expect(body.data?.login?.__typename ?? body.errors?.[0]?.extensions?.code).not.toBe("MutationLoginSuccess");
    }
  });

  it("limits apply per sandbox: one prospect at the limit leaves the next untouched", async () => {
    const first = await prospect();
    const plan = await app.db.prisma.plan.findUniqueOrThrow({ where: { id: "demo" } });
    for (let i = 0; i < plan.dailyResponses; i++) expect((await chat(first.cookie, "hello")).status).toBe(200);
    const refused = await chat(first.cookie, "hello");
    expect(refused.status).toBe(429);
    const next = await prospect();
    expect((await chat(next.cookie, "hello")).status).toBe(200);
  });

  it("removes sandboxes idle for 7 days with their data, never the template", async () => {
    const idle = await prospect();
    const active = await prospect();
    await chat(idle.cookie, "Add renew the lease to my list");
    const long = new Date(Date.now() - 8 * 86_400_000);
    await app.db.prisma.user.update({ where: { id: idle.viewer.id }, data: { createdAt: long } });
    await app.db.prisma.session.updateMany({ where: { userId: idle.viewer.id }, data: { lastSeenAt: long } });
    expect(await purgeIdleSandboxes(app.db.prisma, [app.services.assistant.activity, app.services.scheduler])).toBeGreaterThanOrEqual(1);
    expect(await app.db.prisma.user.findUnique({ where: { id: idle.viewer.id } })).toBeNull();
    expect(await app.db.prisma.listItem.count({ where: { ownerId: idle.viewer.id } })).toBe(0);
    expect(await app.db.prisma.user.findUnique({ where: { id: active.viewer.id } })).not.toBeNull();
    expect(await app.db.prisma.user.findUnique({ where: { email: DEMO_CLIENT.email } })).not.toBeNull();
  });

  it(`starts at most ${SANDBOXES_PER_ADDRESS_PER_DAY} sandboxes a day from one address, and a browser keeps its own`, async () => {
    const ip = freshIp();
    const login = async (cookie?: string) => {
      const response = await fetch(`${app.baseUrl}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": ip, ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({
          query: `mutation ($input: LoginInput!) { login(input: $input) { __typename ... on Error { message } } }`,
          variables: { input: { username: DEMO_CLIENT.email, password: DEMO_CLIENT.password, accountType: "CLIENT" } },
        }),
      });
      const cookies = response.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      return { result: (await response.json()).data.login as { __typename: string; message?: string }, cookies };
    };
    const before = await app.db.prisma.user.count({ where: { sandboxOf: { not: null } } });
    const attempts = [];
    for (let index = 0; index < 15; index++) attempts.push(await login());
    expect(attempts.map((attempt) => attempt.result.__typename)).toEqual([
      ...Array(SANDBOXES_PER_ADDRESS_PER_DAY).fill("MutationLoginSuccess"),
      ...Array(15 - SANDBOXES_PER_ADDRESS_PER_DAY).fill("RateLimitedError"),
    ]);
    expect(attempts.at(-1)!.result.message).toMatch(/^Too many demo sandboxes were started from here today; .* Try again in \d+ hours\.$/);
    expect(await app.db.prisma.user.count({ where: { sandboxOf: { not: null } } })).toBe(before + SANDBOXES_PER_ADDRESS_PER_DAY);
    // The first browser comes back (its guest cookie): its own sandbox, not a new one.
    const again = await login(attempts[0]!.cookies);
    expect(again.result.__typename).toBe("MutationLoginSuccess");
    expect(await app.db.prisma.user.count({ where: { sandboxOf: { not: null } } })).toBe(before + SANDBOXES_PER_ADDRESS_PER_DAY);
  });
});
