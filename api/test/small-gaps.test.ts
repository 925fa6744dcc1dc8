import net from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ADMIN_ENV, signIn } from "./auth-helpers.ts";
import { graphql } from "./graphql-client.ts";
import { rewardsPlayer } from "./rewards-helpers.ts";
import { startTestApp, type TestApp } from "./test-app.ts";

describe("smaller gaps", () => {
  let app: TestApp;
  beforeAll(
    async () => (app = await startTestApp(undefined, { ...ADMIN_ENV, HEADERS_TIMEOUT_SECONDS: "1", REQUEST_TIMEOUT_SECONDS: "2" })),
  );
  afterAll(() => app?.close());

  it("sends X-Content-Type-Options: nosniff on every kind of response", async () => {
    const responses = await Promise.all([
      fetch(`${app.baseUrl}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: "{ viewer { id } }" }),
      }),
      fetch(`${app.baseUrl}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: "{" }),
      fetch(`${app.baseUrl}/api/dashboard`),
      fetch(`${app.baseUrl}/api/nowhere`),
      fetch(`${app.baseUrl}/api/contact-submissions`),
      fetch(`${app.baseUrl}/healthz`),
      fetch(`${app.baseUrl}/`),
    ]);
    for (const response of responses)
      expect([response.url, response.headers.get("x-content-type-options")]).toEqual([response.url, "nosniff"]);
  });

  it("runs the public self-test once per request, however many aliases ask for it", async () => {
    const selfTest = vi.spyOn(app.services.platform, "selfTest");
    const aliases = Array.from({ length: 15 }, (_, index) => `run${index}: runPlatformSelfTest { __typename }`).join("\n");
    const { body } = await graphql(app.baseUrl, `mutation { ${aliases} }`, {}, { "x-forwarded-for": "10.99.0.1" });
    expect(Object.keys(body.data ?? {})).toHaveLength(15);
    expect(selfTest).toHaveBeenCalledTimes(1);
    selfTest.mockRestore();
  });

  it("cuts a connection whose headers never finish at HEADERS_TIMEOUT_SECONDS", { timeout: 8_000 }, async () => {
    const { port } = new URL(app.baseUrl);
    const socket = net.connect(Number(port), "127.0.0.1");
    const received: Buffer[] = [];
    socket.on("data", (chunk) => received.push(chunk));
    const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
    socket.write("GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ");
    await closed;
    expect(Buffer.concat(received).toString()).toMatch(/^HTTP\/1\.1 408/);
  });

  it("marks every GraphQL answer no-store: they carry per-user data", async () => {
    const { cookie } = await signIn(app.baseUrl, "CLIENT");
    for (const query of ["{ viewer { id email } }", "{ __typename }"]) {
      const response = await fetch(`${app.baseUrl}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({ query }),
      });
      expect([query, response.status, response.headers.get("cache-control")]).toEqual([query, 200, "no-store"]);
    }
  });

  it("signs out on a bare POST from the same origin, and refuses one from another site", async () => {
    const { cookie } = await signIn(app.baseUrl, "CLIENT");
    const viewer = async () =>
      (await graphql<{ viewer: { id: string } | null }>(app.baseUrl, "{ viewer { id } }", {}, { cookie })).body.data?.viewer;
    const foreign = await fetch(`${app.baseUrl}/api/auth/logout`, {
      method: "POST",
      headers: { cookie, origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: "x=1",
    });
    expect(foreign.status).toBe(403);
    expect(await viewer()).not.toBeNull();
    const bare = await fetch(`${app.baseUrl}/api/auth/logout`, { method: "POST", headers: { cookie, origin: app.baseUrl } });
    expect(bare.status).toBe(204);
    expect(bare.headers.get("set-cookie")).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    expect(await viewer()).toBeNull();
  });

  it("refuses display names that pass for staff, the product or a generated guest, in any look-alike letters", async () => {
    const player = rewardsPlayer(app.baseUrl);
    await player.state();
    const impostors = [
      "admin",
      "Ria Admin",
      "ＡＤＭＩＮ",
      "𝒜𝒹𝓂𝒾𝓃",
      "аdmin",
      "Ria",
      "R i a",
      "Guest0001",
      "Guest 0042",
      "GUEST1234",
      "Ria Support",
      "staff.member",
    ];
    const refused = [];
    for (const name of impostors) {
      const result = (await player.rename(name)) as { code?: string; message?: string };
      if (result.code === "VALIDATION_FAILED") refused.push(name);
      else expect.unreachable(`${name} was accepted`);
      expect(result.message).toBe("That display name is reserved: choose another");
    }
    expect(refused).toHaveLength(impostors.length);
    expect(((await player.rename("Priya S")) as { player: { displayName: string } }).player.displayName).toBe("Priya S");
    expect(((await player.rename("Riaz Khan")) as { player: { displayName: string } }).player.displayName).toBe("Riaz Khan");
  });
});
