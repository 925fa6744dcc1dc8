import { signBody } from "../src/modules/whatsapp/signature.ts";

export const DEMO_SECRET = "ria-demo-webhook-secret";

/** A Cloud-API-shaped webhook delivery: one entry with one change carrying `value`. */
function envelope<Value>(value: Value) {
  return { object: "whatsapp_business_account", entry: [{ id: "e1", changes: [{ field: "messages", value }] }] };
}

/** A Cloud-API-shaped inbound text message. */
export function inboundEnvelope(id: string, from: string, text: string) {
  return envelope({
    contacts: [{ wa_id: from, profile: { name: "Tester" } }],
    messages: [{ id, from, timestamp: String(Math.floor(Date.now() / 1000)), type: "text", text: { body: text } }],
  });
}

/** Status updates for a message, in the order given. */
export function statusEnvelope(id: string, ...statuses: Array<"sent" | "delivered" | "read" | "failed">) {
  return envelope({
    statuses: statuses.map((status) => ({
      id,
      recipient_id: "919800000000",
      status,
      ...(status === "failed" ? { errors: [{ code: 131047, title: "Re-engagement message" }] } : {}),
    })),
  });
}

/** One delivery status as Meta sends it: `at` in Unix seconds, a failure's error code and title. */
export interface StatusFixture {
  id: string;
  status: "sent" | "delivered" | "read" | "failed";
  at?: number;
  code?: number;
  title?: string;
  recipient?: string;
}

/** Status updates for any messages, in the order given, with Meta's timestamps and error codes. */
export function statusesEnvelope(...statuses: StatusFixture[]) {
  return envelope({
    statuses: statuses.map(({ id, status, at, code, title, recipient }) => ({
      id,
      recipient_id: recipient ?? "919800000000",
      status,
      ...(at ? { timestamp: String(at) } : {}),
      ...(status === "failed" ? { errors: [{ code: code ?? 131026, title: title ?? "Message undeliverable" }] } : {}),
    })),
  });
}

/** A tap on an interactive message's reply button, as the webhook delivers it. */
export function buttonReplyEnvelope(id: string, from: string, buttonId: string, title: string) {
  return envelope({
    contacts: [{ wa_id: from, profile: { name: "Tester" } }],
    messages: [
      {
        id,
        from,
        timestamp: String(Math.floor(Date.now() / 1000)),
        type: "interactive",
        interactive: { type: "button_reply", button_reply: { id: buttonId, title } },
      },
    ],
  });
}

/** A tap on a template's quick reply, as the webhook delivers it. */
export function quickReplyEnvelope(id: string, from: string, payload: string, text: string) {
  return envelope({
    contacts: [{ wa_id: from, profile: { name: "Tester" } }],
    messages: [{ id, from, timestamp: String(Math.floor(Date.now() / 1000)), type: "button", button: { payload, text } }],
  });
}

/** POSTs raw bytes to the webhook, signed with `secret` unless `signature` is given. */
export function postWebhook(baseUrl: string, body: unknown, options: { secret?: string; signature?: string | null } = {}) {
  const raw = Buffer.from(typeof body === "string" ? body : JSON.stringify(body));
  const signature = options.signature === undefined ? signBody(raw, options.secret ?? DEMO_SECRET) : options.signature;
  return fetch(`${baseUrl}/api/whatsapp/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(signature ? { "x-hub-signature-256": signature } : {}) },
    body: raw,
  });
}
