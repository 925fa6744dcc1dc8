import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { Logger } from "../../logger.ts";
import type { WhatsAppConfig } from "./whatsapp-config.service.ts";
import { postToCloudApi } from "./cloud-api.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";

export interface OutgoingWhatsApp {
  to: string;
  body: string;
  kind: string;
  ownerId?: string | null;
  /** Same key, same message: a job or rule that runs twice sends once. */
  idempotencyKey: string;
}

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
      const base = {
        channel: "whatsapp",
        ownerId: message.ownerId ?? null,
        recipient: message.to,
        body: message.body,
        kind: message.kind,
        idempotencyKey: message.idempotencyKey,
      };
      if (!config.live) {
        await prisma.outboxMessage.create({ data: { ...base, status: "demo" } }).catch(ignoreDuplicate);
        return "demo";
      }
      try {
        const { id, inWindow } = await postToCloudApi(prisma, config, message);
        await prisma.$transaction([
          prisma.outboxMessage.create({
            data: { ...base, status: inWindow ? "sent" : "sent-template", providerMessageId: id, attempts: 1 },
          }),
          prisma.whatsAppMessage.create({
            data: { id, direction: "out", contact: message.to, body: message.body, status: "sent", statusRank: 1 },
          }),
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
