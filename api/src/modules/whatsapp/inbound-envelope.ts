import { randomUUID } from "node:crypto";
import type { WebhookEnvelope } from "./webhook.types.ts";

/** A Cloud-API-shaped delivery of one inbound text message, as /whatsapp-test sends it. */
export function inboundTextEnvelope(
  input: { from: string; name: string; text: string },
  now = new Date(),
): { id: string; envelope: WebhookEnvelope } {
  const id = `wamid.test.${randomUUID()}`;
  const envelope = {
    object: "whatsapp_business_account",
    entry: [
      {
        id: "test-entry",
        changes: [
          {
            field: "messages",
            value: {
              messaging_product: "whatsapp",
              contacts: [{ wa_id: input.from, profile: { name: input.name } }],
              messages: [
                { id, from: input.from, timestamp: String(Math.floor(now.getTime() / 1000)), type: "text", text: { body: input.text } },
              ],
            },
          },
        ],
      },
    ],
  };
  return { id, envelope: envelope as WebhookEnvelope };
}
