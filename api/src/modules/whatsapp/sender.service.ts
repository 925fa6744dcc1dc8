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

export interface WhatsAppSenderDeps {
  prisma: PrismaClient;
  /** Live or demo: in demo, messages are recorded and nothing is sent. */
  config: WhatsAppConfig;
  /** Delivers one stored row to Meta (delivery.ts). */
  deliver: Deliver;
}

/**
 * Sends WhatsApp messages now (webhook replies, rule actions). The row is written first, queued with
 * its idempotency key, and then delivered once (see delivery.ts): a second call with the same key —
 * a job redelivered after Meta answered — finds the row and sends nothing. Demo: recorded, nothing sent.
 */
export function createWhatsAppSender({ prisma, config, deliver }: WhatsAppSenderDeps) {
  /** Writes the row (queued in live mode, demo otherwise) with `db`, a transaction's client too; false when the key was there already. */
  async function record(db: Pick<PrismaClient, "outboxMessage">, message: OutgoingWhatsApp): Promise<boolean> {
    const { count } = await db.outboxMessage.createMany({
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
    return count > 0;
  }

  /** Delivers the row stored under `idempotencyKey` now (live mode); a failed attempt leaves it to the outbox job. */
  async function deliverRecorded(idempotencyKey: string): Promise<DeliveryOutcome> {
    if (!config.live) return "demo";
    const { id } = await prisma.outboxMessage.findUniqueOrThrow({ where: { idempotencyKey }, select: { id: true } });
    return deliver(id);
  }

  return {
    live: config.live,
    deliver,
    record,
    deliverRecorded,

    async send(message: OutgoingWhatsApp): Promise<DeliveryOutcome> {
      if (!(await record(prisma, message))) return "duplicate";
      return deliverRecorded(message.idempotencyKey);
    },
  };
}

export type WhatsAppSender = ReturnType<typeof createWhatsAppSender>;
