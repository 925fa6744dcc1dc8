import { createHmac } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { deliverBriefs } from "../src/modules/assistant/morning-brief.ts";
import { NO_VERIFIED_NUMBER, queueWhatsApp } from "../src/modules/assistant/outbox.ts";
import { movedDueAt } from "../src/modules/assistant/reminder-actions.rules.ts";
import { deliverReminder, fireReminder } from "../src/modules/assistant/reminders.jobs.ts";
import { BUTTON_REFUSED_TEXT } from "../src/modules/whatsapp/button-reply.ts";
import { OPTED_IN_TEXT, OPTED_OUT_NOTE, OPTED_OUT_TEXT } from "../src/modules/whatsapp/opt-out.rules.ts";
import { createReplyIds } from "../src/modules/whatsapp/reply-ids.ts";
import { hashPassword, TEST_SCRYPT_COST } from "../src/modules/auth/password.service.ts";
import { istParts } from "../src/rules/ist.rules.ts";
import { simulatedNumberOf } from "../src/modules/whatsapp/recipient.rules.ts";
import { DEMO_CLIENT } from "../src/modules/auth/demo-account.rules.ts";
import { ADMIN_ENV, freshIp } from "./auth-helpers.ts";
import { graphql } from "./graphql-client.ts";
import { databaseTargets } from "./databases.ts";
import { signIn } from "./auth-helpers.ts";
import { emailApprovalCases } from "./email-approvals.cases.ts";
import { startSmtpInbox } from "./smtp-inbox.ts";
import { startTestApp, type TestApp } from "./test-app.ts";
import { buttonReplyEnvelope, inboundEnvelope, postWebhook, quickReplyEnvelope, statusesEnvelope } from "./whatsapp-helpers.ts";

/** The least time between two messages to one number in these tests (the default is a second). */
const GAP_MS = 500;

const INBOUND_SECRET = "inbound-secret";

const LIVE = {
  WHATSAPP_TOKEN: "token",
  WHATSAPP_PHONE_NUMBER_ID: "12345",
  WHATSAPP_APP_SECRET: "app-secret",
  WHATSAPP_VERIFY_TOKEN: "verify",
  WHATSAPP_TEMPLATE: "ria_update",
};

/** What the fake Graph API was sent: the parts the tests read. */
interface GraphBody {
  to: string;
  type: string;
  text?: { body: string };
  template?: {
    name: string;
    language?: { code: string };
    components?: Array<{
      type: string;
      sub_type?: string;
      index?: string;
      parameters: Array<{ type: string; text?: string; payload?: string }>;
    }>;
  };
  interactive?: {
    type: string;
    body: { text: string };
    action: { buttons: Array<{ type: string; reply: { id: string; title: string } }> };
  };
}

