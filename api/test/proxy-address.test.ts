import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ipOf } from "../src/context.ts";
import { apiRoot, loadEnv } from "../src/env.ts";
import { isAllowedOrigin } from "../src/http/origin.ts";
import { ADMIN_ENV, TEST_ADMIN } from "./auth-helpers.ts";
import { startTestApp, type TestApp } from "./test-app.ts";

const request = (forwardedFor: string | undefined, peer = "172.18.0.5") =>
  ({ headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor }, socket: { remoteAddress: peer } }) as never;

describe("the client's address behind proxies", () => {
  it("ignores X-Forwarded-For without trusted proxies", () => {
    expect(ipOf(request("6.6.6.6"), 0)).toBe("172.18.0.5");
  });

  it("takes the address the trusted proxies saw, from the right; the client's own entries are ignored", () => {
    expect(ipOf(request("6.6.6.6, 203.0.113.7"), 1)).toBe("203.0.113.7");
    expect(ipOf(request("6.6.6.6, 203.0.113.7, 10.0.0.2"), 2)).toBe("203.0.113.7");
    expect(ipOf(request("203.0.113.7"), 2)).toBe("203.0.113.7");
    expect(ipOf(request(undefined), 1)).toBe("172.18.0.5");
  });

  it("reads TRUST_PROXY as a hop count (true means 1) and refuses anything else", () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(0);
    expect(loadEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(1);
    expect(() => loadEnv({ TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY must be the number of proxy hops/);
  });

  it("ships nginx setting X-Forwarded-For from the peer, and compose trusting exactly that one hop", () => {
    const nginx = readFileSync(path.join(apiRoot, "..", "web", "nginx.conf"), "utf8");
    expect(nginx).not.toContain("$proxy_add_x_forwarded_for");
    expect(nginx.match(/proxy_set_header X-Forwarded-For \$remote_addr;/g)?.length).toBe(2);
    const compose = readFileSync(path.join(apiRoot, "..", "docker-compose.yml"), "utf8");
    expect(compose).toMatch(/TRUST_PROXY: "1"/);
  });
});

describe("spoofed X-Forwarded-For against the sign-in limit", () => {
  let app: TestApp;
  beforeAll(async () => (app = await startTestApp(undefined, ADMIN_ENV)));
  afterAll(() => app?.close());

  it("counts 40 guesses with 40 made-up addresses as one address: at most 10 are evaluated", async () => {
    const statuses: number[] = [];
    for (let guess = 0; guess < 40; guess++) {
      const response = await fetch(`${app.baseUrl}/api/auth/login`, {
        method: "POST",
        // What the client wrote, then what the (one trusted) proxy appended.
        headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${guess}, 203.0.113.99` },
        body: JSON.stringify({ username: TEST_ADMIN.email, password: `guess ${guess}`, accountType: "ADMIN" }),
      });
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status === 401).length).toBe(10);
    expect(statuses.filter((status) => status === 429).length).toBe(30);
  });
});

describe("the WebSocket Origin check", () => {
  const upgrade = (origin: string, host: string, proto?: string) =>
    ({ headers: { origin, host, ...(proto ? { "x-forwarded-proto": proto } : {}) } }) as never;

  it("compares scheme, host and port with the server's own", () => {
    expect(isAllowedOrigin(upgrade("http://localhost:4000", "localhost:4000"), [])).toBe(true);
    expect(isAllowedOrigin(upgrade("https://localhost:4000", "localhost:4000"), [])).toBe(false);
    expect(isAllowedOrigin(upgrade("http://localhost:4001", "localhost:4000"), [])).toBe(false);
    expect(isAllowedOrigin(upgrade("http://evil.example", "localhost:4000"), [])).toBe(false);
    expect(isAllowedOrigin(upgrade("https://ria.example", "ria.example", "https"), [], 1)).toBe(true);
    expect(isAllowedOrigin(upgrade("http://ria.example", "ria.example", "https"), [], 1)).toBe(false);
    expect(isAllowedOrigin(upgrade("http://localhost:5173", "localhost:4000"), ["http://localhost:5173/"])).toBe(true);
    expect(isAllowedOrigin(upgrade("https://localhost:5173", "localhost:4000"), ["http://localhost:5173"])).toBe(false);
  });
});
