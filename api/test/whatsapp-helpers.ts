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
