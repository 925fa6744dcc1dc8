import { randomUUID } from "node:crypto";
import { signBody } from "./signature.ts";

/**
 * For /whatsapp-test: builds a Cloud-API-shaped inbound text message, signs it with the configured
 * (or demo) secret and posts it to our own webhook, so it takes exactly the real path.
 */
export async function simulateInbound(baseUrl: string, appSecret: string, input: { from: string; name: string; text: string }): Promise<string> {
  const id = `wamid.test.${randomUUID()}`;
  const envelope = {
    object: "whatsapp_business_account",
    entry: [{
      id: "test-entry",
      changes: [{
        field: "messages",
        value: {
          messaging_product: "whatsapp",
          contacts: [{ wa_id: input.from, profile: { name: input.name } }],
          messages: [{ id, from: input.from, timestamp: String(Math.floor(Date.now() / 1000)), type: "text", text: { body: input.text } }],
        },
      }],
    }],
  };
  const raw = Buffer.from(JSON.stringify(envelope));
  const response = await fetch(`${baseUrl}/api/whatsapp/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-hub-signature-256": signBody(raw, appSecret) },
    body: raw,
  });
  if (!response.ok) throw new Error(`the webhook answered ${response.status}`);
  return id;
}