describe.each(databaseTargets)("WhatsApp live mode sends the outbox through the Cloud API on $name", (target) => {
  let app: TestApp;
  let graph: http.Server;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  const calls: Array<{ path: string; auth?: string; at: number; body: GraphBody }> = [];
  let failuresLeft = 0;
  /** Refusals the fake Graph API answers a number's next sends with, in order: an HTTP status and Meta's error code. */
  const refusals = new Map<string, Array<{ status: number; code: number }>>();
  /** Numbers whose calls the fake Graph API answers slowly, as a busy Meta would. */
  const slow = new Set<string>();
  const auditLines: Array<Record<string, unknown>> = [];
  /** A client (not a sandbox) whose own number 919811100000 is verified. */
  let client: { id: string; cookie: string };
  const OWN_NUMBER = "919811100000";

  beforeAll(async () => {
    // A local stand-in for graph.facebook.com: records each call, fails when told to.
    graph = http.createServer((req, res) => {
      let raw = "";
      req.on("data", (chunk) => (raw += chunk));
      req.on("end", () => {
        if (failuresLeft > 0) {
          failuresLeft -= 1;
          res.writeHead(500).end("{}");
          return;
        }
        const body = JSON.parse(raw);
        const refusal = refusals.get(body.to)?.shift();
        if (refusal) {
          res
            .writeHead(refusal.status, { "content-type": "application/json" })
            .end(JSON.stringify({ error: { code: refusal.code, message: `(#${refusal.code}) refused`, type: "OAuthException" } }));
          return;
        }
        calls.push({ path: req.url!, auth: req.headers.authorization, at: Date.now(), body });
        setTimeout(
          () =>
            res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ messages: [{ id: `wamid.${calls.length}` }] })),
          slow.has(body.to) ? 500 : 0,
        );
      });
    });
    await new Promise<void>((resolve) => graph.listen(0, "127.0.0.1", resolve));
    const graphUrl = `http://127.0.0.1:${(graph.address() as AddressInfo).port}/v21.0`;
    inbox = await startSmtpInbox();
    const sink = new Writable({ write: (chunk, _encoding, done) => (auditLines.push(JSON.parse(String(chunk))), done()) });
    app = await startTestApp(
      target,
      {
        ...LIVE,
        ...ADMIN_ENV,
        WHATSAPP_API_BASE_URL: graphUrl,
        WHATSAPP_DAILY_SENDS_PER_OWNER: "10",
        WHATSAPP_RECIPIENT_GAP_MS: String(GAP_MS),
        SMTP_URL: inbox.url,
        SMTP_FROM: "Ria <ria@test.example>",
        EMAIL_INBOUND_SECRET: INBOUND_SECRET,
      },
      pino({ level: "info" }, sink),
    );
    client = await clientWithVerifiedNumber("exec@client.example", OWN_NUMBER);
  });
  afterAll(async () => {
    await app?.close();
    graph?.close();
    await inbox?.close();
  });

  const rowOf = (key: string) => app.db.prisma.outboxMessage.findUniqueOrThrow({ where: { idempotencyKey: key } });
  const callsTo = (number: string) => calls.filter((call) => call.body.to === number);
  const settled = () => app.db.prisma.outboxMessage.count({ where: { status: { in: ["queued", "sending"] } } });

  /** Asks for a number to be added (GraphQL, as the client); returns the code to send from it. */
  async function addRecipient(cookie: string, number: string, self: boolean) {
    const response = await graphql<{ addWhatsAppRecipient: { __typename: string; code?: string; message?: string } }>(
      app.baseUrl,
      `
        mutation ($input: AddWhatsAppRecipientInput!) {
          addWhatsAppRecipient(input: $input) {
            __typename
            ... on MutationAddWhatsAppRecipientSuccess {
              data {
                code
              }
            }
            ... on Error {
              message
            }
          }
        }
      `,
      { input: { number, self } },
      { cookie },
    );
    return response.body.data!.addWhatsAppRecipient as { __typename: string; data?: { code: string }; message?: string };
  }

  /** A prospect's browser signed in with the public demo credentials: a new sandbox. */
  async function sandbox() {
    const response = await fetch(`${app.baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": freshIp() },
      body: JSON.stringify({
        query: `mutation ($input: LoginInput!) { login(input: $input) { __typename } }`,
        variables: { input: { username: DEMO_CLIENT.email, password: DEMO_CLIENT.password, accountType: "CLIENT" } },
      }),
    });
    const cookie = response.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    const viewer = (await graphql<{ viewer: { email: string } }>(app.baseUrl, "{ viewer { email } }", {}, { cookie })).body.data!.viewer;
    const user = await app.db.prisma.user.findUniqueOrThrow({ where: { email: viewer.email } });
    expect(user.sandboxOf).not.toBeNull();
    return { id: user.id, cookie };
  }

  /** A client whose own number is verified the way a person does it: the code sent from that number. */
  async function clientWithVerifiedNumber(email: string, number: string) {
    const user = await app.db.prisma.user.create({
      data: {
        email,
        name: "Asha Rao",
        role: "CLIENT",
        passwordHash: await hashPassword("a client password", TEST_SCRYPT_COST),
        client: { create: { company: "Rao Ltd", planId: "elite", status: "active" } },
      },
    });
    const login = await fetch(`${app.baseUrl}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": freshIp() },
      body: JSON.stringify({ username: email, password: "a client password", accountType: "CLIENT" }),
    });
    const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
    const added = await addRecipient(cookie, number, true);
    await postWebhook(app.baseUrl, inboundEnvelope(`wamid.confirm.${number}`, number, added.data!.code), {
      secret: LIVE.WHATSAPP_APP_SECRET,
    });
    await vi.waitFor(
      async () =>
        expect(await app.db.prisma.whatsAppRecipient.findFirst({ where: { waId: number, confirmedAt: { not: null } } })).not.toBeNull(),
      { timeout: 20_000, interval: 200 },
    );
    // The "Thank you" reply has gone too: a test that then closes the number's 24-hour window must not catch it on its way
    // (it would go as a template, and count against the sender's daily cap).
    await vi.waitFor(
      async () => expect((await rowOf(`reply:wamid.confirm.${number}`)).status).toMatch(/^(?:sent|sent-template|delivered|read)$/),
      { timeout: 20_000, interval: 200 },
    );
    return { id: user.id, cookie };
  }

  it("sends a queued row with the template outside the 24-hour window, once", async () => {
    await app.db.prisma.whatsAppContact.update({
      where: { waId: OWN_NUMBER },
      data: { lastInboundAt: new Date(Date.now() - 2 * 86_400_000) },
    });
    await queueWhatsApp(app.db.prisma, {
      ownerId: client.id,
      recipient: OWN_NUMBER,
      body: "Board meeting at 11",
      kind: "reminder",
      idempotencyKey: "r-1",
    });
    await expect.poll(async () => (await rowOf("r-1")).status, { timeout: 20_000 }).toBe("sent-template");
    // The code's confirmation (a reply inside the window), then the reminder.
    const sent = callsTo(OWN_NUMBER).filter((call) => call.body.type === "template");
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      path: "/v21.0/12345/messages",
      auth: "Bearer token",
      body: { type: "template", template: { name: "ria_update" } },
    });
  });

  it("sends free text inside the window, retrying after a failure", async () => {
    await app.db.prisma.whatsAppContact.create({ data: { waId: "919800000002", name: "Priya", lastInboundAt: new Date() } });
    failuresLeft = 1;
    await queueWhatsApp(app.db.prisma, {
      ownerId: null,
      recipient: "919800000002",
      body: "Your brief is ready",
      kind: "brief",
      idempotencyKey: "b-1",
    });
    await expect.poll(async () => (await rowOf("b-1")).status, { timeout: 40_000 }).toBe("sent");
    const row = await rowOf("b-1");
    expect(row.attempts).toBe(2);
    expect(calls.filter((call) => call.body.to === "919800000002").map((call) => call.body)).toEqual([
      { messaging_product: "whatsapp", to: "919800000002", type: "text", text: { body: "Your brief is ready" } },
    ]);
  });

  it("updates the outbox row from the webhook's delivery statuses", async () => {
    const row = await rowOf("r-1");
    const raw = JSON.stringify({
      object: "whatsapp_business_account",
      entry: [
        {
          changes: [
            { value: { statuses: [{ id: row.providerMessageId, recipient_id: OWN_NUMBER, status: "read", timestamp: "1700000000" }] } },
          ],
        },
      ],
    });
    const response = await fetch(`${app.baseUrl}/api/whatsapp/webhook`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-hub-signature-256": `sha256=${createHmac("sha256", LIVE.WHATSAPP_APP_SECRET).update(raw).digest("hex")}`,
      },
      body: raw,
    });
    expect(response.status).toBe(200);
    await expect.poll(async () => (await rowOf("r-1")).status, { timeout: 20_000 }).toBe("read");
  });

  it("sends reminders and morning briefs to the client's verified number, and says why where there is none", async () => {
    const reminder = await app.db.prisma.reminder.create({
      data: { ownerId: client.id, title: "call the auditors", dueAt: new Date(), status: "fired" },
    });
    await deliverReminder(app.db.prisma, reminder);
    const now = new Date();
    const { hour, minute } = istParts(now);
    const briefTime = `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
    await app.db.prisma.clientProfile.update({ where: { userId: client.id }, data: { briefTime } });
    // A second client who never verified a number.
    const other = await app.db.prisma.user.create({
      data: {
        email: "nonumber@client.example",
        name: "Dev Shah",
        role: "CLIENT",
        passwordHash: "x",
        client: { create: { company: "Shah Ltd", planId: "elite", status: "active", briefTime } },
      },
    });
    const otherReminder = await app.db.prisma.reminder.create({
      data: { ownerId: other.id, title: "sign the lease", dueAt: now, status: "fired" },
    });
    await deliverReminder(app.db.prisma, otherReminder);
    await deliverBriefs(app.db.prisma, app.pubsub.pubsub, now);

    await expect.poll(settled, { timeout: 20_000 }).toBe(0);
    const own = await app.db.prisma.outboxMessage.findMany({
      where: { ownerId: client.id, kind: { in: ["reminder", "morning-brief"] }, idempotencyKey: { not: "r-1" } },
    });
    expect(own.map((row) => [row.kind, row.recipient, row.status]).sort()).toEqual([
      ["morning-brief", OWN_NUMBER, "sent-template"],
      ["reminder", OWN_NUMBER, "sent-template"],
    ]);
    expect(callsTo(OWN_NUMBER).filter((call) => call.body.type === "template")).toHaveLength(3);
    expect(calls.filter((call) => call.body.to === client.id || call.body.to === other.id)).toHaveLength(0);
    const skipped = await app.db.prisma.outboxMessage.findMany({ where: { ownerId: other.id } });
    expect(skipped.map((row) => [row.kind, row.status, row.note]).sort()).toEqual([
      ["morning-brief", "skipped", NO_VERIFIED_NUMBER],
      ["reminder", "skipped", NO_VERIFIED_NUMBER],
    ]);
    // The dashboard reads the number (null: reminders reach the chat only).
    const profile = await graphql<{ viewer: { client: { whatsappNumber: string | null } } }>(
      app.baseUrl,
      "{ viewer { client { whatsappNumber } } }",
      {},
      { cookie: client.cookie },
    );
    expect(profile.body.data?.viewer.client.whatsappNumber).toBe(OWN_NUMBER);
  });

  it("sends only to numbers the client owns, and from a demo sandbox only to its own simulated number", async () => {
    // The attack: three demo sandboxes and a real client queue messages to numbers they chose, among them one
    // that wrote to the business an hour ago (free text would reach it: the phishing case).
    await app.db.prisma.whatsAppContact.create({
      data: { waId: "919822200000", name: "Victim", lastInboundAt: new Date(Date.now() - 3_600_000) },
    });
    const sandboxes = [await sandbox(), await sandbox(), await sandbox()];
    const attackNumbers = ["919822200000", "919822200001", "919822200002", "919822200003"];
    for (const [index, { id }] of sandboxes.entries()) {
      for (const number of attackNumbers) {
        await queueWhatsApp(app.db.prisma, {
          ownerId: id,
          recipient: number,
          body: "Your KYC expired, verify at https://kyc.example",
          kind: "scheduled-task",
          idempotencyKey: `attack:${index}:${number}`,
        });
      }
      await queueWhatsApp(app.db.prisma, {
        ownerId: id,
        recipient: simulatedNumberOf(id),
        body: "A note to myself",
        kind: "scheduled-task",
        idempotencyKey: `own:${index}`,
      });
    }
    // The client: a contact added but never opted in, and a number never added.
    expect((await addRecipient(client.cookie, "9822200004", false)).data?.code).toMatch(/^RIA \d{6}$/);
    for (const number of ["919822200004", "919822200005"]) {
      await queueWhatsApp(app.db.prisma, {
        ownerId: client.id,
        recipient: number,
        body: "Hello",
        kind: "scheduled-task",
        idempotencyKey: `client:${number}`,
      });
    }
    // A sandbox cannot add numbers either.
    expect(await addRecipient(sandboxes[0]!.cookie, "919822200000", false)).toMatchObject({
      __typename: "ForbiddenError",
      message: expect.stringMatching(/^A demo sandbox messages only its own simulated number, 9100000\d{5}$/),
    });

    await expect.poll(settled, { timeout: 20_000 }).toBe(0);
    const unowned = [...attackNumbers, "919822200004", "919822200005"];
    expect(unowned.flatMap(callsTo)).toHaveLength(0);
    expect(sandboxes.flatMap(({ id }) => callsTo(simulatedNumberOf(id)))).toHaveLength(0);
    const rows = await app.db.prisma.outboxMessage.findMany({ where: { recipient: { in: unowned } }, orderBy: { idempotencyKey: "asc" } });
    expect(rows.map((row) => row.status)).toEqual(Array(14).fill("refused"));
    expect(new Set(rows.map((row) => row.note))).toEqual(
      new Set(["A demo sandbox messages only its own simulated number", "Not the client's verified number or a contact who opted in"]),
    );
    expect(
      await app.db.prisma.outboxMessage.findMany({ where: { idempotencyKey: { startsWith: "own:" } }, select: { status: true } }),
    ).toEqual(Array(3).fill({ status: "demo" }));
    // One audit line per send, whatever became of it.
    const audited = auditLines.filter((line) => line.audit === "whatsapp.send" && unowned.includes(line.to as string));
    expect(audited).toHaveLength(14);
    expect(audited.every((line) => line.outcome === "refused" && line.ownerId && line.kind === "scheduled-task")).toBe(true);
  });

  it("records the public demo account's messages and sends none, even to a number someone confirmed with it", async () => {
    // A script's sign-in with the published demo credentials (no browser cookie) is the demo's own account.
    const login = await fetch(`${app.baseUrl}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": freshIp() },
      body: JSON.stringify({ username: DEMO_CLIENT.email, password: DEMO_CLIENT.password, accountType: "CLIENT" }),
    });
    const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
    const demo = await app.db.prisma.user.findUniqueOrThrow({ where: { email: DEMO_CLIENT.email } });
    const number = "919855500000";
    const added = await addRecipient(cookie, number, false);
    await postWebhook(app.baseUrl, inboundEnvelope("wamid.demo.optin", number, added.data!.code), { secret: LIVE.WHATSAPP_APP_SECRET });
    await vi.waitFor(async () => expect((await rowOf(`reply:wamid.demo.optin`)).status).toBe("sent"), { timeout: 20_000, interval: 200 });
    await queueWhatsApp(app.db.prisma, {
      ownerId: demo.id,
      recipient: number,
      body: "Your KYC expired, verify at https://kyc.example",
      kind: "scheduled-task",
      idempotencyKey: "public-demo:1",
    });
    await expect.poll(async () => (await rowOf("public-demo:1")).status, { timeout: 20_000 }).toBe("demo");
    expect((await rowOf("public-demo:1")).note).toBe("The public demo account: recorded, nothing is sent");
    // Only the person's own confirmation reached them (their answer to the code they sent).
    expect(callsTo(number).map((call) => call.body.text?.body)).toEqual(["Thank you: you have agreed to receive messages from Ria here."]);
  });

  it("sends to a contact once they opt in by sending the code, within the sender's daily cap", async () => {
    const contact = "919833300000";
    const code = (await addRecipient(client.cookie, contact, false)).data!.code;
    await postWebhook(app.baseUrl, inboundEnvelope("wamid.optin", contact, code), { secret: LIVE.WHATSAPP_APP_SECRET });
    await expect.poll(async () => callsTo(contact).length, { timeout: 20_000 }).toBe(1);
    expect(callsTo(contact)[0]!.body.text?.body).toBe("Thank you: you have agreed to receive messages from Ria here.");
    // The cap is 10 a day per sender: the client sent 3 already (r-1, a reminder, a brief); 9 more give 7 sent, 2 refused.
    for (let index = 0; index < 9; index++) {
      await queueWhatsApp(app.db.prisma, {
        ownerId: client.id,
        recipient: contact,
        body: `Update ${index}`,
        kind: "scheduled-task",
        idempotencyKey: `cap:${index}`,
      });
    }
    await expect.poll(settled, { timeout: 20_000 }).toBe(0);
    const rows = await app.db.prisma.outboxMessage.findMany({ where: { idempotencyKey: { startsWith: "cap:" } } });
    expect(rows.filter((row) => row.status === "sent")).toHaveLength(7);
    expect(rows.filter((row) => row.status === "refused").map((row) => row.note)).toEqual(
      Array(2).fill("Over today's 10 WhatsApp messages for this sender"),
    );
    expect(callsTo(contact)).toHaveLength(8);
  });

  it("sends a message once when the send is delivered again while Meta is answering", async () => {
    const sender = "919844400000";
    await app.db.prisma.whatsAppContact.create({ data: { waId: sender, name: "Ravi", lastInboundAt: new Date() } });
    slow.add(sender);
    const message = { to: sender, body: "Noted, thank you", kind: "assistant-reply", idempotencyKey: "reply:wamid.twice" };
    const send = app.services.whatsappSender.send;
    const outcomes = await Promise.all([send(message), send(message)]);
    expect(outcomes.sort()).toEqual(["duplicate", "sent"]);
    // A job redelivered after Meta answered (the row is sent): nothing more goes out.
    expect(await send(message)).toBe("duplicate");
    const row = await rowOf("reply:wamid.twice");
    expect(await app.services.whatsappSender.deliver(row.id)).toBe("duplicate");
    expect(callsTo(sender)).toHaveLength(1);
    expect(row).toMatchObject({ status: "sent", attempts: 1 });
  });
  /** A second client for the reply buttons: the first used up today's sends in the cap test above. */
  const BUTTONS_NUMBER = "919811100002";
  let buttonsClient: { id: string; cookie: string };
  const postLive = (body: unknown) => postWebhook(app.baseUrl, body, { secret: LIVE.WHATSAPP_APP_SECRET });
  const textsTo = (number: string) => callsTo(number).flatMap((call) => (call.body.text ? [call.body.text.body] : []));
  const reminderOf = (id: string) => app.db.prisma.reminder.findUniqueOrThrow({ where: { id } });
  const reminderJobs = async (key: string) =>
    (
      await app.db.sql.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'reminder-fire' AND singleton_key = $1`,
        [key],
      )
    )[0]!.n;
  const webhookJobsPending = async () =>
    (
      await app.db.sql.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'whatsapp-webhook' AND state IN ('created', 'retry', 'active')`,
      )
    )[0]!.n;

  it("puts Done, Snooze 15 min and Tomorrow 9 am on a delivered reminder; a tap on Snooze moves it 15 minutes on, once", async () => {
    buttonsClient = await clientWithVerifiedNumber("buttons@client.example", BUTTONS_NUMBER);
    const reminder = await app.db.prisma.reminder.create({
      data: { ownerId: buttonsClient.id, title: "call the auditors", dueAt: new Date() },
    });
    expect(await fireReminder(app.db.prisma, app.pubsub.pubsub, reminder.id)).toBe(true);
    const interactiveCalls = () => callsTo(BUTTONS_NUMBER).filter((call) => call.body.type === "interactive");
    await expect.poll(() => interactiveCalls().length, { timeout: 20_000 }).toBe(1);
    const interactive = interactiveCalls()[0]!.body.interactive!;
    expect(interactive).toMatchObject({ type: "button", body: { text: "⏰ Reminder from Ria: call the auditors" } });
    const buttons = interactive.action.buttons.map((button) => button.reply);
    expect(buttons.map((button) => button.title)).toEqual(["Done", "Snooze 15 min", "Tomorrow 9 am"]);
    expect(buttons.map((button) => button.id.split(".").slice(0, 3).join("."))).toEqual(
      ["done", "snooze", "tomorrow"].map((action) => `ria1.${action}.${reminder.id}`),
    );

    const tap = buttonReplyEnvelope("wamid.tap.snooze", BUTTONS_NUMBER, buttons[1]!.id, "Snooze 15 min");
    const tappedAt = Date.now();
    expect((await postLive(tap)).status).toBe(200);
    await expect.poll(() => textsTo(BUTTONS_NUMBER).filter((text) => text.startsWith("Snoozed")).length, { timeout: 20_000 }).toBe(1);
    const confirmedAt = callsTo(BUTTONS_NUMBER).find((call) => call.body.text?.body.startsWith("Snoozed"))!.at;
    const roundTrip = `${confirmedAt - tappedAt} ms`;
    console.info(
      `whatsapp (${target.name}): a button reply's round trip, signed webhook in to confirmation at the Graph API: ${roundTrip}`,
    );
    expect(textsTo(BUTTONS_NUMBER).find((text) => text.startsWith("Snoozed"))).toMatch(
      /^Snoozed: I'll remind you to call the auditors (today|tomorrow) at \d{1,2}:\d{2} [ap]m\.$/,
    );
    const moved = await reminderOf(reminder.id);
    expect(moved.status).toBe("pending");
    expect(moved.dueAt.getTime()).toBeGreaterThanOrEqual(tappedAt + 15 * 60_000 - 1000);
    expect(moved.dueAt.getTime()).toBeLessThanOrEqual(Date.now() + 15 * 60_000);
    // It goes off again at its new time: the job is waiting for it.
    expect(await reminderJobs(`${reminder.id}@${moved.dueAt.toISOString()}`)).toBe(1);

    // Meta delivers the tap again (the same wamid, bytes spaced differently): nothing moves, nothing more is sent.
    await postLive(JSON.stringify(tap).replace(/,"/g, ', "'));
    await expect.poll(webhookJobsPending, { timeout: 20_000, interval: 200 }).toBe(0);
    expect((await reminderOf(reminder.id)).dueAt).toEqual(moved.dueAt);
    expect(textsTo(BUTTONS_NUMBER).filter((text) => text.startsWith("Snoozed"))).toHaveLength(1);
    expect(await app.db.prisma.outboxMessage.count({ where: { kind: "reminder-action", recipient: BUTTONS_NUMBER } })).toBe(1);
  });

  it("acts only for the number's owner: another number, or an id naming someone else's reminder, changes nothing", async () => {
    const reminder = await app.db.prisma.reminder.findFirstOrThrow({ where: { ownerId: buttonsClient.id, title: "call the auditors" } });
    const before = await reminderOf(reminder.id);
    const snooze = callsTo(BUTTONS_NUMBER).find((call) => call.body.type === "interactive")!.body.interactive!.action.buttons[1]!.reply.id;
    // The first client's number taps the second client's button; then an id for that number, signed with the
    // real key, that names the second client's reminder (as a leaked key would allow): neither acts.
    await postLive(buttonReplyEnvelope("wamid.tap.stolen", OWN_NUMBER, snooze, "Snooze 15 min"));
    const forged = createReplyIds(LIVE.WHATSAPP_APP_SECRET).sign("done", reminder.id, OWN_NUMBER);
    await postLive(buttonReplyEnvelope("wamid.tap.forged", OWN_NUMBER, forged, "Done"));
    for (const id of ["wamid.tap.stolen", "wamid.tap.forged"]) {
      await expect
        .poll(async () => (await app.db.prisma.outboxMessage.findUnique({ where: { idempotencyKey: `reply:${id}` } }))?.body, {
          timeout: 20_000,
        })
        .toBe(BUTTON_REFUSED_TEXT);
    }
    expect(await reminderOf(reminder.id)).toEqual(before);
  });

  it("sends a reminder outside the window as the reminder template with the same quick replies; Tomorrow 9 am and Done act", async () => {
    await app.db.prisma.whatsAppContact.update({
      where: { waId: BUTTONS_NUMBER },
      data: { lastInboundAt: new Date(Date.now() - 2 * 86_400_000) },
    });
    const reminder = await app.db.prisma.reminder.create({
      data: { ownerId: buttonsClient.id, title: "sign the lease", dueAt: new Date() },
    });
    expect(await fireReminder(app.db.prisma, app.pubsub.pubsub, reminder.id)).toBe(true);
    const templated = () => callsTo(BUTTONS_NUMBER).filter((call) => call.body.template?.name === "ria_reminder");
    await expect.poll(() => templated().length, { timeout: 20_000 }).toBe(1);
    const template = templated()[0]!.body.template!;
    expect(template.language).toEqual({ code: "en_US" });
    expect(template.components![0]).toEqual({ type: "body", parameters: [{ type: "text", text: "sign the lease" }] });
    const quickReplies = template.components!.slice(1);
    expect(quickReplies.map((component) => [component.sub_type, component.index])).toEqual([
      ["quick_reply", "0"],
      ["quick_reply", "1"],
      ["quick_reply", "2"],
    ]);
    const [done, , tomorrow] = quickReplies.map((component) => component.parameters[0]!.payload!);

    const tappedAt = new Date();
    await postLive(quickReplyEnvelope("wamid.tap.tomorrow", BUTTONS_NUMBER, tomorrow!, "Tomorrow 9 am"));
    await expect.poll(() => textsTo(BUTTONS_NUMBER).filter((text) => text.startsWith("Moved")).length, { timeout: 20_000 }).toBe(1);
    expect(textsTo(BUTTONS_NUMBER).find((text) => text.startsWith("Moved"))).toBe(
      "Moved: I'll remind you to sign the lease tomorrow at 9:00 am.",
    );
    const moved = await reminderOf(reminder.id);
    expect(moved.status).toBe("pending");
    expect([movedDueAt("tomorrow", tappedAt).getTime(), movedDueAt("tomorrow", new Date()).getTime()]).toContain(moved.dueAt.getTime());

    await postLive(quickReplyEnvelope("wamid.tap.done", BUTTONS_NUMBER, done!, "Done"));
    await expect.poll(() => textsTo(BUTTONS_NUMBER).includes("Done: “sign the lease” is ticked off."), { timeout: 20_000 }).toBe(true);
    // Marked done, it never goes off again.
    expect(await reminderOf(reminder.id)).toMatchObject({ status: "fired", doneAt: expect.any(Date) });
  });

  it("STOP opts the number out of reminders until START, and both are confirmed in one line", async () => {
    await postLive(inboundEnvelope("wamid.live.stop", BUTTONS_NUMBER, "Stop"));
    await expect.poll(() => textsTo(BUTTONS_NUMBER).includes(OPTED_OUT_TEXT), { timeout: 20_000 }).toBe(true);
    const reminder = await app.db.prisma.reminder.create({
      data: { ownerId: buttonsClient.id, title: "renew the lease", dueAt: new Date() },
    });
    expect(await fireReminder(app.db.prisma, app.pubsub.pubsub, reminder.id)).toBe(true);
    const rowFor = () =>
      app.db.prisma.outboxMessage.findFirstOrThrow({ where: { kind: "reminder", subject: { path: ["id"], equals: reminder.id } } });
    await expect.poll(async () => (await rowFor()).status, { timeout: 20_000 }).toBe("refused");
    expect((await rowFor()).note).toBe(OPTED_OUT_NOTE);
    expect(callsTo(BUTTONS_NUMBER).filter((call) => call.body.interactive?.body.text.includes("renew the lease"))).toHaveLength(0);

    await postLive(inboundEnvelope("wamid.live.start", BUTTONS_NUMBER, "START"));
    await expect.poll(() => textsTo(BUTTONS_NUMBER).includes(OPTED_IN_TEXT), { timeout: 20_000 }).toBe(true);
    const again = await app.db.prisma.reminder.create({
      data: { ownerId: buttonsClient.id, title: "renew the insurance", dueAt: new Date() },
    });
    expect(await fireReminder(app.db.prisma, app.pubsub.pubsub, again.id)).toBe(true);
    await expect
      .poll(() => callsTo(BUTTONS_NUMBER).filter((call) => call.body.interactive?.body.text.includes("renew the insurance")).length, {
        timeout: 20_000,
      })
      .toBe(1);
  });

  it("paces messages to one number: never closer together than the gap, each still sent once", async () => {
    const number = "919877700000";
    await app.db.prisma.whatsAppContact.upsert({
      where: { waId: number },
      create: { waId: number, name: "Meera", lastInboundAt: new Date() },
      update: { lastInboundAt: new Date() },
    });
    for (let index = 0; index < 4; index++) {
      await queueWhatsApp(app.db.prisma, {
        ownerId: null,
        recipient: number,
        body: `Update ${index}`,
        kind: "brief",
        idempotencyKey: `pace:${index}`,
      });
    }
    // Meta's answer is written (and the send audited) after the call arrives: wait for the rows, not the calls.
    const rows = () => app.db.prisma.outboxMessage.findMany({ where: { idempotencyKey: { startsWith: "pace:" } } });
    await expect
      .poll(async () => (await rows()).map((row) => [row.status, row.attempts]), { timeout: 30_000 })
      .toEqual(Array(4).fill(["sent", 1]));
    expect(callsTo(number)).toHaveLength(4);
    // Each send went in its own turn to the number, the turns GAP_MS apart (unpaced, all four would share one instant).
    // The turns the sender took, as its audit lines record them; never the wall clock, which a busy machine stretches.
    const turns = auditLines
      .filter((line) => line.audit === "whatsapp.send" && line.to === number && line.outcome === "sent")
      .map((line) => Date.parse(String(line.turn)))
      .sort((a, b) => a - b);
    expect(turns).toHaveLength(4);
    for (let index = 1; index < turns.length; index++) expect(turns[index]! - turns[index - 1]!).toBeGreaterThanOrEqual(GAP_MS);
  });

  it("brings Meta's statuses and error codes to the outbox row and the admin's view, retrying only where it helps", async () => {
    const numbers = ["919888800001", "919888800002", "919888800003", "919888800004", "919888800005"];
    for (const waId of numbers) await app.db.prisma.whatsAppContact.create({ data: { waId, name: "Contact", lastInboundAt: new Date() } });
    const [windowClosed, undeliverable, optedOut, throttled, ordered] = numbers as [string, string, string, string, string];
    for (const to of numbers) {
      await queueWhatsApp(app.db.prisma, {
        ownerId: null,
        recipient: to,
        body: `Note for ${to}`,
        kind: "brief",
        idempotencyKey: `status:${to}`,
      });
    }
    const row = (to: string) => rowOf(`status:${to}`);
    await expect.poll(async () => (await Promise.all(numbers.map(row))).every((r) => r.status === "sent"), { timeout: 30_000 }).toBe(true);
    const wamid = async (to: string) => (await row(to)).providerMessageId!;
    const at = Math.floor(Date.now() / 1000);
    await postLive(
      statusesEnvelope(
        { id: await wamid(windowClosed), status: "failed", at, code: 131047, title: "Re-engagement message", recipient: windowClosed },
        { id: await wamid(undeliverable), status: "failed", at, code: 131026, recipient: undeliverable },
        {
          id: await wamid(optedOut),
          status: "failed",
          at,
          code: 131050,
          title: "User has stopped marketing messages",
          recipient: optedOut,
        },
        { id: await wamid(throttled), status: "failed", at, code: 130429, title: "Rate limit hit", recipient: throttled },
        // Out of order: read, then the delivered and sent that came before it.
        { id: await wamid(ordered), status: "read", at: at + 2, recipient: ordered },
        { id: await wamid(ordered), status: "delivered", at: at + 1, recipient: ordered },
        { id: await wamid(ordered), status: "sent", at, recipient: ordered },
      ),
    );
    // 131047: sent again at once as the approved template.
    await expect.poll(async () => (await row(windowClosed)).status, { timeout: 20_000 }).toBe("sent-template");
    expect(callsTo(windowClosed).map((call) => call.body.type)).toEqual(["text", "template"]);
    expect(await row(windowClosed)).toMatchObject({ template: true, errorCode: 131047, attempts: 2 });
    expect((await row(windowClosed)).note).toMatch(/\(Meta error 131047\): sent again as the approved template\.$/);
    // 130429: tried again after its back-off.
    await expect.poll(() => callsTo(throttled).length, { timeout: 30_000 }).toBe(2);
    await expect.poll(async () => (await row(throttled)).status, { timeout: 20_000 }).toBe("sent");
    expect((await row(throttled)).note).toBe(
      "Meta's throughput limit for the business number was reached (Meta error 130429): trying again in 5 s.",
    );
    // 131026 and 131050: failed for good, and 131050 marks the number opted out.
    expect(await row(undeliverable)).toMatchObject({ status: "failed", errorCode: 131026 });
    expect((await row(undeliverable)).note).toMatch(/: not retried\.$/);
    expect(await row(optedOut)).toMatchObject({ status: "failed", errorCode: 131050 });
    expect(await app.db.prisma.whatsAppOptOut.findUnique({ where: { waId: optedOut } })).toMatchObject({ reason: "131050" });
    expect(callsTo(undeliverable)).toHaveLength(1);
    expect(callsTo(optedOut)).toHaveLength(1);
    expect(await row(ordered)).toMatchObject({ status: "read", errorCode: null });
    await queueWhatsApp(app.db.prisma, {
      ownerId: null,
      recipient: optedOut,
      body: "Another",
      kind: "brief",
      idempotencyKey: "status:after-optout",
    });
    await expect.poll(async () => (await rowOf("status:after-optout")).status, { timeout: 20_000 }).toBe("refused");

    // The admin's outbox shows the status, the code and what it means.
    const admin = await signIn(app.baseUrl, "ADMIN");
    const outbox = await graphql<{ outbox: { edges: Array<{ node: { status: string; errorCode: number | null; note: string | null } }> } }>(
      app.baseUrl,
      `
        query ($recipient: String) {
          outbox(recipient: $recipient) {
            edges {
              node {
                status
                errorCode
                note
              }
            }
          }
        }
      `,
      { recipient: undeliverable },
      { cookie: admin.cookie },
    );
    expect(outbox.body.data?.outbox.edges.map((edge) => edge.node)).toEqual([
      {
        status: "failed",
        errorCode: 131026,
        note:
          "Meta could not deliver it: the number is not on WhatsApp, has an old app, or blocked the business " +
          "(Meta error 131026): not retried.",
      },
    ]);
  });

  it("retries a send Meta refuses for throughput, and never one it refuses for good", async () => {
    const [busy, gone] = ["919899900001", "919899900002"];
    for (const waId of [busy, gone])
      await app.db.prisma.whatsAppContact.create({ data: { waId, name: "Contact", lastInboundAt: new Date() } });
    refusals.set(busy, [{ status: 429, code: 130429 }]);
    refusals.set(gone, [{ status: 400, code: 131026 }]);
    await queueWhatsApp(app.db.prisma, { ownerId: null, recipient: busy, body: "Busy", kind: "brief", idempotencyKey: "refused:busy" });
    await queueWhatsApp(app.db.prisma, { ownerId: null, recipient: gone, body: "Gone", kind: "brief", idempotencyKey: "refused:gone" });
    await expect.poll(async () => (await rowOf("refused:busy")).status, { timeout: 30_000 }).toBe("sent");
    expect(await rowOf("refused:busy")).toMatchObject({ attempts: 2, errorCode: 130429 });
    await expect.poll(async () => (await rowOf("refused:gone")).status, { timeout: 20_000 }).toBe("failed");
    expect(await rowOf("refused:gone")).toMatchObject({ attempts: 1, errorCode: 131026 });
    expect(refusals.get(gone)).toEqual([]);
    expect(callsTo(gone)).toHaveLength(0);
  });

  emailApprovalCases({
    app: () => app,
    inbox: () => inbox,
    inboundSecret: INBOUND_SECRET,
    clientWithVerifiedNumber,
    interactiveTo: (number) =>
      callsTo(number).flatMap((call) =>
        call.body.interactive
          ? [{ body: call.body.interactive.body.text, buttons: call.body.interactive.action.buttons.map((button) => button.reply) }]
          : [],
      ),
    textsTo: (number) => callsTo(number).flatMap((call) => (call.body.text ? [call.body.text.body] : [])),
    postLive: (body) => postWebhook(app.baseUrl, body, { secret: LIVE.WHATSAPP_APP_SECRET }),
  });
});
