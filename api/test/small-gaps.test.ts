import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { usagePeriods } from "../src/modules/assistant/usage.service.ts";
import { ADMIN_ENV, signIn } from "./auth-helpers.ts";
import { graphql, wsClient } from "./graphql-client.ts";
import { rewardsPlayer } from "./rewards-helpers.ts";
import { startTestApp, type TestApp } from "./test-app.ts";

describe("smaller gaps", () => {
  let app: TestApp;
  beforeAll(
    async () =>
      (app = await startTestApp(undefined, {
        ...ADMIN_ENV,
        HEADERS_TIMEOUT_SECONDS: "1",
        REQUEST_TIMEOUT_SECONDS: "2",
      })),
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

  it("answers setMorningBriefTime selecting only __typename, and scheduleTask over the quota with its typed error", async () => {
    const { cookie } = await signIn(app.baseUrl, "CLIENT");
    const brief = await graphql(app.baseUrl, 'mutation { setMorningBriefTime(time: "07:30") { __typename } }', {}, { cookie });
    expect(brief.body).toEqual({ data: { setMorningBriefTime: { __typename: "MutationSetMorningBriefTimeSuccess" } } });

    const owner = await app.db.prisma.user.findUniqueOrThrow({ where: { email: "demo@ria.example" } });
    const period = usagePeriods(new Date()).month;
    await app.db.prisma.usageCounter.upsert({
      where: { ownerId_period: { ownerId: owner.id, period } },
      create: { ownerId: owner.id, period, tasks: 20 },
      update: { tasks: 20 },
    });
    const launchTime = new Date(Date.now() + 2 * 86_400_000 + 330 * 60_000).toISOString().slice(0, 16);
    const over = await graphql<{ scheduleTask: { __typename: string; message?: string } }>(
      app.baseUrl,
      `
        mutation ($input: ScheduleTaskInput!) {
          scheduleTask(input: $input) {
            __typename
            ... on Error {
              message
            }
          }
        }
      `,
      { input: { input: "Call Rahul", launchTime } },
      { cookie },
    );
    expect(over.body).toEqual({
      data: {
        scheduleTask: {
          __typename: "PlanLimitReachedError",
          message: "You've used all 20 of this month's tasks. Upgrade your plan for more.",
        },
      },
    });
  });
});

describe("sockets per address", () => {
  let app: TestApp;
  // Headers may take their usual 10 s, so no socket the cap let in is cut while the 500 connect.
  beforeAll(async () => (app = await startTestApp(undefined, { MAX_CONNECTIONS_PER_ADDRESS: "50" })));
  afterAll(() => app?.close());

  /** A socket from an address of its own (all of 127/8 is loopback), so no other test's sockets count. */
  const connect = (port: number) => net.connect({ port, host: "127.0.0.1", localAddress: "127.0.0.2" });

  it("keeps at most MAX_CONNECTIONS_PER_ADDRESS open from one address: of 500 with unfinished headers, 450 are closed unread", async () => {
    const port = Number(new URL(app.baseUrl).port);
    let lastClose = Date.now();
    const sockets = Array.from({ length: 500 }, () => {
      const socket = connect(port);
      const state = { socket, connected: false, closed: false, received: "" };
      socket.on("error", () => {});
      socket.on("data", (chunk) => (state.received += String(chunk)));
      socket.on("connect", () => {
        state.connected = true;
        socket.write("GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ");
      });
      socket.once("close", () => ((state.closed = true), (lastClose = Date.now())));
      return state;
    });
    const closedUnread = () => sockets.filter((each) => each.closed && each.received === "").length;
    // The server closes the sockets past the cap as it accepts them (a loaded machine accepts slowly); then no more close.
    await vi.waitFor(() => expect(closedUnread()).toBeGreaterThanOrEqual(450), { timeout: 20_000, interval: 100 });
    await vi.waitFor(() => expect(Date.now() - lastClose).toBeGreaterThan(500), { timeout: 5_000, interval: 100 });
    const open = sockets.filter((each) => !each.closed).length;
    expect({ open, closedUnread: closedUnread() }).toEqual({ open: 50, closedUnread: 450 });

    // Once they are gone, the address is welcome again.
    for (const each of sockets) each.socket.destroy();
    await vi.waitFor(
      async () => {
        const answer = await new Promise<string>((resolve) => {
          const again = connect(port);
          let text = "";
          again.on("error", () => {});
          again.on("connect", () => again.write("GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"));
          again.on("data", (chunk) => (text += String(chunk)));
          again.once("close", () => resolve(text));
        });
        expect(answer).toMatch(/^HTTP\/1\.1 200/);
      },
      { timeout: 5_000, interval: 100 },
    );
  });
});

describe("with Redis down", () => {
  let app: TestApp;
  let redis: ChildProcess;
  let port = 0;
  const startRedis = async () => {
    redis = spawn("redis-server", ["--port", String(port), "--save", "", "--appendonly", "no"], { stdio: ["ignore", "pipe", "ignore"] });
    await new Promise<void>((resolve) =>
      redis.stdout!.on("data", (chunk: Buffer) => String(chunk).includes("Ready to accept") && resolve()),
    );
  };
  beforeAll(async () => {
    port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, "127.0.0.1", () => {
        const { port: free } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    await startRedis();
    app = await startTestApp(undefined, { ...ADMIN_ENV, REDIS_URL: `redis://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    // Back up first, so the app's Redis clients close cleanly.
    if (redis.exitCode !== null || redis.signalCode !== null) await startRedis();
    await app?.close();
    redis.kill("SIGKILL");
  });

  it("answers contact, sign-in and chat with 503 SERVICE_UNAVAILABLE and Retry-After, at once", async () => {
    expect((await signIn(app.baseUrl, "CLIENT")).cookie).toBeTruthy();
    redis.kill("SIGKILL");
    await new Promise((resolve) => redis.once("exit", resolve));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const post = (path: string, body: unknown) =>
      fetch(`${app.baseUrl}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "10.77.0.1" },
        body: JSON.stringify(body),
      });
    const contact = {
      name: "Asha Rao",
      email: "asha@example.com",
      company: "Rao Ltd",
      title: "CEO",
      phone: "+91 98765 43210",
      planInterest: "Pro",
      message: "We would like a pilot for our board.",
      urgency: "Low",
    };
    const outcomes = [];
    for (const [path, body] of [
      ["/api/contact", contact],
      ["/api/auth/login", { username: "demo@ria.example", password: "ria-demo-2026", accountType: "CLIENT" }],
      ["/api/ria/chat", { message: "What is on my list?" }],
    ] as const) {
      const started = Date.now();
      const response = await post(path, body);
      outcomes.push({
        path,
        status: response.status,
        retryAfter: response.headers.get("retry-after"),
        code: (await response.json()).error?.code,
        fast: Date.now() - started < 2_000,
      });
    }
    expect(outcomes).toEqual(
      ["/api/contact", "/api/auth/login", "/api/ria/chat"].map((path) => ({
        path,
        status: 503,
        retryAfter: "5",
        code: "SERVICE_UNAVAILABLE",
        fast: true,
      })),
    );

    // The same operations over GraphQL: HTTP 503 with Retry-After, the typed code and when to retry, never "Unexpected error".
    const operations = {
      contact: ["mutation ($input: ContactRequestInput!) { submitContactRequest(input: $input) { __typename } }", { input: contact }],
      login: [
        "mutation ($input: LoginInput!) { login(input: $input) { __typename } }",
        { input: { username: "demo@ria.example", password: "ria-demo-2026", accountType: "CLIENT" } },
      ],
      chat: ["mutation ($input: SendChatMessageInput!) { sendChatMessage(input: $input) { __typename } }", { input: { text: "Hello" } }],
    } as const;
    const answers = [];
    for (const [name, [query, variables]] of Object.entries(operations)) {
      const response = await fetch(`${app.baseUrl}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "10.77.0.2" },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
      answers.push({
        name,
        status: response.status,
        retryAfter: response.headers.get("retry-after"),
        extensions: body.errors?.[0]?.extensions,
        message: body.errors?.[0]?.message,
      });
    }
    expect(answers).toEqual(
      Object.keys(operations).map((name) => ({
        name,
        status: 503,
        retryAfter: "5",
        extensions: { code: "SERVICE_UNAVAILABLE", retryAfterSeconds: 5 },
        message: "Ria is briefly unavailable (its shared store is not answering). Please try again.",
      })),
    );

    // Over a WebSocket the same code and retry time, and no HTTP instructions (a socket has no status).
    const client = wsClient(app.baseUrl, { origin: app.baseUrl, "x-forwarded-for": "10.77.0.3" });
    const [query, variables] = operations.contact;
    const overSocket = await new Promise<unknown>((resolve) =>
      client.subscribe({ query, variables }, { next: resolve, error: resolve, complete: () => {} }),
    );
    await client.dispose();
    expect(overSocket).toMatchObject({
      errors: [
        { message: expect.stringContaining("briefly unavailable"), extensions: { code: "SERVICE_UNAVAILABLE", retryAfterSeconds: 5 } },
      ],
    });
    expect(JSON.stringify(overSocket)).not.toContain('"http"');
  });
});
