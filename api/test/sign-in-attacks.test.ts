import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CLIENT } from "../src/modules/auth/demo-account.rules.ts";
import { hashPassword } from "../src/modules/auth/password.service.ts";
import { FREE_FAILURES } from "../src/modules/auth/sign-in-budget.rules.ts";
import { MAX_FAILED_SIGN_INS } from "../src/modules/auth/sign-in-guard.ts";
import { ADMIN_ENV, freshIp } from "./auth-helpers.ts";
import { databaseTargets } from "./databases.ts";
import { startTestApp, type TestApp } from "./test-app.ts";

describe.each(databaseTargets)("sign-in under attack on $name", (target) => {
  let app: TestApp;
  const logLines: Array<{ msg: string; account?: string; ip?: string }> = [];

  beforeAll(async () => {
    const webDist = mkdtempSync(path.join(tmpdir(), "ria-web-"));
    writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>Ria</title>");
    const sink = new Writable({ write: (chunk, _encoding, done) => (logLines.push(JSON.parse(String(chunk))), done()) });
    // Real hashing cost: the queue and the static pages answering beside it are what these tests are about.
    app = await startTestApp(target, { ...ADMIN_ENV, WEB_DIST: webDist, PASSWORD_HASH_COST: "production" }, pino({ level: "warn" }, sink));
  });
  afterAll(() => app?.close());

  const signIn = (username: string, password: string, ip: string) =>
    fetch(`${app.baseUrl}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body: JSON.stringify({ username, password, accountType: "CLIENT" }),
    });

  it("evaluates at most the limit of 100 concurrent wrong passwords, and static pages keep answering", async () => {
    const ip = freshIp();
    const burst = Promise.all(Array.from({ length: 100 }, () => signIn(DEMO_CLIENT.email, "wrong", ip).then((r) => r.status)));
    const page = await fetch(`${app.baseUrl}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<title>Ria</title>");
    const statuses = await burst;
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(MAX_FAILED_SIGN_INS);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(100 - MAX_FAILED_SIGN_INS);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
  });

  it("refuses past the hashing queue with 503 and Retry-After rather than stalling", async () => {
    // Sixty accounts, so that no account's own budget turns the guesses away before they reach the queue.
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, index) => signIn(`nobody-${index}@example.com`, "wrong", freshIp())),
    );
    const busy = responses.filter((response) => response.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]!.headers.get("retry-after")).toBe("1");
    expect(await busy[0]!.json()).toEqual({
      error: { code: "SERVICE_BUSY", message: "Sign-in is busy right now. Try again in a moment.", retryAfterSeconds: 1 },
    });
    expect(responses.every((response) => response.status === 401 || response.status === 503)).toBe(true);
  });

  it("locks out the guessing address only: the real user signs in from elsewhere, after the account's queue", async () => {
    const attacker = freshIp();
    const account = "victim@test.example";
    await app.db.prisma.user.create({
      data: { email: account, name: "Victim", role: "CLIENT", passwordHash: await hashPassword("the right one") },
    });
    for (let attempt = 0; attempt < MAX_FAILED_SIGN_INS; attempt++) expect((await signIn(account, "guess", attacker)).status).toBe(401);
    expect((await signIn(account, "the right one", attacker)).status).toBe(429);

    // The 11th attempt on the account waits its turn (1 s after the last) and is evaluated.
    expect((await signIn(account, "the right one", freshIp())).status).toBe(200);
    expect(logLines).toContainEqual(expect.objectContaining({ msg: "sign-in locked out", account, ip: attacker }));
    expect(logLines).toContainEqual(expect.objectContaining({ msg: expect.stringContaining("sign-in slowed down"), account }));
  });

  it("evaluates few of 200 guesses from 200 addresses, and a device that signed in before still signs in", async () => {
    const account = "target@test.example";
    const password = "the real password";
    await app.db.prisma.user.create({
      data: { email: account, name: "Target", role: "CLIENT", passwordHash: await hashPassword(password) },
    });
    const first = await signIn(account, password, freshIp());
    expect(first.status).toBe(200);
    const device = first.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith("ria_device="))!
      .split(";")[0]!;
    const fromDevice = (guess: string) =>
      fetch(`${app.baseUrl}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": freshIp(), cookie: device },
        body: JSON.stringify({ username: account, password: guess, accountType: "CLIENT" }),
      });

    const burst = Promise.all(Array.from({ length: 200 }, () => signIn(account, "a guess", freshIp())));
    // During the attack the known device is neither queued nor refused: a typo is evaluated, the password signs in.
    expect((await fromDevice("a typo")).status).toBe(401);
    const real = await fromDevice(password);
    expect(real.status).toBe(200);
    expect(real.headers.getSetCookie().some((cookie) => cookie.startsWith("ria_device="))).toBe(true);

    const responses = await burst;
    const statuses = responses.map((response) => response.status);
    const evaluated = statuses.filter((status) => status === 401).length;
    // The first FREE_FAILURES at once, then a few 1 s, 2 s, 4 s apart; every other guess is turned away unevaluated.
    expect(evaluated).toBeGreaterThanOrEqual(FREE_FAILURES);
    expect(evaluated).toBeLessThanOrEqual(FREE_FAILURES + 6);
    expect(statuses.filter((status) => status === 429)).toHaveLength(200 - evaluated);
    const refused = responses.find((response) => response.status === 429)!;
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("RATE_LIMITED");
    expect(logLines).toContainEqual(expect.objectContaining({ msg: expect.stringContaining("sign-in slowed down"), account }));
  });
});
