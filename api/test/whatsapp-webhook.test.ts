import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GUEST_MESSAGES_PER_ADDRESS_PER_DAY } from "../src/modules/assistant/chat.service.ts";
import { movedDueAt } from "../src/modules/assistant/reminder-actions.rules.ts";
import { fireReminder } from "../src/modules/assistant/reminders.jobs.ts";
import { BUTTON_REFUSED_TEXT } from "../src/modules/whatsapp/button-reply.ts";
import { OPTED_IN_TEXT, OPTED_OUT_TEXT } from "../src/modules/whatsapp/opt-out.rules.ts";
import { createOptOuts } from "../src/modules/whatsapp/opt-outs.service.ts";
import { createReplyIds } from "../src/modules/whatsapp/reply-ids.ts";
import { createWhatsAppSender, type WhatsAppSender } from "../src/modules/whatsapp/sender.service.ts";
import { processWebhook } from "../src/modules/whatsapp/webhook.processor.ts";
import type { WebhookEnvelope } from "../src/modules/whatsapp/webhook.types.ts";
import type { WhatsAppConfig } from "../src/modules/whatsapp/whatsapp-config.service.ts";
import { databaseTargets } from "./databases.ts";
import { startTestApp, type TestApp } from "./test-app.ts";
import { buttonReplyEnvelope, DEMO_SECRET, inboundEnvelope, postWebhook, statusEnvelope, statusesEnvelope } from "./whatsapp-helpers.ts";

const silentLogger = pino({ level: "silent" });

