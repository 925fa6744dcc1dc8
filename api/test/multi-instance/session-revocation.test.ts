import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_ENDED_CLOSE_CODE } from "../../src/http/socket-sessions.ts";
import { ADMIN_ENV, signIn } from "../auth-helpers.ts";
import { watchSubscription } from "../session-sockets.ts";
import { startTwoInstances, type TwoInstances } from "./two-instances.ts";

// Runs only when TEST_DATABASE_URL and TEST_REDIS_URL are set (vitest.config.ts includes it then; CI sets both).
describe("signing out on one instance closes the session's sockets on the other", () => {
  let first: TwoInstances["first"];
  let second: TwoInstances["second"];
  let stop: TwoInstances["stop"] | undefined;

  // No sweep during the test: only the published revocation can close the socket.
  const env = { ...ADMIN_ENV, SESSION_CHECK_SECONDS: "600" };
  beforeAll(async () => void ({ first, second, stop } = await startTwoInstances("revocation", env)));
  afterAll(() => stop?.());

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
