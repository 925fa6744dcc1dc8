import type { PgBoss } from "pg-boss";
import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { Logger } from "../../logger.ts";
import type { AppPubSub } from "../../pubsub.ts";
import { emailCopyOf } from "../client/client.service.ts";
import type { MailService } from "../mail/mail.service.ts";
import { queueWhatsAppToOwner } from "./outbox.ts";
import type { ReminderSubject } from "./reminder-actions.rules.ts";
import { occurrences } from "./understanding/time/recurrence.ts";

export const REMINDER_QUEUE = "reminder-fire";

/** A reminder's email copy: where to (the owner's address, when they asked for email too) and through what. */
export interface ReminderByEmail {
  mail: MailService;
  to: string;
  mayLeave: boolean;
}

export interface FireOptions {
  now?: Date;
  /** The time the job was queued for: a reminder moved since is left alone. */
  scheduledFor?: string;
  scheduleNext?: (reminderId: string, dueAt: Date, key: string) => Promise<void>;
  /** Sends the reminder by email too, where its owner asked for that. */
  mail?: MailService;
}

/** The tables delivering a reminder writes to; a transaction client works. */
type ReminderTx = Pick<PrismaClient, "conversation" | "chatMessage" | "outboxMessage" | "user" | "whatsAppRecipient">;

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
 * Fires one reminder: claims its due time, posts it to the owner's chat and queues it to WhatsApp, in one
 * transaction. A one-off reminder is then fired; a repeating one moves to its next occurrence. The next occurrence's
 * job is queued first (`scheduleNext`, idempotent by its key): a crash after it leaves a job that finds the reminder not
 * moved and does nothing, while this job is retried; a crash before it retries this job. A second delivery of the same
 * job finds the time claimed and does nothing, so each occurrence is delivered once, across restarts too.
 */
export async function fireReminder(
  prisma: PrismaClient,
  pubsub: AppPubSub,
  reminderId: string,
  { now = new Date(), scheduledFor, scheduleNext, mail }: FireOptions = {},
): Promise<boolean> {
  const due = { id: reminderId, status: "pending" as const, ...(scheduledFor ? { dueAt: new Date(scheduledFor) } : {}) };
  const current = await prisma.reminder.findFirst({ where: due });
  if (!current) return false;
  // After downtime a repeating reminder resumes from now: missed occurrences are not delivered late, one by one.
  const next = current.rrule
    ? occurrences(current.rrule, current.dueAt, new Date(Math.max(current.dueAt.getTime(), now.getTime())), 1, current.skipped)[0]
    : undefined;
  if (next && scheduleNext) await scheduleNext(reminderId, next, `${reminderId}@${next.toISOString()}`);
  // Read before the transaction: on the embedded database a query outside it would wait for its one connection.
  const copy = mail ? await emailCopyOf(prisma, current.ownerId) : null;
  const fired = await prisma.$transaction(async (tx) => {
    const reminder = await tx.reminder.findFirst({ where: { ...due, dueAt: current.dueAt } });
    if (!reminder) return null;
    const claimed = await tx.reminder.updateMany({
      where: { id: reminderId, status: "pending", dueAt: reminder.dueAt },
      data: next ? { dueAt: next, firedAt: now } : { status: "fired", firedAt: now },
    });
    if (claimed.count === 0) return null;
    const messageId = await deliverReminder(tx, reminder, copy && mail ? { mail, ...copy } : undefined);
    return { ownerId: reminder.ownerId, messageId };
  });
  if (fired) {
    pubsub.publish("chat.event", fired.ownerId, { kind: "message", replyTo: null, messageId: fired.messageId });
    pubsub.publish("schedule.changed", fired.ownerId, { at: now.toISOString() });
  }
  return fired !== null;
}

/**
 * Posts a reminder into its owner's chat and queues it to WhatsApp, and by email when asked (idempotent per reminder and
 * time it goes off); returns the chat message id.
 */
export async function deliverReminder(
  tx: ReminderTx,
  reminder: { id: string; ownerId: string; title: string; dueAt?: Date; rrule?: string | null },
  byEmail?: ReminderByEmail,
): Promise<string> {
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
  // Each time it goes off is its own message: a repeating reminder's occurrences, a snoozed reminder again.
  const occurrence = `${reminder.id}${reminder.dueAt ? `@${reminder.dueAt.toISOString()}` : ""}`;
  await queueWhatsAppToOwner(tx, {
    ownerId: reminder.ownerId,
    body: `⏰ Reminder from Ria: ${reminder.title}`,
    kind: "reminder",
    idempotencyKey: `reminder:${occurrence}`,
    // On WhatsApp it carries the reply buttons: Done, Snooze 15 min, Tomorrow 9 am.
    subject: { kind: "reminder", id: reminder.id, title: reminder.title } satisfies ReminderSubject,
  });
  if (byEmail) {
    await byEmail.mail.queue(
      {
        ownerId: reminder.ownerId,
        to: byEmail.to,
        subject: `Reminder: ${reminder.title}`,
        text: `⏰ Reminder from Ria: ${reminder.title}\n\nDone, or need it later? Tell Ria in the chat or on WhatsApp.`,
        idempotencyKey: `reminder-email:${occurrence}`,
        mayLeave: byEmail.mayLeave,
      },
      tx,
    );
  }
  return message.id;
}

/** Works the reminder queue; each job is handled on its own, so one bad reminder never blocks the rest. */
export async function startReminderWorker(
  jobs: PgBoss,
  prisma: PrismaClient,
  pubsub: AppPubSub,
  logger: Logger,
  mail: MailService,
): Promise<void> {
  await jobs.createQueue(REMINDER_QUEUE);
  const schedule = createReminderScheduler(jobs);
  await jobs.work<{ reminderId: string; dueAt?: string }>(REMINDER_QUEUE, { batchSize: 10, pollingIntervalSeconds: 1 }, async (batch) => {
    let failures = 0;
    for (const job of batch) {
      try {
        await fireReminder(prisma, pubsub, job.data.reminderId, { scheduledFor: job.data.dueAt, scheduleNext: schedule, mail });
      } catch (error) {
        failures += 1;
        logger.error({ err: error, reminderId: job.data.reminderId }, "firing a reminder failed");
      }
    }
    // pg-boss retries the batch; reminders that did fire are no-ops the second time.
    if (failures > 0) throw new Error(`${failures} of ${batch.length} reminders failed to fire`);
  });
}