describe.each(databaseTargets)("WhatsApp webhook on $name", (target) => {
  let app: TestApp;
  beforeAll(async () => (app = await startTestApp(target)));
  afterAll(() => app.close());

  const messages = () => app.db.prisma.whatsAppMessage.count();
  const countJobs = async (states: string) =>
    (
      await app.db.sql.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'whatsapp-webhook' AND state IN (${states})`,
      )
    )[0]!.n;
  const queued = () => countJobs("'created', 'retry', 'active', 'completed', 'failed'");
  const pendingDeliveries = () => countJobs("'created', 'retry', 'active'");
  const settle = (id: string) =>
    expect
      .poll(() => app.db.prisma.outboxMessage.count({ where: { idempotencyKey: `reply:${id}` } }), { timeout: 20_000, interval: 200 })
      .toBe(1);

  it("answers the subscription check with the raw challenge, and 403 otherwise", async () => {
    const ok = await fetch(
      `${app.baseUrl}/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=ria-demo-verify-token&hub.challenge=1158201444`,
    );
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe("1158201444");
    expect((await fetch(`${app.baseUrl}/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=1`)).status).toBe(403);
    expect(
      (await fetch(`${app.baseUrl}/api/whatsapp/webhook?hub.mode=unsubscribe&hub.verify_token=ria-demo-verify-token&hub.challenge=1`))
        .status,
    ).toBe(403);
  });

  it("answers the status page's probe unsigned, writing nothing", async () => {
    const before = await messages();
    const response = await postWebhook(app.baseUrl, { test: true }, { signature: null });
    expect(response.status).toBe(200);
    expect(await messages()).toBe(before);
  });

  it("refuses a missing or wrong signature with 401 and writes nothing", async () => {
    const before = await messages();
    const queuedBefore = await queued();
    const envelope = inboundEnvelope("wamid.unsigned", "919800000001", "hello");
    expect((await postWebhook(app.baseUrl, envelope, { signature: null })).status).toBe(401);
    expect((await postWebhook(app.baseUrl, envelope, { secret: "not the secret" })).status).toBe(401);
    expect((await postWebhook(app.baseUrl, envelope, { signature: "sha256=abc" })).status).toBe(401);
    // Refused deliveries are never queued, so nothing can be written later.
    expect(await queued()).toBe(queuedBefore);
    expect(await messages()).toBe(before);
  });

  it("checks the signature over the raw bytes, non-ASCII included, and replies through the outbox in demo mode", async () => {
    const raw = JSON.stringify(inboundEnvelope("wamid.hindi", "919800000002", "kal shaam 6 baje Rahul ko call karna yaad dilana 🙏 नमस्ते"));
    // Same JSON with different spacing: a signature over re-serialised JSON would not match.
    const spaced = raw.replace(/,"/g, ', "');
    const response = await postWebhook(app.baseUrl, spaced);
    expect(response.status).toBe(200);
    await settle("wamid.hindi");
    const reply = await app.db.prisma.outboxMessage.findUniqueOrThrow({ where: { idempotencyKey: "reply:wamid.hindi" } });
    expect(reply).toMatchObject({ channel: "whatsapp", recipient: "919800000002", status: "demo" });
    expect(reply.body).toMatch(/Rahul/);
    expect((await app.db.prisma.whatsAppContact.findUniqueOrThrow({ where: { waId: "919800000002" } })).name).toBe("Tester");
  });

  it("answers every WhatsApp sender, however many write in a day: the web's allowance per address is not theirs", async () => {
    // Every sender reaches us from Meta's address: a web guest's allowance per address would refuse all but the first few.
    const senders = Array.from(
      { length: GUEST_MESSAGES_PER_ADDRESS_PER_DAY + 2 },
      (_, index) => `9198770${String(index).padStart(5, "0")}`,
    );
    for (const [index, sender] of senders.entries()) {
      expect(
        (await postWebhook(app.baseUrl, inboundEnvelope(`wamid.many-${index}`, sender, "Add renew the club membership to my list"))).status,
      ).toBe(200);
    }
    for (const index of senders.keys()) await settle(`wamid.many-${index}`);
    const replies = await app.db.prisma.outboxMessage.findMany({ where: { idempotencyKey: { startsWith: "reply:wamid.many-" } } });
    expect(replies).toHaveLength(senders.length);
    expect(replies.filter((reply) => !/club membership/i.test(reply.body)).map((reply) => reply.body)).toEqual([]);
  });

  it("has one effect for 1,000 replays of one message", { timeout: 180_000 }, async () => {
    const envelope = inboundEnvelope("wamid.replayed", "919800000003", "Add renew the office lease to my task list");
    for (let start = 0; start < 1000; start += 50) {
      const statuses = await Promise.all(
        Array.from({ length: 50 }, () => postWebhook(app.baseUrl, envelope).then((response) => response.status)),
      );
      expect(new Set(statuses)).toEqual(new Set([200]));
    }
    await settle("wamid.replayed");
    await expect.poll(pendingDeliveries, { timeout: 120_000, interval: 500 }).toBe(0);
    expect(await app.db.prisma.whatsAppMessage.count({ where: { id: "wamid.replayed" } })).toBe(1);
    expect(await app.db.prisma.listItem.count({ where: { title: "Renew the office lease" } })).toBe(1);
    expect(await app.db.prisma.outboxMessage.count({ where: { recipient: "919800000003" } })).toBe(1);
  });

  it("retries a reply that failed after its message was stored, and a non-numeric timestamp is not fatal", async () => {
    const envelope = inboundEnvelope("wamid.retry", "919800000009", "Add book the offsite venue to my task list");
    (envelope.entry[0]!.changes[0]!.value.messages[0] as { timestamp: string }).timestamp = "not-a-number";
    const { chat } = app.services.assistant;
    const { automation } = app.services;
    let attempts = 0;
    const flaky = {
      live: false,
      send: async () => {
        attempts++;
        throw new Error("the outbox is down");
      },
    };
    const deps = {
      prisma: app.db.prisma,
      outbox: app.services.outbox,
      pubsub: app.pubsub.pubsub,
      automation,
      chat,
      recipients: app.services.recipients,
      logger: silentLogger,
      optOuts: createOptOuts(app.db.prisma),
      replyIds: createReplyIds(DEMO_SECRET),
      reminders: app.services.assistant.reminders,
      emailReplies: app.services.emailReplies,
    };
    await expect(processWebhook(envelope as WebhookEnvelope, { ...deps, whatsapp: flaky as unknown as WhatsAppSender })).rejects.toThrow(
      /1 WhatsApp message/,
    );
    expect(attempts).toBe(1);
    expect(await app.db.prisma.whatsAppMessage.count({ where: { id: "wamid.retry" } })).toBe(1);
    // The job engine's retry: the stored message is not an excuse to skip the reply.
    const sender = createWhatsAppSender({
      outbox: app.services.outbox,
      config: { live: false } as WhatsAppConfig,
      deliver: async () => "duplicate",
    });
    await processWebhook(envelope as WebhookEnvelope, { ...deps, whatsapp: sender });
    expect(await app.db.prisma.outboxMessage.count({ where: { idempotencyKey: "reply:wamid.retry" } })).toBe(1);
    expect(await app.db.prisma.listItem.count({ where: { title: "Book the offsite venue" } })).toBe(1);
    expect(await app.db.prisma.chatMessage.count({ where: { clientMessageId: "wamid.retry" } })).toBe(1);
  });

  it("keeps the latest status whatever order statuses arrive in, with the error of a failure", async () => {
    await postWebhook(app.baseUrl, statusEnvelope("wamid.out1", "read"));
    await postWebhook(app.baseUrl, statusEnvelope("wamid.out1", "sent", "delivered"));
    await postWebhook(app.baseUrl, statusEnvelope("wamid.out2", "delivered", "failed", "sent"));
    await expect.poll(pendingDeliveries, { timeout: 20_000, interval: 200 }).toBe(0);
    expect(await app.db.prisma.whatsAppMessage.findUniqueOrThrow({ where: { id: "wamid.out1" } })).toMatchObject({
      status: "read",
      statusRank: 3,
    });
    expect(await app.db.prisma.whatsAppMessage.findUniqueOrThrow({ where: { id: "wamid.out2" } })).toMatchObject({
      status: "failed",
      errorCode: 131047,
      errorTitle: "Re-engagement message",
    });
  });

  it("lets a later success overturn a failure, but never an earlier status or a late 'sent'", async () => {
    await postWebhook(
      app.baseUrl,
      statusesEnvelope(
        { id: "wamid.out3", status: "failed", at: 1_700_000_100, code: 131026 },
        { id: "wamid.out3", status: "delivered", at: 1_700_000_090 },
        { id: "wamid.out3", status: "sent", at: 1_700_000_200 },
        { id: "wamid.out4", status: "read", at: 1_700_000_050 },
        { id: "wamid.out4", status: "delivered", at: 1_700_000_060 },
      ),
    );
    await expect.poll(pendingDeliveries, { timeout: 20_000, interval: 200 }).toBe(0);
    expect(await app.db.prisma.whatsAppMessage.findUniqueOrThrow({ where: { id: "wamid.out3" } })).toMatchObject({
      status: "failed",
      errorCode: 131026,
    });
    expect((await app.db.prisma.whatsAppMessage.findUniqueOrThrow({ where: { id: "wamid.out4" } })).status).toBe("read");
    // Meta reports it read after the failure: it got through after all.
    await postWebhook(app.baseUrl, statusesEnvelope({ id: "wamid.out3", status: "read", at: 1_700_000_110 }));
    await expect
      .poll(async () => (await app.db.prisma.whatsAppMessage.findUniqueOrThrow({ where: { id: "wamid.out3" } })).status, {
        timeout: 20_000,
      })
      .toBe("read");
    expect(await app.db.prisma.whatsAppMessage.findUniqueOrThrow({ where: { id: "wamid.out3" } })).toMatchObject({ errorCode: null });
  });

  it("STOP opts a number out until START, each confirmed in one line, once however often it arrives", async () => {
    const number = "919800000020";
    const replyTo = (id: string) => app.db.prisma.outboxMessage.findUniqueOrThrow({ where: { idempotencyKey: `reply:${id}` } });
    const stop = inboundEnvelope("wamid.stop", number, "STOP");
    expect((await postWebhook(app.baseUrl, stop)).status).toBe(200);
    expect((await postWebhook(app.baseUrl, JSON.stringify(stop).replace(/,"/g, ', "'))).status).toBe(200);
    await settle("wamid.stop");
    await expect.poll(pendingDeliveries, { timeout: 20_000, interval: 200 }).toBe(0);
    expect(await app.db.prisma.whatsAppOptOut.findUnique({ where: { waId: number } })).toMatchObject({ reason: "stop" });
    expect(await replyTo("wamid.stop")).toMatchObject({ kind: "opt-out", status: "demo", body: OPTED_OUT_TEXT });
    expect(await app.db.prisma.outboxMessage.count({ where: { recipient: number } })).toBe(1);
    // It is an instruction to the business, not a message for Ria's chat.
    expect(await app.db.prisma.chatMessage.count({ where: { clientMessageId: "wamid.stop" } })).toBe(0);

    await postWebhook(app.baseUrl, inboundEnvelope("wamid.start", number, "start"));
    await settle("wamid.start");
    expect(await app.db.prisma.whatsAppOptOut.findUnique({ where: { waId: number } })).toBeNull();
    expect(await replyTo("wamid.start")).toMatchObject({ kind: "opt-in", body: OPTED_IN_TEXT });
  });

  it("snoozes a reminder from a signed button reply by its owner's number, once; the same tap from another number does not", async () => {
    const number = "919800000030";
    const owner = await app.db.prisma.user.create({
      data: {
        email: `buttons-${target.name}@client.example`,
        name: "Asha Rao",
        role: "CLIENT",
        passwordHash: "x",
        client: { create: { company: "Rao Ltd", planId: "elite", status: "active" } },
      },
    });
    await app.db.prisma.whatsAppRecipient.create({
      data: { ownerId: owner.id, waId: number, self: true, code: "000000", confirmedAt: new Date() },
    });
    const reminder = await app.db.prisma.reminder.create({ data: { ownerId: owner.id, title: "call the auditors", dueAt: new Date() } });
    expect(await fireReminder(app.db.prisma, app.pubsub.pubsub, reminder.id)).toBe(true);
    const delivered = await app.db.prisma.outboxMessage.findFirstOrThrow({ where: { ownerId: owner.id, kind: "reminder" } });
    expect(delivered).toMatchObject({ recipient: number, subject: { kind: "reminder", id: reminder.id, title: "call the auditors" } });

    const snooze = createReplyIds(DEMO_SECRET).sign("snooze", reminder.id, number);
    const tap = buttonReplyEnvelope("wamid.tap.demo", number, snooze, "Snooze 15 min");
    const before = Date.now();
    await postWebhook(app.baseUrl, tap);
    await settle("wamid.tap.demo");
    const after = Date.now();
    const moved = await app.db.prisma.reminder.findUniqueOrThrow({ where: { id: reminder.id } });
    expect(moved.status).toBe("pending");
    expect(moved.dueAt.getTime()).toBeGreaterThanOrEqual(before + 15 * 60_000 - 1000);
    expect(moved.dueAt.getTime()).toBeLessThanOrEqual(after + 15 * 60_000);
    const reply = await app.db.prisma.outboxMessage.findUniqueOrThrow({ where: { idempotencyKey: "reply:wamid.tap.demo" } });
    expect(reply).toMatchObject({ kind: "reminder-action", recipient: number, ownerId: owner.id });
    expect(reply.body).toMatch(/^Snoozed: I'll remind you to call the auditors (today|tomorrow) at \d{1,2}:\d{2} [ap]m\.$/);

    // Meta delivers the tap again: nothing moves a second time.
    await postWebhook(app.baseUrl, tap);
    await expect.poll(pendingDeliveries, { timeout: 20_000, interval: 200 }).toBe(0);
    expect((await app.db.prisma.reminder.findUniqueOrThrow({ where: { id: reminder.id } })).dueAt).toEqual(moved.dueAt);
    expect(await app.db.prisma.outboxMessage.count({ where: { kind: "reminder-action", recipient: number } })).toBe(1);

    // The same button from another number, and a bare reminder id, change nothing.
    await postWebhook(app.baseUrl, buttonReplyEnvelope("wamid.tap.other", "919800000031", snooze, "Snooze 15 min"));
    await postWebhook(app.baseUrl, buttonReplyEnvelope("wamid.tap.bare", number, reminder.id, "Done"));
    await settle("wamid.tap.other");
    await settle("wamid.tap.bare");
    for (const id of ["wamid.tap.other", "wamid.tap.bare"]) {
      expect((await app.db.prisma.outboxMessage.findUniqueOrThrow({ where: { idempotencyKey: `reply:${id}` } })).body).toBe(
        BUTTON_REFUSED_TEXT,
      );
    }
    expect(await app.db.prisma.reminder.findUniqueOrThrow({ where: { id: reminder.id } })).toMatchObject({
      dueAt: moved.dueAt,
      doneAt: null,
    });
  });

  it("keeps a repeating reminder's rhythm: Tomorrow 9 am adds a one-off follow-up, Done ticks off the occurrence", async () => {
    const number = "919800000040";
    const owner = await app.db.prisma.user.create({
      data: {
        email: `repeating-${target.name}@client.example`,
        name: "Dev Shah",
        role: "CLIENT",
        passwordHash: "x",
        client: { create: { company: "Shah Ltd", planId: "elite", status: "active" } },
      },
    });
    await app.db.prisma.whatsAppRecipient.create({
      data: { ownerId: owner.id, waId: number, self: true, code: "000000", confirmedAt: new Date() },
    });
    const series = await app.db.prisma.reminder.create({
      data: { ownerId: owner.id, title: "Review the cash position", dueAt: new Date(), rrule: "FREQ=DAILY" },
    });
    expect(await fireReminder(app.db.prisma, app.pubsub.pubsub, series.id)).toBe(true);
    const next = (await app.db.prisma.reminder.findUniqueOrThrow({ where: { id: series.id } })).dueAt;
    const ids = createReplyIds(DEMO_SECRET);

    const tappedAt = new Date();
    await postWebhook(
      app.baseUrl,
      buttonReplyEnvelope("wamid.tap.series", number, ids.sign("tomorrow", series.id, number), "Tomorrow 9 am"),
    );
    await settle("wamid.tap.series");
    const followUp = await app.db.prisma.reminder.findFirstOrThrow({ where: { ownerId: owner.id, id: { not: series.id } } });
    expect(followUp).toMatchObject({ title: "Review the cash position", rrule: null, status: "pending" });
    expect([movedDueAt("tomorrow", tappedAt).getTime(), movedDueAt("tomorrow", new Date()).getTime()]).toContain(followUp.dueAt.getTime());
    expect(await app.db.prisma.reminder.findUniqueOrThrow({ where: { id: series.id } })).toMatchObject({
      dueAt: next,
      rrule: "FREQ=DAILY",
    });

    await postWebhook(app.baseUrl, buttonReplyEnvelope("wamid.tap.series.done", number, ids.sign("done", series.id, number), "Done"));
    await settle("wamid.tap.series.done");
    const reply = await app.db.prisma.outboxMessage.findUniqueOrThrow({ where: { idempotencyKey: "reply:wamid.tap.series.done" } });
    expect(reply.body).toMatch(
      /^Done: “Review the cash position” is ticked off; the next one is (today|tomorrow) at \d{1,2}:\d{2} [ap]m\.$/,
    );
    expect(await app.db.prisma.reminder.findUniqueOrThrow({ where: { id: series.id } })).toMatchObject({
      status: "pending",
      dueAt: next,
      doneAt: expect.any(Date),
    });
  });

  it("refuses a signed body that is not JSON or not an envelope with 400, and a 5 MB body with 413", async () => {
    expect((await postWebhook(app.baseUrl, "this is not json")).status).toBe(400);
    expect((await postWebhook(app.baseUrl, { hello: "world" })).status).toBe(400);
    const huge = await postWebhook(app.baseUrl, "x".repeat(5 * 1024 * 1024), { signature: "sha256=" + "0".repeat(64) });
    expect(huge.status).toBe(413);
  });
});
