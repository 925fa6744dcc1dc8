import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { DeliveryOutcome, Deliver } from "./delivery.ts";
import type { WhatsAppConfig } from "./whatsapp-config.service.ts";

export interface OutgoingWhatsApp {
  to: string;
  body: string;
  kind: string;
  ownerId?: string | null;
  /** Same key, same message: a job or rule that runs twice sends once. */
  idempotencyKey: string;
}

/**
 * Sends WhatsApp messages now (webhook replies, rule actions). The row is written first, queued with
 * its idempotency key, and then delivered once (see delivery.ts): a second call with the same key —
 * a job redelivered after Meta answered — finds the row and sends nothing. Demo: recorded, nothing sent.
 */
export function createWhatsAppSender(prisma: PrismaClient, config: WhatsAppConfig, deliver: Deliver) {
  return {
    live: config.live,
    deliver,

    async send(message: OutgoingWhatsApp): Promise<DeliveryOutcome> {
      const { count } = await prisma.outboxMessage.createMany({
        data: [
          {
            channel: "whatsapp",
            ownerId: message.ownerId ?? null,
            recipient: message.to,
            body: message.body,
            kind: message.kind,
            idempotencyKey: message.idempotencyKey,
            status: config.live ? "queued" : "demo",
          },
        ],
        skipDuplicates: true,
      });
      if (count === 0) return "duplicate";
      if (!config.live) return "demo";
      const { id } = await prisma.outboxMessage.findUniqueOrThrow({
        where: { idempotencyKey: message.idempotencyKey },
        select: { id: true },
      });
      // A failed attempt leaves the row queued: the outbox job retries it.
      return deliver(id);
    },
  };
}

export type WhatsAppSender = ReturnType<typeof createWhatsAppSender>;
