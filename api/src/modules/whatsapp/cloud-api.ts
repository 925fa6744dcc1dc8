import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { WhatsAppConfig } from "./whatsapp-config.service.ts";

const CUSTOMER_SERVICE_WINDOW_MS = 24 * 3_600_000;

/**
 * Posts one message to Meta's Cloud API: free text inside the contact's 24-hour customer-service
 * window, the approved template outside it. Resolves with the message id; throws when refused.
 */
export async function postToCloudApi(
  prisma: Pick<PrismaClient, "whatsAppContact">,
  config: WhatsAppConfig,
  message: { to: string; body: string },
): Promise<{ id: string; inWindow: boolean }> {
  const contact = await prisma.whatsAppContact.findUnique({ where: { waId: message.to } });
  const inWindow = Boolean(contact && Date.now() - contact.lastInboundAt.getTime() < CUSTOMER_SERVICE_WINDOW_MS);
  const payload = inWindow
    ? { messaging_product: "whatsapp", to: message.to, type: "text", text: { body: message.body } }
    : { messaging_product: "whatsapp", to: message.to, type: "template", template: { name: config.template, language: { code: "en_US" } } };
  const response = await fetch(`${config.apiBaseUrl}/${config.phoneNumberId}/messages`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${config.token}` },
    body: JSON.stringify(payload),
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await response.json().catch(() => ({}))) as { messages?: Array<{ id: string }> };
  const id = body.messages?.[0]?.id;
  if (!response.ok || !id) throw new Error(`Cloud API answered ${response.status}`);
  return { id, inWindow };
}
