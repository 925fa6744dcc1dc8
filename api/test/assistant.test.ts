import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../src/app.ts";
import { purgeStaleGuests } from "../src/modules/assistant/guest-cleanup.ts";
import { deliverBriefs } from "../src/modules/assistant/morning-brief.ts";
import { guestOwner } from "../src/modules/assistant/owner.rules.ts";
import { fireReminder } from "../src/modules/assistant/reminders.jobs.ts";
import { hashPassword, TEST_SCRYPT_COST } from "../src/modules/auth/password.service.ts";
import { ADMIN_ENV, signIn } from "./auth-helpers.ts";
import { databaseTargets } from "./databases.ts";
import { graphql, wsClient } from "./graphql-client.ts";
import { createInvitationService } from "../src/modules/calendar/invitations.service.ts";
import { mailConfigOf } from "../src/modules/mail/mail-config.ts";
import { createMailService } from "../src/modules/mail/mail.service.ts";
import { startSmtpInbox } from "./smtp-inbox.ts";
import { startTestApp, testEnv, type TestApp } from "./test-app.ts";

type ChatEvent = {
  kind: string;
  replyTo: string | null;
  delta: string | null;
  replySoFar: string | null;
  message: { id: string; role: string; content: string; actions: Array<Record<string, unknown>> } | null;
};

