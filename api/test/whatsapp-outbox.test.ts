import { createHmac } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queueWhatsApp } from "../src/modules/assistant/outbox.ts";
import { startTestApp, type TestApp } from "./test-app.ts";

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
        calls.push({ path: req.url!, auth: req.headers.authorization, body: JSON.parse(raw) });
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ messages: [{ id: `wamid.${calls.length}` }] }));
      });
    });
    await new Promise<void>((resolve) => graph.listen(0, "127.0.0.1", resolve));
    const graphUrl = `http://127.0.0.1:${(graph.address() as AddressInfo).port}/v21.0`;
    app = await startTestApp(undefined, { ...LIVE, WHATSAPP_API_BASE_URL: graphUrl });
  });
  afterAll(async () => {
    await app?.close();
    graph?.close();
  });

  const rowOf = (key: string) => app.db.prisma.outboxMessage.findUniqueOrThrow({ where: { idempotencyKey: key } });

  it("sends a queued row with the template outside the 24-hour window, once", async () => {
    await queueWhatsApp(app.db.prisma, {
      ownerId: null,
      recipient: "919800000001",
      body: "Board meeting at 11",
      kind: "reminder",
      idempotencyKey: "r-1",
    });
    await expect.poll(async () => (await rowOf("r-1")).status, { timeout: 20_000 }).toBe("sent-template");
    const sent = calls.filter((call) => call.body.to === "919800000001");
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
            { value: { statuses: [{ id: row.providerMessageId, recipient_id: "919800000001", status: "read", timestamp: "1700000000" }] } },
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
});
