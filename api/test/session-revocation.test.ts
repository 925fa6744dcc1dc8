import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_ENDED_CLOSE_CODE } from "../src/http/socket-sessions.ts";
import { MAX_SOCKETS_PER_ADDRESS, MAX_SUBSCRIPTIONS_PER_SOCKET } from "../src/http/websocket.ts";
import { upsertAdmin } from "../src/modules/auth/admin-bootstrap.ts";
import { ADMIN_ENV, freshIp, signIn } from "./auth-helpers.ts";
import { graphql } from "./graphql-client.ts";
import { watchSubscription } from "./session-sockets.ts";
import { startTestApp, type TestApp } from "./test-app.ts";
import WebSocket from "ws";

const LEADS = "subscription { contactSubmitted { __typename } }";

describe("signing out ends the session's live subscriptions at once (pub/sub, no sweep)", () => {
  let app: TestApp;
  beforeAll(async () => (app = await startTestApp(undefined, { ...ADMIN_ENV, SESSION_CHECK_SECONDS: "600" })));
  afterAll(() => app?.close());

  it("closes the socket when the admin signs out", async () => {
    const { cookie } = await signIn(app.baseUrl, "ADMIN");
    const watched = watchSubscription(app.baseUrl, LEADS, { cookie });
    await watched.ready;
    const logout = await fetch(`${app.baseUrl}/api/auth/logout`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: "{}",
    });
    expect(logout.status).toBe(204);
    expect(await watched.closed).toBe(SESSION_ENDED_CLOSE_CODE);
  });
});

