import { createHmac } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { deliverBriefs } from "../src/modules/assistant/morning-brief.ts";
import { NO_VERIFIED_NUMBER, queueWhatsApp } from "../src/modules/assistant/outbox.ts";
import { deliverReminder } from "../src/modules/assistant/reminders.jobs.ts";
import { hashPassword, TEST_SCRYPT_COST } from "../src/modules/auth/password.service.ts";
import { istParts } from "../src/rules/ist.rules.ts";
import { simulatedNumberOf } from "../src/modules/whatsapp/recipient.rules.ts";
import { DEMO_CLIENT } from "../src/modules/auth/demo-account.rules.ts";
import { ADMIN_ENV, freshIp } from "./auth-helpers.ts";
import { graphql } from "./graphql-client.ts";
import { startTestApp, type TestApp } from "./test-app.ts";
import { inboundEnvelope, postWebhook } from "./whatsapp-helpers.ts";

const LIVE = {
  WHATSAPP_TOKEN: "token",
  WHATSAPP_PHONE_NUMBER_ID: "12345",
  WHATSAPP_APP_SECRET: "app-secret",
  WHATSAPP_VERIFY_TOKEN: "verify",
  WHATSAPP_TEMPLATE: "ria_update",
};

describe("WhatsApp live mode sends the outbox through the Cloud API", () => {
  let app: TestApp;
  let graph: http.Server;
  const calls: Array<{
    path: string;
    auth?: string;
    body: { to: string; type: string; text?: { body: string }; template?: { name: string } };
  }> = [];
  let failuresLeft = 0;
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
        calls.push({ path: req.url!, auth: req.headers.authorization, body });
        setTimeout(
          () =>
            res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ messages: [{ id: `wamid.${calls.length}` }] })),
          slow.has(body.to) ? 500 : 0,
        );
      });
    });
    await new Promise<void>((resolve) => graph.listen(0, "127.0.0.1", resolve));
    const graphUrl = `http://127.0.0.1:${(graph.address() as AddressInfo).port}/v21.0`;
    const sink = new Writable({ write: (chunk, _encoding, done) => (auditLines.push(JSON.parse(String(chunk))), done()) });
    app = await startTestApp(
      undefined,
      { ...LIVE, ...ADMIN_ENV, WHATSAPP_API_BASE_URL: graphUrl, WHATSAPP_DAILY_SENDS_PER_OWNER: "10" },
      pino({ level: "info" }, sink),
    );
    client = await clientWithVerifiedNumber("exec@client.example", OWN_NUMBER);
  });
  afterAll(async () => {
    await app?.close();
    graph?.close();
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
});
