import type { PrismaClient } from "../../generated/prisma/client.ts";

export interface OutboundMessage {
  ownerId: string | null;
  recipient: string;
  body: string;
  kind: string;
  /** Same key, same message: a job that runs twice sends once. */
  idempotencyKey: string;
}

/**
 * Queues a WhatsApp message. With no WhatsApp credentials this outbox is where it stays (demo
 * mode, readable by admins); the WhatsApp domain sends from it when credentials are configured.
 */
export async function queueWhatsApp(prisma: Pick<PrismaClient, "outboxMessage">, message: OutboundMessage): Promise<void> {
  await prisma.outboxMessage.upsert({
    where: { idempotencyKey: message.idempotencyKey },
    create: { ...message, channel: "whatsapp" },
    update: {},
  });
}
