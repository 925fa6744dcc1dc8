import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.ts";
import { SESSION_ENDED_CLOSE_CODE } from "../../src/http/socket-sessions.ts";
import { ADMIN_ENV, signIn } from "../auth-helpers.ts";
import { postgresTarget } from "../databases.ts";
import { watchSubscription } from "../session-sockets.ts";
import { startTestApp, testEnv, type TestApp } from "../test-app.ts";

// Runs only when TEST_DATABASE_URL and TEST_REDIS_URL are set (vitest.config.ts includes it then; CI sets both).
describe("signing out on one instance closes the session's sockets on the other", () => {
  let first: TestApp;
  let second: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    const prefix = `revocation-${process.pid}:`;
    // No sweep during the test: only the published revocation can close the socket.
    const shared = { ...ADMIN_ENV, REDIS_URL: process.env.TEST_REDIS_URL!, REDIS_CHANNEL_PREFIX: prefix, SESSION_CHECK_SECONDS: "600" };
    first = await startTestApp(postgresTarget, shared);
    const databaseUrl = (first.db.pool!.options as { connectionString: string }).connectionString;
    second = await buildApp(testEnv({ ...shared, DATABASE_URL: databaseUrl }));
    await second.start();
  });
  afterAll(async () => {
    await second?.stop();
    await first?.close();
  });

  it("completes the admin's lead subscription on instance B after sign-out on instance A", async () => {
    const { cookie } = await signIn(first.baseUrl, "ADMIN");
    const watched = watchSubscription(second.url()!, "subscription { contactSubmitted { __typename } }", { cookie });
    await watched.ready;
    const logout = await fetch(`${first.baseUrl}/api/auth/logout`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: "{}",
    });
    expect(logout.status).toBe(204);
    expect(await watched.closed).toBe(SESSION_ENDED_CLOSE_CODE);
  });
});
