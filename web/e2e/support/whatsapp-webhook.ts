import { createHmac } from "node:crypto";
import { expect, type APIRequestContext } from "@playwright/test";

/**
 * The e2e api runs WhatsApp in demo mode, whose webhook secret is the public demo value (api/src/env.ts,
 * WHATSAPP_DEMO_SECRET): a test posts what Meta would, signed as Meta signs it.
 */
const DEMO_APP_SECRET = "ria-demo-webhook-secret";

/**
 * A reminder's reply-button id as the server signs it for the number it goes to (api/src/modules/whatsapp/reply-ids.ts):
 * what Meta echoes back when the button is tapped.
 */
export function replyButtonId(action: "done" | "snooze" | "tomorrow", reminderId: string, number: string): string {
  const key = createHmac("sha256", DEMO_APP_SECRET).update("ria reply-button ids v1").digest();
  const signature = createHmac("sha256", key).update(`${action}.${reminderId}.${number}`).digest().subarray(0, 16).toString("base64url");
  return `ria1.${action}.${reminderId}.${signature}`;
}

/** POSTs a tap on a reply button from `from` to the webhook, signed with X-Hub-Signature-256 like Meta does. */
export async function postButtonReply(request: APIRequestContext, from: string, buttonId: string, title: string): Promise<void> {
  const raw = JSON.stringify({
    object: "whatsapp_business_account",
    entry: [
      {
        id: "e2e",
        changes: [
          {
            field: "messages",
            value: {
              contacts: [{ wa_id: from, profile: { name: "Executive" } }],
              messages: [
                {
                  id: `wamid.e2e.${Date.now()}.${Math.random().toString(36).slice(2)}`,
                  from,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  type: "interactive",
                  interactive: { type: "button_reply", button_reply: { id: buttonId, title } },
                },
              ],
            },
          },
        ],
      },
    ],
  });
  const signature = `sha256=${createHmac("sha256", DEMO_APP_SECRET).update(raw).digest("hex")}`;
  const response = await request.post("/api/whatsapp/webhook", {
    headers: { "content-type": "application/json", "x-hub-signature-256": signature },
    // The exact bytes signed (a string would be encoded as JSON once more).
    data: Buffer.from(raw),
  });
  expect(response.status(), await response.text()).toBe(200);
}