describe.each(databaseTargets)("Ria chat on $name", (target) => {
  let app: TestApp;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    app = await startTestApp(target, { ...ADMIN_ENV, SMTP_URL: inbox.url, SMTP_FROM: "Ria <ria@test.example>" });
  });
  afterAll(async () => {
    await app.close();
    await inbox.close();
  });

  const chat = (message: unknown, headers: Record<string, string> = {}) =>
    fetch(`${app.baseUrl}/api/ria/chat`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(message),
    });

  /** A new active client on a plan, signed in over REST from its own address; returns the user and session cookie. */
  async function signInNewClient(client: { email: string; name: string; company: string; planId: string }, ip: string) {
    const password = "client password";
    const user = await app.db.prisma.user.create({
      data: {
        email: client.email,
        name: client.name,
        role: "CLIENT",
        passwordHash: await hashPassword(password, TEST_SCRYPT_COST),
        client: { create: { company: client.company, planId: client.planId, status: "active" } },
      },
    });
    const login = await fetch(`${app.baseUrl}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body: JSON.stringify({ username: client.email, password, accountType: "CLIENT" }),
    });
    return { user, cookie: login.headers.get("set-cookie")!.split(";")[0]! };
  }

  /** Mail through this suite's SMTP server, as the app's own workers send it. */
  const liveMail = () =>
    createMailService({ outbox: app.services.outbox, config: mailConfigOf({ SMTP_URL: inbox.url, SMTP_FROM: "Ria <ria@test.example>" }) });

  /** A fresh guest: the chat query sets its cookie. */
  async function guestCookie(): Promise<string> {
    const response = await fetch(`${app.baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ chat { usage { dailyResponsesUsed } } }" }),
    });
    return response.headers.get("set-cookie")!.split(";")[0]!;
  }

  it("sets a reminder from plain words and answers { response, actions } over REST", async () => {
    const cookie = await guestCookie();
    const response = await chat(
      {
        message: "Remind me to call Rahul tomorrow at 5pm",
        userContext: { name: "Arjun", company: "Demo", timezone: "Asia/Kolkata" },
        conversationHistory: [],
      },
      { cookie },
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.actions).toEqual([
      {
        id: expect.any(String),
        type: "reminder",
        status: "scheduled",
        title: "Call Rahul",
        at: expect.stringMatching(/T17:00:00\+05:30$/),
      },
    ]);
    expect(body.response).toMatch(/call Rahul/);
    const reminder = await app.db.prisma.reminder.findUniqueOrThrow({ where: { id: body.actions[0].id } });
    expect(reminder.ownerId).toMatch(/^guest:/);
  });

  it("streams the reply as deltas before the final message with its actions", async () => {
    const cookie = await guestCookie();
    const client = wsClient(app.baseUrl, { cookie });
    const events: ChatEvent[] = [];
    const done = new Promise<void>((resolve, reject) => {
      client.subscribe<{ chatEvents: ChatEvent }>(
        {
          query: `subscription {
            chatEvents { kind replyTo delta replySoFar message { id role content actions { type status title at durationMinutes } } }
          }`,
        },
        {
          next: ({ data }) => {
            events.push(data!.chatEvents);
            if (data!.chatEvents.message?.role === "assistant") resolve();
          },
          error: reject,
          complete: () => {},
        },
      );
    });
    // Synchronise on the subscription being live: probe events reach it once it is.
    const ownerId = guestOwner(cookie.split("=")[1]!).id;
    await expect
      .poll(() => {
        app.pubsub.pubsub.publish("chat.event", ownerId, { kind: "delta", replyTo: "probe", text: "", soFar: "" });
        return events.some((event) => event.replyTo === "probe");
      })
      .toBe(true);
    events.splice(0);
    const sent = await graphql<{ sendChatMessage: { __typename: string; data: { id: string } } }>(
      app.baseUrl,
      `
        mutation ($input: SendChatMessageInput!) {
          sendChatMessage(input: $input) {
            __typename
            ... on MutationSendChatMessageSuccess {
              data {
                id
                content
              }
            }
          }
        }
      `,
      { input: { text: "Schedule a meeting with the CFO next Monday at 11 for 45 minutes", clientMessageId: "m-1" } },
      { cookie },
    );
    expect(sent.body.data?.sendChatMessage.__typename).toBe("MutationSendChatMessageSuccess");
    await done;
    await client.dispose();
    const deltas = events.filter((event) => event.kind === "delta");
    const final = events.at(-1)!;
    expect(deltas.length).toBeGreaterThan(1);
    expect(events.findIndex((event) => event.kind === "delta")).toBeLessThan(events.length - 1);
    expect(deltas.map((event) => event.delta).join("")).toBe(final.message!.content);
    // Each delta carries the reply so far: a client that subscribed after the first ones still shows it from its start.
    expect(deltas.map((event) => event.replySoFar)).toEqual(
      deltas.map((_, i) =>
        deltas
          .slice(0, i + 1)
          .map((event) => event.delta)
          .join(""),
      ),
    );
    expect(final.message!.actions).toEqual([
      {
        type: "calendar",
        status: "scheduled",
        title: "Meeting with the CFO",
        at: expect.stringMatching(/T11:00:00\+05:30$/),
        durationMinutes: 45,
      },
    ]);
  });

  it("refuses empty, oversized and malformed messages with clear 4xx answers", async () => {
    const cookie = await guestCookie();
    expect((await chat({ message: "   " }, { cookie })).status).toBe(400);
    const huge = await chat({ message: "x".repeat(4001) }, { cookie });
    expect(huge.status).toBe(413);
    expect((await huge.json()).error.message).toBe("Messages can be at most 4,000 characters");
    expect((await chat({ message: 42 }, { cookie })).status).toBe(400);
    // Control characters are dropped; a NUL (which no database text can hold) is refused at the door.
    const junk = await chat({ message: "\u0001\u0002<script>alert(1)</script>" }, { cookie });
    expect(junk.status).toBe(200);
    expect((await junk.json()).actions).toEqual([]);
    const nul = await chat({ message: "hello\u0000" }, { cookie });
    expect(nul.status).toBe(400);
    expect((await nul.json()).error.message).toBe("Text must be valid Unicode without NUL characters");
  });

  it("gives the chat as a connection: the latest 50 messages, oldest first, with earlier ones before them", async () => {
    const cookie = await guestCookie();
    const conversation = await app.db.prisma.conversation.create({ data: { ownerId: guestOwner(cookie.split("=")[1]!).id } });
    const start = Date.UTC(2026, 0, 1);
    await app.db.prisma.chatMessage.createMany({
      data: Array.from({ length: 55 }, (_, index) => ({
        conversationId: conversation.id,
        role: index % 2 ? "assistant" : "user",
        content: `message ${index}`,
        createdAt: new Date(start + index * 1000),
      })),
    });
    type Page = { chat: { messages: { edges: Array<{ node: { content: string } }>; pageInfo: { hasPreviousPage: boolean } } } };
    const page = await graphql<Page>(
      app.baseUrl,
      "{ chat { messages(last: 50) { edges { node { content } } pageInfo { hasPreviousPage } } } }",
      {},
      { cookie },
    );
    const contents = page.body.data!.chat.messages.edges.map((edge) => edge.node.content);
    expect(contents).toEqual(Array.from({ length: 50 }, (_, index) => `message ${index + 5}`));
    expect(page.body.data!.chat.messages.pageInfo.hasPreviousPage).toBe(true);
    // Never more than 50 at once.
    type Cursors = { chat: { messages: { edges: unknown[] } } };
    const more = await graphql<Cursors>(app.baseUrl, "{ chat { messages(last: 55) { edges { cursor } } } }", {}, { cookie });
    expect(more.body.data!.chat.messages.edges).toHaveLength(50);
  });

  it("keeps guests apart", async () => {
    const first = await guestCookie();
    const second = await guestCookie();
    await chat({ message: "Add approve marketing budget to my task list" }, { cookie: first });
    const query = "{ chat { messages(last: 50) { edges { node { content } } } } }";
    const mine = await graphql<{ chat: { messages: { edges: unknown[] } } }>(app.baseUrl, query, {}, { cookie: first });
    const theirs = await graphql<{ chat: { messages: { edges: unknown[] } } }>(app.baseUrl, query, {}, { cookie: second });
    expect(mine.body.data?.chat.messages.edges.length).toBe(2);
    expect(theirs.body.data?.chat.messages.edges).toEqual([]);
    const list = await chat({ message: "show my tasks" }, { cookie: second });
    expect((await list.json()).response).toBe("Your task list is empty.");
  });

  it("invites a meeting's attendees by email, updates them with the same UID and a higher SEQUENCE, and cancels", async () => {
    const email = "invites@test.example";
    const { cookie } = await signInNewClient({ email, name: "Anita Rao", company: "Rao Steel", planId: "elite" }, "10.9.9.7");
    const say = async (message: string) => (await chat({ message }, { cookie })).json();

    const booked = await say("Book a meeting with kavita.shah@acme.com and Tarun (tarun@infosys.com) tomorrow at 4 pm");
    expect(booked.response).toMatch(/I'm sending the invitation to kavita\.shah@acme\.com, tarun@infosys\.com\./);
    const [invitation] = await inbox.to("kavita.shah@acme.com", 1);
    expect(invitation!.subject).toMatch(/^Invitation: Meeting with Kavita Shah and Tarun · \w{3}, \d{1,2} \w{3}, 4:00 pm IST$/);
    expect(invitation!.replyTo?.text).toBe(email);
    const ics = (mail: typeof invitation) => String(mail!.attachments.find((a) => a.contentType === "text/calendar")?.content ?? "");
    const calendarType = (mail: typeof invitation) =>
      mail!.attachments.find((a) => a.contentType === "text/calendar")?.headers.get("content-type");
    expect(calendarType(invitation)).toMatchObject({ value: "text/calendar", params: { method: "REQUEST" } });
    expect(ics(invitation)).toContain(`UID:${booked.actions[0].id}@ria`);
    expect(ics(invitation)).toContain("SEQUENCE:0");
    expect(ics(invitation)).toMatch(/DTSTART;TZID=Asia\/Kolkata:\d{8}T160000/);
    expect(ics(invitation)).toContain(`ORGANIZER;CN="Anita Rao":mailto:${email}`);
    expect((await inbox.to("tarun@infosys.com", 1)).length).toBe(1);

    await say("move it to 5 pm");
    const [, update] = await inbox.to("kavita.shah@acme.com", 2);
    expect(update!.subject).toMatch(/^Updated invitation: .* 5:00 pm IST$/);
    expect(ics(update)).toContain("SEQUENCE:1");
    expect(ics(update)).toContain(`UID:${booked.actions[0].id}@ria`);

    await say("cancel it");
    const [, , cancel] = await inbox.to("kavita.shah@acme.com", 3);
    expect(calendarType(cancel)).toMatchObject({ params: { method: "CANCEL" } });
    expect(ics(cancel)).toMatch(/SEQUENCE:2[\s\S]*STATUS:CANCELLED/);
    // Each row says "sent" once the server has accepted its mail, which may land in the inbox a moment before.
    const statuses = async () =>
      (
        await app.db.prisma.outboxMessage.findMany({
          where: { channel: "email", ownerId: { not: null }, recipient: "kavita.shah@acme.com" },
        })
      ).map((row) => row.status);
    await expect.poll(statuses, { timeout: 20_000 }).toEqual(["sent", "sent", "sent"]);
    // Other tests here count the clients due a morning brief.
    await app.db.prisma.user.delete({ where: { email } });
  });

  it("sends a meeting's 100 invitations, each once (the rate is printed, not asserted)", async () => {
    const owner = await app.db.prisma.user.create({
      data: { email: "many-invites@test.example", name: "Vikram Seth", role: "CLIENT", passwordHash: "unused" },
    });
    const invite = createInvitationService({ prisma: app.db.prisma, mail: liveMail() });
    const attendeeEmails = Array.from({ length: 100 }, (_, n) => `attendee${n}@invites.example`);
    const meeting = {
      ...{ id: "00000000-0000-4000-8000-000000000100", ownerId: owner.id, title: "All-hands", durationMinutes: 60, sequence: 0 },
      ...{ startsAt: new Date(Date.now() + 86_400_000), place: null, rrule: null, skipped: [], attendeeEmails },
    };
    const started = Date.now();
    expect(await invite(meeting, "REQUEST")).toBe("queued");
    await expect.poll(() => inbox.mails.filter((mail) => mail.subject?.includes("All-hands")).length, { timeout: 60_000 }).toBe(100);
    const seconds = (Date.now() - started) / 1000;
    const rate = `${seconds.toFixed(1)} s (${(100 / seconds).toFixed(0)}/s)`;
    console.info(`email (${target.name}): 100 invitations queued and received by the SMTP server in ${rate}`);
    // A row says "sent" once the server has accepted its mail (see above).
    await expect
      .poll(() => app.db.prisma.outboxMessage.count({ where: { ownerId: owner.id, status: "sent" } }), { timeout: 20_000 })
      .toBe(100);
    await app.db.prisma.user.delete({ where: { id: owner.id } });
  });

  it("records a demo account's invitation in the outbox and sends no email to anyone", async () => {
    const { cookie } = await signIn(app.baseUrl, "CLIENT");
    const booked = await (await chat({ message: "Book a call with ceo@bigcorp.example tomorrow at 11 am" }, { cookie })).json();
    expect(booked.response).toMatch(/The invitation to ceo@bigcorp\.example is in the outbox; no email leaves in demo mode\.$/);
    const row = await app.db.prisma.outboxMessage.findFirstOrThrow({ where: { channel: "email", recipient: "ceo@bigcorp.example" } });
    // The sender takes only queued rows: a demo row is never one.
    expect(row.status).toBe("demo");
    expect(inbox.mails.filter((mail) => JSON.stringify(mail.to).includes("bigcorp"))).toEqual([]);
  });

  it("enforces the plan's daily responses, warns at 80% and names the upgrade", async () => {
    const email = "weekly@test.example";
    const { user, cookie } = await signInNewClient({ email, name: "Weekly Exec", company: "W Ltd", planId: "weekly" }, "10.9.9.9");
    expect((await chat({ message: "hi" }, { cookie })).status).toBe(200);
    const usage = await graphql<{ chat: { usage: { dailyResponsesUsed: number; dailyResponsesLimit: number; nearLimit: boolean } } }>(
      app.baseUrl,
      "{ chat { usage { dailyResponsesUsed dailyResponsesLimit nearLimit } } }",
      {},
      { cookie },
    );
    expect(usage.body.data?.chat.usage).toEqual({ dailyResponsesUsed: 1, dailyResponsesLimit: 2, nearLimit: false });
    expect((await chat({ message: "thanks Ria" }, { cookie })).status).toBe(200);
    const over = await chat({ message: "one more" }, { cookie });
    expect(over.status).toBe(429);
    expect(await over.json()).toEqual({
      error: {
        code: "PLAN_LIMIT_REACHED",
        message: "You've used all 2 of today's responses. Upgrade your plan for more.",
        upgradePath: "/pricing",
      },
    });
    expect(await app.db.prisma.chatMessage.count({ where: { conversation: { ownerId: user.id }, content: "one more" } })).toBe(0);
  });

  it("gates features by plan on the server: a weekly plan sets reminders but does not book meetings", async () => {
    const email = "weekly2@test.example";
    const { cookie } = await signInNewClient({ email, name: "Weekly Two", company: "W2 Ltd", planId: "weekly" }, "10.9.9.8");
    const meeting = await (await chat({ message: "Schedule a meeting with the CFO next Monday at 11" }, { cookie })).json();
    expect(meeting).toEqual({
      response: "Calendar sync isn't part of your current plan. Upgrade on the Pricing page and I'll take care of this for you.",
      actions: [],
    });
    const reminder = await (await chat({ message: "Remind me to call Rahul tomorrow at 5pm" }, { cookie })).json();
    expect(reminder.actions).toMatchObject([{ type: "reminder", status: "scheduled" }]);
  });

  it("limits anyone to 20 messages a minute", async () => {
    const admin = await signIn(app.baseUrl, "ADMIN");
    const statuses: number[] = [];
    for (let index = 0; index < 21; index++) statuses.push((await chat({ message: `note ${index}` }, { cookie: admin.cookie })).status);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it("returns the first message when a send is retried with the same clientMessageId, even while it is being answered", async () => {
    const cookie = await guestCookie();
    const mutation = `mutation ($input: SendChatMessageInput!) {
      sendChatMessage(input: $input) { __typename ... on MutationSendChatMessageSuccess { data { id } } }
    }`;
    const input = { text: "Add call the auditors to my task list", clientMessageId: "retry-1" };
    const send = () =>
      graphql<{ sendChatMessage: { __typename: string; data: { id: string } } }>(app.baseUrl, mutation, { input }, { cookie });
    // Three at once (a double tap and a network retry), then one after the reply is stored.
    const racing = await Promise.all([send(), send(), send()]);
    const ids = racing.map((answer) => answer.body.data?.sendChatMessage.data?.id);
    expect(racing.map((answer) => answer.body.data?.sendChatMessage.__typename)).toEqual(Array(3).fill("MutationSendChatMessageSuccess"));
    expect(new Set(ids).size).toBe(1);
    const stored = await app.db.prisma.chatMessage.findMany({ where: { clientMessageId: "retry-1" } });
    expect(stored).toHaveLength(1);
    await expect.poll(() => app.db.prisma.chatMessage.count({ where: { replyToId: stored[0]!.id } })).toBe(1);
    const later = await send();
    expect(later.body.data?.sendChatMessage.data.id).toBe(ids[0]);
    expect(await app.db.prisma.chatMessage.count({ where: { replyToId: stored[0]!.id } })).toBe(1);
    expect(await app.db.prisma.listItem.count({ where: { title: { contains: "auditors" } } })).toBe(1);
  });

  it("answers the status page's health probe without creating a guest chat", async () => {
    const before = await app.db.prisma.conversation.count();
    const response = await chat({ message: "health check" });
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(await app.db.prisma.conversation.count()).toBe(before);
  });

  it("fires a reminder at its time into the chat and the WhatsApp outbox, once", async () => {
    const cookie = await guestCookie();
    const body = await (await chat({ message: "remind me in 2 hours to review the Q3 numbers" }, { cookie })).json();
    const reminderId = body.actions[0].id;
    expect(await fireReminder(app.db.prisma, app.pubsub.pubsub, reminderId)).toBe(true);
    expect(await fireReminder(app.db.prisma, app.pubsub.pubsub, reminderId)).toBe(false);
    const messages = await graphql<{ chat: { messages: { edges: Array<{ node: { content: string } }> } } }>(
      app.baseUrl,
      "{ chat { messages(last: 50) { edges { node { content } } } } }",
      {},
      { cookie },
    );
    const reminders = messages.body.data?.chat.messages.edges.filter((edge) => edge.node.content === "⏰ Reminder: Review the Q3 numbers");
    expect(reminders).toHaveLength(1);
    expect(await app.db.prisma.outboxMessage.count({ where: { idempotencyKey: { startsWith: `reminder:${reminderId}` } } })).toBe(1);
  });

  it("deletes a guest's chat and data after 7 idle days", async () => {
    const cookie = await guestCookie();
    const body = await (await chat({ message: "Add water the plants to my task list" }, { cookie })).json();
    const item = await app.db.prisma.listItem.findUniqueOrThrow({ where: { id: body.actions[0].id } });
    expect(await purgeStaleGuests(app.db.prisma, new Date(Date.now() + 6 * 86_400_000))).toBe(0);
    expect(await purgeStaleGuests(app.db.prisma, new Date(Date.now() + 8 * 86_400_000))).toBeGreaterThanOrEqual(1);
    expect(await app.db.prisma.listItem.count({ where: { ownerId: item.ownerId } })).toBe(0);
    expect(await app.db.prisma.conversation.count({ where: { ownerId: item.ownerId } })).toBe(0);
    // Signed-in clients' data is never touched by this.
    expect(await app.db.prisma.conversation.count({ where: { ownerId: { not: { startsWith: "guest:" } } } })).toBeGreaterThan(0);
  });

  it("delivers the morning brief at the client's time, once, with today's meetings, reminders and tasks", async () => {
    const demo = await app.db.prisma.user.findUniqueOrThrow({ where: { email: "demo@ria.example" } });
    const now = new Date("2026-11-21T02:30:00Z"); // 08:00 IST
    await app.db.prisma.calendarEvent.create({
      data: { ownerId: demo.id, title: "Board sync", startsAt: new Date("2026-11-21T05:30:00Z"), durationMinutes: 90 },
    });
    await app.db.prisma.listItem.create({ data: { ownerId: demo.id, title: "Sign the NDA" } });
    expect(await deliverBriefs(app.db.prisma, app.pubsub.pubsub, now)).toBe(1);
    expect(await deliverBriefs(app.db.prisma, app.pubsub.pubsub, now)).toBe(0);
    expect(await deliverBriefs(app.db.prisma, app.pubsub.pubsub, new Date(now.getTime() + 60_000))).toBe(0);
    const brief = await app.db.prisma.chatMessage.findFirstOrThrow({ where: { clientMessageId: "brief:2026-11-21" } });
    expect(brief.content).toMatch(/^Good morning, Arjun! Here is your day\./);
    expect(brief.content).toContain("11:00 am Board sync (1 hour 30 minutes)");
    expect(brief.content).toContain("• Sign the NDA");
    expect(await app.db.prisma.outboxMessage.count({ where: { kind: "morning-brief", ownerId: demo.id } })).toBe(1);
  });

  it("fires a due reminder through the job engine by itself", async () => {
    const cookie = await guestCookie();
    const body = await (await chat({ message: "remind me in 2 hours to sign the lease" }, { cookie })).json();
    const reminderId = body.actions[0].id;
    // Bring the job forward instead of waiting two hours.
    await app.db.sql.query(`UPDATE pgboss.job SET start_after = now() WHERE singleton_key = $1`, [reminderId]);
    await expect
      .poll(async () => (await app.db.prisma.reminder.findUniqueOrThrow({ where: { id: reminderId } })).status, {
        timeout: 20_000,
        interval: 250,
      })
      .toBe("fired");
  });

  it("sends reminders and the morning brief by email too, once each, to a client who asks for it", async () => {
    const email = "by-email@test.example";
    const { user, cookie } = await signInNewClient({ email, name: "Meera Iyer", company: "Iyer & Co", planId: "elite" }, "10.9.9.11");
    const remind = async (what: string) =>
      (await (await chat({ message: `remind me in 2 hours to ${what}` }, { cookie })).json()).actions[0].id as string;
    const fire = async (reminderId: string) => {
      await app.db.sql.query(`UPDATE pgboss.job SET start_after = now() WHERE singleton_key = $1`, [reminderId]);
      await expect.poll(async () => (await app.db.prisma.reminder.findUniqueOrThrow({ where: { id: reminderId } })).status).toBe("fired");
    };
    // Not asked for: the chat and WhatsApp only.
    const quiet = await remind("water the plants");
    await fire(quiet);
    expect(await app.db.prisma.outboxMessage.count({ where: { channel: "email", ownerId: user.id } })).toBe(0);

    const set = await graphql<{ setRemindersByEmail: { __typename: string; data?: { byEmail: boolean } } }>(
      app.baseUrl,
      "mutation { setRemindersByEmail(byEmail: true) { __typename ... on MutationSetRemindersByEmailSuccess { data { byEmail } } } }",
      {},
      { cookie },
    );
    expect(set.body.data!.setRemindersByEmail).toEqual({ __typename: "MutationSetRemindersByEmailSuccess", data: { byEmail: true } });
    const reminderId = await remind("call the bank");
    await fire(reminderId);
    const [mail] = await inbox.to(email, 1);
    expect(mail!.subject).toBe("Reminder: Call the bank");
    expect(mail!.text).toContain("⏰ Reminder from Ria: Call the bank");
    // Fired again (a redelivered job): nothing more.
    expect(await fireReminder(app.db.prisma, app.pubsub.pubsub, reminderId, { mail: liveMail() })).toBe(false);

    const now = new Date("2026-11-23T03:00:00Z"); // 08:30 IST
    await app.db.prisma.clientProfile.update({ where: { userId: user.id }, data: { briefTime: "08:30" } });
    await deliverBriefs(app.db.prisma, app.pubsub.pubsub, now, liveMail());
    await deliverBriefs(app.db.prisma, app.pubsub.pubsub, now, liveMail());
    const mails = await inbox.to(email, 2);
    expect(mails.map((received) => received.subject)).toEqual(["Reminder: Call the bank", "Your day, from Ria"]);
    expect(mails[1]!.text).toMatch(/^Good morning, Meera! Here is your day\./);
    expect(await app.db.prisma.outboxMessage.count({ where: { channel: "email", ownerId: user.id } })).toBe(2);
    await app.db.prisma.user.delete({ where: { id: user.id } });
  });
});

describe("a repeating reminder across a restart", () => {
  it("delivers each occurrence once, before and after the server restarts", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ria-restart-"));
    const boot = async () => {
      const app = await buildApp(testEnv({ DATA_DIR: dir }));
      return { app, baseUrl: await app.start() };
    };
    const due = (app: App, key: string) => app.db.sql.query(`UPDATE pgboss.job SET start_after = now() WHERE singleton_key = $1`, [key]);
    let { app, baseUrl } = await boot();
    try {
      const response = await fetch(`${baseUrl}/api/ria/chat`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ message: "Remind me every day at 9 am to check the cash position" }),
      });
      const { actions } = (await response.json()) as { actions: Array<{ id: string }> };
      const id = actions[0]!.id;
      const first = (await app.db.prisma.reminder.findUniqueOrThrow({ where: { id } })).dueAt;
      const day = (n: number) => new Date(first.getTime() + n * 86_400_000);
      await due(app, id);
      await expect
        .poll(async () => (await app.db.prisma.reminder.findUniqueOrThrow({ where: { id } })).dueAt.getTime(), { timeout: 20_000 })
        .toBe(day(1).getTime());
      await app.stop();
      ({ app, baseUrl } = await boot());
      await due(app, `${id}@${day(1).toISOString()}`);
      await expect
        .poll(async () => (await app.db.prisma.reminder.findUniqueOrThrow({ where: { id } })).dueAt.getTime(), { timeout: 20_000 })
        .toBe(day(2).getTime());
      const sent = await app.db.prisma.outboxMessage.findMany({ where: { idempotencyKey: { startsWith: `reminder:${id}` } } });
      expect(sent.map((message) => message.idempotencyKey).sort()).toEqual([
        `reminder:${id}@${first.toISOString()}`,
        `reminder:${id}@${day(1).toISOString()}`,
      ]);
      expect(await app.db.prisma.chatMessage.count({ where: { content: "⏰ Reminder: Check the cash position" } })).toBe(2);
    } finally {
      await app.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
