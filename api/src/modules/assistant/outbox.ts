import type { PrismaClient } from "../../generated/prisma/client.ts";
import { queueMessage, type OutboxWriter } from "../messaging/outbox.service.ts";
import { ownNumberOf } from "../whatsapp/recipients.service.ts";
import type { EmailReplySubject } from "../email/email-reply.rules.ts";
import type { ReminderSubject } from "./reminder-actions.rules.ts";

export interface OutboundMessage {
  ownerId: string | null;
  recipient: string;
  body: string;
  kind: string;
  /** Same key, same message: a job that runs twice sends once. */
  idempotencyKey: string;
  /** What the recipient can act on with reply buttons (a reminder, a drafted email reply). */
  subject?: ReminderSubject | EmailReplySubject;
}

/**
 * Queues a WhatsApp message. With no WhatsApp credentials this outbox is where it stays (demo
 * mode, readable by admins); the WhatsApp domain sends from it when credentials are configured.
 */
export async function queueWhatsApp(db: OutboxWriter, message: OutboundMessage): Promise<void> {
  await queueMessage(db, { ...message, channel: "whatsapp" });
}

/** Why a message to the owner was not sent on WhatsApp, on its outbox row and the dashboard. */
export const NO_VERIFIED_NUMBER = "No verified WhatsApp number: delivered in the chat only. Add your number on the dashboard.";

/**
 * Queues a message to the owner themself (a reminder, the morning brief) for their verified WhatsApp
 * number; with none, the row is recorded as skipped, with the reason, and nothing is sent.
 */
export async function queueWhatsAppToOwner(
  db: Pick<PrismaClient, "outboxMessage" | "user" | "whatsAppRecipient">,
  message: Omit<OutboundMessage, "recipient"> & { ownerId: string },
): Promise<void> {
  const number = await ownNumberOf(db, message.ownerId);
  await queueMessage(
    db,
    number
      ? { ...message, recipient: number, channel: "whatsapp" }
      : { ...message, recipient: "", channel: "whatsapp", status: "skipped", note: NO_VERIFIED_NUMBER },
  );
}
