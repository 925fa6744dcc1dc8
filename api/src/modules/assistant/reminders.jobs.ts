import type { PgBoss } from "pg-boss";
import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { Logger } from "../../logger.ts";
import type { AppPubSub } from "../../pubsub.ts";
import { queueWhatsApp } from "./outbox.ts";

export const REMINDER_QUEUE = "reminder-fire";

/** The tables delivering a reminder writes to; a transaction client works. */
type ReminderTx = Pick<PrismaClient, "conversation" | "chatMessage" | "outboxMessage">;

/**
 * Hands a reminder to the job engine; the reminder's id as singleton key makes a repeat a no-op. A reminder
 * moved to a new time ("make it 6 pm") gets a job of its own (`key`); the job carries its time, so the old one
 * finds the reminder moved and leaves it.
 */
export function createReminderScheduler(jobs: PgBoss) {
  return async (reminderId: string, dueAt: Date, key = reminderId): Promise<void> => {
    const data = { reminderId, dueAt: dueAt.toISOString() };
    await jobs.send(REMINDER_QUEUE, data, { startAfter: dueAt, singletonKey: key, retryLimit: 5, retryDelay: 30 });
  };
}

/**
 * Fires one reminder: marks it fired, posts it to the owner's chat and queues it to WhatsApp, in one
 * transaction. A second delivery of the same job finds it fired already and does nothing.
 */
export async function fireReminder(
  prisma: PrismaClient,
  pubsub: AppPubSub,
  reminderId: string,
  now = new Date(),
  scheduledFor?: string,
): Promise<boolean> {
  const fired = await prisma.$transaction(async (tx) => {
    const moved = scheduledFor ? { dueAt: new Date(scheduledFor) } : {};
    const claimed = await tx.reminder.updateMany({
      where: { id: reminderId, status: "pending", ...moved },
      data: { status: "fired", firedAt: now },
    });
    if (claimed.count === 0) return null;
    const reminder = await tx.reminder.findUniqueOrThrow({ where: { id: reminderId } });
    return { ownerId: reminder.ownerId, messageId: await deliverReminder(tx, reminder) };
  });
  if (fired) pubsub.publish("chat.event", fired.ownerId, { kind: "message", replyTo: null, messageId: fired.messageId });
  return fired !== null;
}

/** Posts a reminder into its owner's chat and queues it to WhatsApp (idempotent per reminder); returns the chat message id. */
export async function deliverReminder(tx: ReminderTx, reminder: { id: string; ownerId: string; title: string }): Promise<string> {
  const conversation = await tx.conversation.upsert({
    where: { ownerId: reminder.ownerId },
    create: { ownerId: reminder.ownerId },
    update: {},
  });
  const message = await tx.chatMessage.create({
    data: {
      conversationId: conversation.id,
      role: "assistant",
      content: `⏰ Reminder: ${reminder.title}`,
      actions: [{ id: reminder.id, type: "reminder", status: "done", title: reminder.title }],
    },
  });
  await queueWhatsApp(tx, {
    ownerId: reminder.ownerId,
    recipient: reminder.ownerId,
    body: `⏰ Reminder from Ria: ${reminder.title}`,
    kind: "reminder",
    idempotencyKey: `reminder:${reminder.id}`,
  });
  return message.id;
}

/** Works the reminder queue; each job is handled on its own, so one bad reminder never blocks the rest. */
export async function startReminderWorker(jobs: PgBoss, prisma: PrismaClient, pubsub: AppPubSub, logger: Logger): Promise<void> {
  await jobs.createQueue(REMINDER_QUEUE);
  await jobs.work<{ reminderId: string; dueAt?: string }>(REMINDER_QUEUE, { batchSize: 10, pollingIntervalSeconds: 1 }, async (batch) => {
    let failures = 0;
    for (const job of batch) {
      try {
        await fireReminder(prisma, pubsub, job.data.reminderId, new Date(), job.data.dueAt);
      } catch (error) {
        failures += 1;
        logger.error({ err: error, reminderId: job.data.reminderId }, "firing a reminder failed");
      }
    }
    // pg-boss retries the batch; reminders that did fire are no-ops the second time.
    if (failures > 0) throw new Error(`${failures} of ${batch.length} reminders failed to fire`);
  });
}
