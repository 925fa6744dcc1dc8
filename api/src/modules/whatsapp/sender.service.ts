import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { Logger } from "../../logger.ts";
import type { WhatsAppConfig } from "./whatsapp-config.service.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";

export interface OutgoingWhatsApp {
  to: string;
  body: string;
  kind: string;
  ownerId?: string | null;
  /** Same key, same message: a job or rule that runs twice sends once. */
  idempotencyKey: string;
}

const CUSTOMER_SERVICE_WINDOW_MS = 24 * 3_600_000;

/**
 * Sends WhatsApp messages. Live: through Meta's Cloud API — free text inside the contact's 24-hour
 * customer-service window, the approved template outside it. Demo: recorded in the outbox, nothing sent.
 */
export function createWhatsAppSender(prisma: PrismaClient, config: WhatsAppConfig, logger: Logger) {
  return {
    live: config.live,

    async send(message: OutgoingWhatsApp): Promise<"sent" | "demo" | "failed" | "duplicate"> {
      const existing = await prisma.outboxMessage.findUnique({ where: { idempotencyKey: message.idempotencyKey } });
      if (existing) return "duplicate";
      const base = { channel: "whatsapp", ownerId: message.ownerId ?? null, recipient: message.to, body: message.body, kind: message.kind, idempotencyKey: message.idempotencyKey };
      if (!config.live) {
        await prisma.outboxMessage.create({ data: { ...base, status: "demo" } }).catch(ignoreDuplicate);
        return "demo";
      }
      const contact = await prisma.whatsAppContact.findUnique({ where: { waId: message.to } });
      const inWindow = contact && Date.now() - contact.lastInboundAt.getTime() < CUSTOMER_SERVICE_WINDOW_MS;
      const payload = inWindow
        ? { messaging_product: "whatsapp", to: message.to, type: "text", text: { body: message.body } }
        : { messaging_product: "whatsapp", to: message.to, type: "template", template: { name: config.template, language: { code: "en_US" } } };
      try {
        const response = await fetch(`${config.apiBaseUrl}/${config.phoneNumberId}/messages`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${config.token}` },
          body: JSON.stringify(payload),
          signal: AbortSignal.timeout(10_000),
        });
        const body = (await response.json().catch(() => ({}))) as { messages?: Array<{ id: string }> };
        const id = body.messages?.[0]?.id;
        if (!response.ok || !id) throw new Error(`Cloud API answered ${response.status}`);
        await prisma.$transaction([
          prisma.outboxMessage.create({ data: { ...base, status: inWindow ? "sent" : "sent-template" } }),
          prisma.whatsAppMessage.create({ data: { id, direction: "out", contact: message.to, body: message.body, status: "sent", statusRank: 1 } }),
        ]);
        return "sent";
      } catch (error) {
        logger.warn({ err: error, to: message.to }, "WhatsApp send failed");
        await prisma.outboxMessage.create({ data: { ...base, status: "failed" } }).catch(ignoreDuplicate);
        return "failed";
      }
    },
  };
}

export type WhatsAppSender = ReturnType<typeof createWhatsAppSender>;

function ignoreDuplicate(error: unknown): void {
  if (!isUniqueViolation(error)) throw error;
}
