import net from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ADMIN_ENV } from "./auth-helpers.ts";
import { graphql } from "./graphql-client.ts";
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
});
