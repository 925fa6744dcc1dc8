import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword, TEST_SCRYPT_COST } from "../src/modules/auth/password.service.ts";
import { ADMIN_ENV, freshIp, signIn } from "./auth-helpers.ts";
import { graphql } from "./graphql-client.ts";
import { startTestApp, type TestApp } from "./test-app.ts";

const FIGURES = `
  scope days
  messagesHandled { total daily { day value } }
  meetingsScheduled { total }
  stakeholderReach { total }
  responseTime { medianMs p95Ms replies }
  channels { channel count percent }
  performance { id percent numerator denominator }
`;

interface Report {
  scope: string;
  days: number;
  messagesHandled: { total: number; daily: Array<{ day: string; value: number | null }> };
  meetingsScheduled: { total: number };
  stakeholderReach: { total: number };
  responseTime: { medianMs: number | null; p95Ms: number | null; replies: number };
  channels: Array<{ channel: string; count: number; percent: number }>;
  performance: Array<{ id: string; percent: number | null; numerator: number; denominator: number }>;
}

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const DAY_MINUTES = 24 * 60;

describe("analytics from stored activity", () => {
  let app: TestApp;
  let admin: { cookie: string };
  let client: { cookie: string; id: string };

  beforeAll(async () => {
    app = await startTestApp(undefined, ADMIN_ENV);
    admin = await signIn(app.baseUrl, "ADMIN");
    const prisma = app.db.prisma;
    const email = "analytics@test.example";
    const user = await prisma.user.create({
      data: {
        email,
        name: "Analytics Exec",
        role: "CLIENT",
        passwordHash: await hashPassword("analytics password", TEST_SCRYPT_COST),
        client: { create: { company: "A Ltd", planId: "elite", status: "active" } },
      },
    });
    const login = await fetch(`${app.baseUrl}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": freshIp() },
      body: JSON.stringify({ username: email, password: "analytics password", accountType: "CLIENT" }),
    });
    client = { cookie: login.headers.get("set-cookie")!.split(";")[0]!, id: user.id };

    // The client's chat: replies after 2 s and 6 s today, one after 4 s ten days ago (outside 7 days, inside 30).
    const mine = await prisma.conversation.create({ data: { ownerId: user.id } });
    const exchange = async (conversationId: string, at: Date, replyMs: number) => {
      const question = await prisma.chatMessage.create({ data: { conversationId, role: "user", content: "q", createdAt: at } });
      await prisma.chatMessage.create({
        data: { conversationId, role: "assistant", content: "a", replyToId: question.id, createdAt: new Date(at.getTime() + replyMs) },
      });
    };
    await exchange(mine.id, ago(30), 2_000);
    await exchange(mine.id, ago(20), 6_000);
    await exchange(mine.id, ago(10 * DAY_MINUTES), 4_000);
    // Someone else's chat: a slow reply that only the platform sees.
    const theirs = await prisma.conversation.create({ data: { ownerId: "another-client" } });
    await exchange(theirs.id, ago(15), 30_000);

    await prisma.calendarEvent.createMany({
      data: [
        {
          ownerId: user.id,
          title: "Board review",
          startsAt: ago(-DAY_MINUTES),
          durationMinutes: 30,
          withWhom: "Priya Shah",
          createdAt: ago(40),
        },
        { ownerId: user.id, title: "1:1", startsAt: ago(-DAY_MINUTES), durationMinutes: 30, withWhom: "priya shah ", createdAt: ago(35) },
        {
          ownerId: "another-client",
          title: "Sync",
          startsAt: ago(-DAY_MINUTES),
          durationMinutes: 30,
          withWhom: "Rahul",
          createdAt: ago(35),
        },
      ],
    });
    await prisma.whatsAppMessage.createMany({
      data: [
        { id: "wamid.a1", direction: "in", contact: "919811111111", body: "hi", status: "received", createdAt: ago(50) },
        { id: "wamid.a2", direction: "out", contact: "919811111111", body: "hello", status: "sent", createdAt: ago(49) },
        { id: "wamid.a3", direction: "in", contact: "919822222222", body: "hi", status: "received", createdAt: ago(45) },
      ],
    });
    await prisma.inboundEmail.create({
      data: { fromAddr: "CFO@Example.com", toAddr: "ria@x.com", subject: "Q3", text: "numbers", receivedAt: ago(44) },
    });
    await prisma.scheduledTask.createMany({
      data: [
        { ownerId: user.id, input: "on time", launchTime: ago(120), status: "completed", finishedAt: new Date(ago(120).getTime() + 5_000) },
        { ownerId: user.id, input: "late", launchTime: ago(110), status: "completed", finishedAt: ago(100) },
        { ownerId: user.id, input: "failed", launchTime: ago(90), status: "failed", finishedAt: ago(90) },
        { ownerId: user.id, input: "future", launchTime: ago(-60), status: "scheduled" },
      ],
    });
    await prisma.reminder.createMany({
      data: [
        { ownerId: user.id, title: "fired", dueAt: ago(60), status: "fired", firedAt: ago(60) },
        { ownerId: user.id, title: "missed", dueAt: ago(50), status: "pending" },
        { ownerId: user.id, title: "cancelled", dueAt: ago(40), status: "cancelled" },
      ],
    });
    const rule = await prisma.automationRule.create({
      data: { id: "analytics-rule", ownerId: "platform-admin", name: "R", description: "d", trigger: "keyword" },
    });
    await prisma.ruleRun.createMany({
      data: ["succeeded", "succeeded", "succeeded", "failed"].map((status, index) => ({
        ruleId: rule.id,
        triggerKey: `k${index}`,
        triggerInput: "x",
        status,
        startedAt: ago(30),
      })),
    });
  });
  afterAll(() => app.close());

  const report = async (range: string, cookie?: string) => {
    const result = await graphql<{ analytics: Report }>(
      app.baseUrl,
      `query ($range: AnalyticsRange!) { analytics(range: $range) { ${FIGURES} } }`,
      { range },
      cookie ? { cookie } : {},
    );
    expect(result.body.errors).toBeUndefined();
    return result.body.data!.analytics;
  };

  it("gives a client their own figures only", async () => {
    const mine = await report("LAST_7_DAYS", client.cookie);
    expect(mine.scope).toBe("owner");
    expect(mine.days).toBe(7);
    expect(mine.messagesHandled.total).toBe(2);
    expect(mine.messagesHandled.daily).toHaveLength(7);
    expect(mine.messagesHandled.daily.reduce((sum, point) => sum + (point.value ?? 0), 0)).toBe(2);
    expect(mine.meetingsScheduled.total).toBe(2);
    expect(mine.stakeholderReach.total).toBe(1);
    expect(mine.responseTime).toEqual({ medianMs: 2_000, p95Ms: 6_000, replies: 2 });
    expect(mine.channels).toEqual([
      { channel: "Chat", count: 2, percent: 50 },
      { channel: "WhatsApp", count: 0, percent: 0 },
      { channel: "Email", count: 0, percent: 0 },
      { channel: "Calendar", count: 2, percent: 50 },
    ]);
    expect(mine.performance).toEqual([
      { id: "tasksOnTime", percent: 33, numerator: 1, denominator: 3 },
      { id: "remindersDelivered", percent: 50, numerator: 1, denominator: 2 },
      { id: "ruleRunsSucceeded", percent: null, numerator: 0, denominator: 0 },
    ]);
  });

  it("widens with the range: 30 days include the reply from ten days ago", async () => {
    const month = await report("LAST_30_DAYS", client.cookie);
    expect(month.messagesHandled.total).toBe(3);
    expect(month.messagesHandled.daily).toHaveLength(30);
    expect(month.responseTime).toEqual({ medianMs: 4_000, p95Ms: 6_000, replies: 3 });
  });

  it("gives an admin the whole platform, WhatsApp and email included", async () => {
    const platform = await report("LAST_7_DAYS", admin.cookie);
    expect(platform.scope).toBe("platform");
    // Replies: the client's 2 and another client's 1; WhatsApp: 1 sent; email: 1 processed.
    expect(platform.messagesHandled.total).toBe(5);
    expect(platform.meetingsScheduled.total).toBe(3);
    // Two WhatsApp numbers, one email sender, Priya Shah (named twice) and Rahul.
    expect(platform.stakeholderReach.total).toBe(5);
    expect(platform.responseTime).toEqual({ medianMs: 6_000, p95Ms: 30_000, replies: 3 });
    // The split counts what the figures count: messages Ria handled by channel (WhatsApp sent, not received), and meetings.
    expect(platform.channels.map((share) => [share.channel, share.count])).toEqual([
      ["Chat", 3],
      ["WhatsApp", 1],
      ["Email", 1],
      ["Calendar", 3],
    ]);
    const messageChannels = platform.channels.filter((share) => share.channel !== "Calendar");
    expect(messageChannels.reduce((sum, share) => sum + share.count, 0)).toBe(platform.messagesHandled.total);
    expect(platform.channels.reduce((sum, share) => sum + share.percent, 0)).toBe(100);
    expect(platform.performance.find((figure) => figure.id === "ruleRunsSucceeded")).toEqual({
      id: "ruleRunsSucceeded",
      percent: 75,
      numerator: 3,
      denominator: 4,
    });
  });

  it("shows a visitor the spec's sample figures", async () => {
    const sample = await report("LAST_7_DAYS");
    expect(sample.scope).toBe("sample");
    expect(sample.channels.filter((share) => share.percent > 0).map((share) => [share.channel, share.percent])).toEqual([
      ["WhatsApp", 65],
      ["Email", 25],
      ["Calendar", 10],
    ]);
    expect(sample.performance.map((figure) => figure.percent)).toEqual([94, 87, 92]);
  });

  it("answers GET /api/analytics with the same report for the caller, and refuses a bad range", async () => {
    const viaRest = await fetch(`${app.baseUrl}/api/analytics?days=7`, { headers: { cookie: client.cookie } });
    expect(viaRest.status).toBe(200);
    const body = (await viaRest.json()) as Report;
    const viaGraphql = await report("LAST_7_DAYS", client.cookie);
    expect(body.messagesHandled.total).toBe(viaGraphql.messagesHandled.total);
    expect(body.responseTime).toMatchObject(viaGraphql.responseTime);
    expect(body.performance.map((figure) => figure.percent)).toEqual(viaGraphql.performance.map((figure) => figure.percent));
    expect(((await (await fetch(`${app.baseUrl}/api/analytics`)).json()) as Report).scope).toBe("sample");

    const bad = await fetch(`${app.baseUrl}/api/analytics?days=12`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: { code: "VALIDATION_FAILED", message: "days must be 7, 30 or 90", fields: { days: "Choose 7, 30 or 90 days" } },
    });
  });
});
