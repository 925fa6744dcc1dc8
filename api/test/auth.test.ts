import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CLIENT } from "../src/modules/auth/demo-account.rules.ts";
import { hashPassword, TEST_SCRYPT_COST } from "../src/modules/auth/password.service.ts";
import { createSessionService, hashToken } from "../src/modules/auth/session.service.ts";
import { ADMIN_ENV, freshIp, signIn, TEST_ADMIN } from "./auth-helpers.ts";
import { databaseTargets } from "./databases.ts";
import { graphql } from "./graphql-client.ts";
import { startTestApp, type TestApp } from "./test-app.ts";

const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) {
  __typename ... on MutationLoginSuccess { data { role redirectTo } } ... on Error { code message } } }`;

describe.each(databaseTargets)("authentication on $name", (target) => {
  let app: TestApp;
  beforeAll(async () => (app = await startTestApp(target, ADMIN_ENV)));
  afterAll(() => app.close());

  const login = (username: string, password: string, accountType: "ADMIN" | "CLIENT", ip = freshIp()) =>
    fetch(`${app.baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body: JSON.stringify({ query: LOGIN, variables: { input: { username, password, accountType } } }),
    });
  const viewerWith = async (headers: Record<string, string>) =>
    (await graphql<{ viewer: { email: string; role: string } | null }>(app.baseUrl, "{ viewer { email role } }", {}, headers)).body.data
      ?.viewer;

  it("creates the first admin from ADMIN_EMAIL/ADMIN_PASSWORD, with a hashed password", async () => {
    const admin = await app.db.prisma.user.findUniqueOrThrow({ where: { email: TEST_ADMIN.email } });
    expect(admin.role).toBe("ADMIN");
    // Test cost here (NODE_ENV=test); password.service.test.ts proves production keeps N=2^17.
    expect(admin.passwordHash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(admin.passwordHash).not.toContain(TEST_ADMIN.password);
    expect(await hashPassword("same", TEST_SCRYPT_COST)).not.toBe(await hashPassword("same", TEST_SCRYPT_COST));
  });

  it("signs an admin in with an HttpOnly SameSite=Lax cookie and sends them to the admin dashboard", async () => {
    const response = await login(TEST_ADMIN.email.toUpperCase(), TEST_ADMIN.password, "ADMIN");
    const body = await response.json();
    expect(body.data.login).toEqual({ __typename: "MutationLoginSuccess", data: { role: "ADMIN", redirectTo: "/admin/dashboard" } });
    const cookie = response.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^ria_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/");
    expect(await viewerWith({ cookie: cookie.split(";")[0]! })).toEqual({ email: TEST_ADMIN.email, role: "ADMIN" });
  });

  it("sends a client to the client dashboard", async () => {
    const body = await (await login(DEMO_CLIENT.email, DEMO_CLIENT.password, "CLIENT")).json();
    expect(body.data.login.data).toEqual({ role: "CLIENT", redirectTo: "/client/dashboard" });
  });

  it("refuses wrong credentials with the spec's texts, by account type", async () => {
    const wrongAdmin = await (await login(TEST_ADMIN.email, "nope", "ADMIN")).json();
    expect(wrongAdmin.data.login).toEqual({
      __typename: "UnauthenticatedError",
      code: "UNAUTHENTICATED",
      message: "Invalid admin credentials",
    });
    // A client's correct password does not open the admin door.
    const clientAsAdmin = await (await login(DEMO_CLIENT.email, DEMO_CLIENT.password, "ADMIN")).json();
    expect(clientAsAdmin.data.login.message).toBe("Invalid admin credentials");
    const wrongClient = await (await login("nobody@example.com", "whatever", "CLIENT")).json();
    expect(wrongClient.data.login).toMatchObject({ code: "UNAUTHENTICATED", message: "Please enter valid credentials" });
    const empty = await (await login("", "", "CLIENT")).json();
    expect(empty.data.login).toMatchObject({ code: "VALIDATION_FAILED" });
  });

  it("issues a new token at every sign-in and revokes it at sign-out", async () => {
    const first = await signIn(app.baseUrl, "ADMIN");
    const second = await signIn(app.baseUrl, "ADMIN");
    expect(first.token).not.toBe(second.token);
    expect(first.token.length).toBeGreaterThanOrEqual(43);
    expect(await app.db.prisma.session.count({ where: { tokenHash: first.token } })).toBe(0);
    expect(await app.db.prisma.session.count({ where: { tokenHash: hashToken(first.token) } })).toBe(1);

    const logout = await graphql<{ logout: boolean }>(app.baseUrl, "mutation { logout }", {}, { cookie: first.cookie });
    expect(logout.body.data?.logout).toBe(true);
    expect(await viewerWith({ cookie: first.cookie })).toBeNull();
    expect(await viewerWith({ authorization: `Bearer ${first.token}` })).toBeNull();
    expect(await viewerWith({ authorization: `Bearer ${second.token}` })).toMatchObject({ role: "ADMIN" });
  });

  it("refuses a forged token", async () => {
    expect(await viewerWith({ authorization: "Bearer forged-token" })).toBeNull();
    expect(await viewerWith({ cookie: "ria_session=forged" })).toBeNull();
  });

  it("stops after 10 failed sign-ins for an account from one address, and says when to retry", async () => {
    const email = "limited@test.example";
    const ip = freshIp();
    await app.db.prisma.user.create({
      data: { email, name: "Limited", role: "CLIENT", passwordHash: await hashPassword("right password", TEST_SCRYPT_COST) },
    });
    for (let attempt = 0; attempt < 10; attempt++) {
      const body = await (await login(email, "wrong", "CLIENT", ip)).json();
      expect(body.data.login.code).toBe("UNAUTHENTICATED");
    }
    const blocked = await (await login(email, "right password", "CLIENT", ip)).json();
    expect(blocked.data.login).toMatchObject({
      code: "RATE_LIMITED",
      message: expect.stringMatching(/^Too many sign-in attempts\. Try again in 1[45] minutes\.$/),
    });
  });

  it("stops after 30 failed sign-ins from one IP across accounts", async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < 30; attempt++) await login(`someone${attempt}@example.com`, "wrong", "CLIENT", ip);
    const blocked = await (await login(DEMO_CLIENT.email, DEMO_CLIENT.password, "CLIENT", ip)).json();
    expect(blocked.data.login.code).toBe("RATE_LIMITED");
    const elsewhere = await (await login(DEMO_CLIENT.email, DEMO_CLIENT.password, "CLIENT")).json();
    expect(elsewhere.data.login.__typename).toBe("MutationLoginSuccess");
  });

  it("over REST: 400 for a bad body, 401 for wrong credentials, a token for API clients", async () => {
    const post = (body: unknown) =>
      fetch(`${app.baseUrl}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": freshIp() },
        body: JSON.stringify(body),
      });
    const bad = await post({ username: "x", password: "y", accountType: "ROOT" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields.accountType).toBe("accountType must be ADMIN or CLIENT");
    const wrong = await post({ username: TEST_ADMIN.email, password: "nope", accountType: "ADMIN" });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: { code: "UNAUTHENTICATED", message: "Invalid admin credentials" } });
    const { token } = await signIn(app.baseUrl, "CLIENT");
    const me = await fetch(`${app.baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(await me.json()).toMatchObject({ email: DEMO_CLIENT.email, role: "CLIENT" });
    const out = await fetch(`${app.baseUrl}/api/auth/logout`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    });
    expect(out.status).toBe(204);
    expect((await fetch(`${app.baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
  });

  describe("session timeouts", () => {
    const hour = 3_600_000;
    async function sessionAt(role: "ADMIN" | "CLIENT") {
      let clock = new Date("2026-11-21T09:00:00Z");
      const sessions = createSessionService({ prisma: app.db.prisma, now: () => clock });
      const user = await app.db.prisma.user.findFirstOrThrow({ where: { role } });
      const { token } = await sessions.create(user.id, role);
      return { sessions, token, advance: (ms: number) => (clock = new Date(clock.getTime() + ms)) };
    }

    it("ends an admin session after 30 idle minutes", async () => {
      const { sessions, token, advance } = await sessionAt("ADMIN");
      advance(29 * 60_000);
      expect(await sessions.resolve(token)).not.toBeNull();
      advance(29 * 60_000);
      expect(await sessions.resolve(token)).not.toBeNull();
      advance(31 * 60_000);
      expect(await sessions.resolve(token)).toBeNull();
    });

    it("ends an active admin session after 12 hours", async () => {
      const { sessions, token, advance } = await sessionAt("ADMIN");
      for (let elapsed = 0; elapsed < 11.5 * hour; elapsed += 20 * 60_000) {
        advance(20 * 60_000);
        expect(await sessions.resolve(token)).not.toBeNull();
      }
      advance(hour);
      expect(await sessions.resolve(token)).toBeNull();
    });

    it("keeps a client signed in for 7 days, not longer", async () => {
      const { sessions, token, advance } = await sessionAt("CLIENT");
      advance(6 * 24 * hour);
      expect(await sessions.resolve(token)).toMatchObject({ role: "CLIENT" });
      advance(24 * hour + 1);
      expect(await sessions.resolve(token)).toBeNull();
    });
  });
});