describe("a password change ends the other sessions and their live views (pub/sub, no sweep)", () => {
  let app: TestApp;
  beforeAll(async () => (app = await startTestApp(undefined, { ...ADMIN_ENV, SESSION_CHECK_SECONDS: "600" })));
  afterAll(() => app?.close());
  const email = "owner@test.example";
  const login = async (password: string) => {
    const response = await fetch(`${app.baseUrl}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": freshIp() },
      body: JSON.stringify({ username: email, password, accountType: "ADMIN" }),
    });
    return { status: response.status, cookie: response.headers.get("set-cookie")?.split(";")[0] ?? "" };
  };
  const me = (cookie: string) => fetch(`${app.baseUrl}/api/auth/me`, { headers: { cookie } }).then((response) => response.status);
  const change = async (cookie: string, currentPassword: string, newPassword: string) => {
    const { body } = await graphql<{ changePassword: { __typename: string; message?: string; data?: boolean } }>(
      app.baseUrl,
      `
        mutation ($input: ChangePasswordInput!) {
          changePassword(input: $input) {
            __typename
            ... on MutationChangePasswordSuccess {
              data
            }
            ... on Error {
              message
            }
          }
        }
      `,
      { input: { currentPassword, newPassword } },
      { cookie, "x-forwarded-for": freshIp() },
    );
    return body.data!.changePassword;
  };

  it("needs the current password and a strong new one, then ends every other session; an admin reset ends the rest", async () => {
    await upsertAdmin(app.db.prisma, email, "the first long password");
    const phone = await login("the first long password");
    const laptop = await login("the first long password");
    const watched = watchSubscription(app.baseUrl, LEADS, { cookie: phone.cookie });
    await watched.ready;

    expect(await change(laptop.cookie, "a wrong password!", "a brand new passphrase")).toEqual({
      __typename: "ValidationError",
      message: "Your current password is not correct",
    });
    expect((await change(laptop.cookie, "the first long password", "short")).message).toBe("Use at least 12 characters");
    expect((await change(laptop.cookie, "the first long password", "aaaaaaaaaaaaaaaa")).message).toBe(
      "Use more than three different characters",
    );
    expect((await change(laptop.cookie, "the first long password", "owner-is-my-password")).message).toBe(
      "Do not use your email address in it",
    );
    expect(await me(phone.cookie)).toBe(200);

    expect(await change(laptop.cookie, "the first long password", "a brand new passphrase")).toEqual({
      __typename: "MutationChangePasswordSuccess",
      data: true,
    });
    expect(await watched.closed).toBe(SESSION_ENDED_CLOSE_CODE);
    expect([await me(phone.cookie), await me(laptop.cookie)]).toEqual([401, 200]);
    expect((await login("the first long password")).status).toBe(401);
    expect((await login("a brand new passphrase")).status).toBe(200);

    // `npm run admin:create -- <email> <password>` resets the password: every session of theirs ends.
    await upsertAdmin(app.db.prisma, email, "an operator's reset password");
    expect(await me(laptop.cookie)).toBe(401);
  });

  it("never changes the public demo password, from a sandbox or from the demo's own account (a script's sign-in)", async () => {
    const demo = { username: "demo@ria.example", password: "ria-demo-2026", accountType: "CLIENT" };
    // Without a guest cookie (a script) the demo credentials sign in to the demo's own account, not a sandbox.
    const response = await fetch(`${app.baseUrl}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": freshIp() },
      body: JSON.stringify(demo),
    });
    expect(((await response.json()) as { user: { email: string } }).user.email).toBe("demo@ria.example");
    const cookie = response.headers.get("set-cookie")!.split(";")[0]!;
    expect(await change(cookie, "ria-demo-2026", "a takeover passphrase")).toEqual({
      __typename: "ForbiddenError",
      message: "A demo sandbox has no password to change",
    });
    const again = await fetch(`${app.baseUrl}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": freshIp() },
      body: JSON.stringify(demo),
    });
    expect(again.status).toBe(200);
  });
});

describe("sessions a browser replaces or a user ends everywhere", () => {
  let app: TestApp;
  beforeAll(async () => (app = await startTestApp(undefined, ADMIN_ENV)));
  afterAll(() => app?.close());
  const me = (cookie: string) => fetch(`${app.baseUrl}/api/auth/me`, { headers: { cookie } }).then((response) => response.status);
  const post = (path: string, cookie: string, body: unknown = {}) =>
    fetch(`${app.baseUrl}${path}`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json", "x-forwarded-for": freshIp() },
      body: JSON.stringify(body),
    });

  it("revokes the session a new sign-in on the same browser replaces", async () => {
    const first = await signIn(app.baseUrl, "CLIENT");
    const again = await post("/api/auth/login", first.cookie, {
      username: "demo@ria.example",
      password: "ria-demo-2026",
      accountType: "CLIENT",
    });
    expect(again.status).toBe(200);
    expect(await me(first.cookie)).toBe(401);
    expect(await me(again.headers.get("set-cookie")!.split(";")[0]!)).toBe(200);
  });

  it("signs a user out everywhere: every session of theirs ends, nobody else's", async () => {
    const phone = await signIn(app.baseUrl, "CLIENT");
    const laptop = await signIn(app.baseUrl, "CLIENT");
    const admin = await signIn(app.baseUrl, "ADMIN");
    expect((await post("/api/auth/logout-everywhere", laptop.cookie)).status).toBe(204);
    expect(await me(phone.cookie)).toBe(401);
    expect(await me(laptop.cookie)).toBe(401);
    expect(await me(admin.cookie)).toBe(200);
    expect((await post("/api/auth/logout-everywhere", laptop.cookie)).status).toBe(401);
  });
});

describe("ending a session ends its live subscriptions (one instance, PGlite)", () => {
  let app: TestApp;
  beforeAll(async () => (app = await startTestApp(undefined, { ...ADMIN_ENV, SESSION_CHECK_SECONDS: "1" })));
  afterAll(() => app?.close());

  const adminSubscription = async () => {
    const { cookie, token } = await signIn(app.baseUrl, "ADMIN");
    const watched = watchSubscription(app.baseUrl, LEADS, { cookie });
    await watched.ready;
    return { ...watched, cookie, token };
  };

  it("closes the socket when the session is revoked outside the app (a password reset)", async () => {
    const watched = await adminSubscription();
    await app.db.prisma.session.updateMany({ where: { revokedAt: null }, data: { revokedAt: new Date() } });
    expect(await watched.closed).toBe(SESSION_ENDED_CLOSE_CODE);
  });

  it("closes the socket when the session goes idle too long or expires", async () => {
    const idle = await adminSubscription();
    await app.db.prisma.session.updateMany({ where: { revokedAt: null }, data: { lastSeenAt: new Date(Date.now() - 31 * 60_000) } });
    expect(await idle.closed).toBe(SESSION_ENDED_CLOSE_CODE);
    const expired = await adminSubscription();
    await app.db.prisma.session.updateMany({ where: { revokedAt: null }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await expired.closed).toBe(SESSION_ENDED_CLOSE_CODE);
  });

  it(`refuses more than ${MAX_SUBSCRIPTIONS_PER_SOCKET} subscriptions on one socket`, async () => {
    const watched = watchSubscription(app.baseUrl, "subscription { platformStatus { overall } }", { "x-forwarded-for": freshIp() });
    await watched.ready;
    const refusals: unknown[] = [];
    for (let extra = 0; extra < MAX_SUBSCRIPTIONS_PER_SOCKET + 5; extra++) {
      watched.client.subscribe(
        { query: "subscription { platformStatus { overall } }" },
        { next: () => {}, error: (error) => void refusals.push(error), complete: () => {} },
      );
    }
    // 56 asked for, at most 50 held.
    await expect.poll(() => refusals.length).toBeGreaterThanOrEqual(6);
    expect(JSON.stringify(refusals[0])).toContain(`At most ${MAX_SUBSCRIPTIONS_PER_SOCKET} subscriptions per connection`);
    await watched.client.dispose();
  });

  it(`refuses more than ${MAX_SOCKETS_PER_ADDRESS} sockets from one address`, async () => {
    const ip = freshIp();
    const open = (): Promise<WebSocket | number> =>
      new Promise((resolve) => {
        const socket = new WebSocket(app.baseUrl.replace(/^http/, "ws") + "/graphql", "graphql-transport-ws", {
          headers: { "x-forwarded-for": ip },
        });
        socket.once("open", () => resolve(socket));
        socket.once("unexpected-response", (_req, res) => resolve(res.statusCode ?? 0));
      });
    const sockets: Array<WebSocket | number> = [];
    for (let count = 0; count < MAX_SOCKETS_PER_ADDRESS + 1; count++) sockets.push(await open());
    expect(sockets.slice(0, MAX_SOCKETS_PER_ADDRESS).every((socket) => socket instanceof WebSocket)).toBe(true);
    expect(sockets.at(-1)).toBe(429);
    for (const socket of sockets) if (socket instanceof WebSocket) socket.close();
  });
});
