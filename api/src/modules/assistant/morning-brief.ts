import cron from "node-cron";
import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { Logger } from "../../logger.ts";
import type { AppPubSub } from "../../pubsub.ts";
import { formatIstTime, istDayStart, istParts } from "../../rules/ist.rules.ts";
import { minutesText } from "./act/phrases.ts";
import { briefsDueAt } from "../client/plans.service.ts";
import type { MailService } from "../mail/mail.service.ts";
import { queueWhatsAppToOwner } from "./outbox.ts";
import { nullWhenDuplicate } from "../../db/unique-violation.ts";

/** The brief's text: today's meetings, today's reminders and open tasks (beyond the spec, issue 4). */
export async function composeBrief(prisma: PrismaClient, ownerId: string, name: string, now: Date): Promise<string> {
  const today = { gte: istDayStart(now), lt: istDayStart(now, 1) };
  const [events, reminders, tasks] = await Promise.all([
    prisma.calendarEvent.findMany({ where: { ownerId, startsAt: today }, orderBy: { startsAt: "asc" } }),
    prisma.reminder.findMany({ where: { ownerId, dueAt: today, status: "pending" }, orderBy: { dueAt: "asc" } }),
    prisma.listItem.findMany({ where: { ownerId, done: false }, orderBy: { createdAt: "asc" }, take: 5 }),
  ]);
  const section = (title: string, lines: string[], empty: string) => `${title}\n${lines.length ? lines.join("\n") : empty}`;
  return [
    `Good morning, ${name.split(" ")[0]}! Here is your day.`,
    section(
      "📅 Meetings",
      events.map((event) => `• ${formatIstTime(event.startsAt)} ${event.title} (${minutesText(event.durationMinutes)})`),
      "• None: a clear calendar.",
    ),
    section(
      "⏰ Reminders",
      reminders.map((reminder) => `• ${formatIstTime(reminder.dueAt)} ${reminder.title}`),
      "• None due today.",
    ),
    section(
      "✅ Open tasks",
      tasks.map((task) => `• ${task.title}`),
      "• Nothing open.",
    ),
  ].join("\n\n");
}

/**
 * Delivers the brief to every client whose brief time (IST) is this minute: into the chat and the
 * WhatsApp outbox, and by email to those who asked. Keyed by client and IST day, so every instance may tick and each brief goes once.
 */
export async function deliverBriefs(prisma: PrismaClient, pubsub: AppPubSub, now: Date, mail?: MailService): Promise<number> {
  const { year, month, day, hour, minute } = istParts(now);
  const time = `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
  const date = `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  let delivered = 0;
  for (const client of await briefsDueAt(prisma, time)) {
    const key = `brief:${date}`;
    const text = await composeBrief(prisma, client.userId, client.name, now);
    const conversation = await prisma.conversation.upsert({
      where: { ownerId: client.userId },
      create: { ownerId: client.userId },
      update: {},
    });
    const message = await nullWhenDuplicate(
      prisma.chatMessage.create({ data: { conversationId: conversation.id, role: "assistant", content: text, clientMessageId: key } }),
    );
    if (!message) continue;
    await queueWhatsAppToOwner(prisma, {
      ownerId: client.userId,
      body: text,
      kind: "morning-brief",
      idempotencyKey: `${key}:${client.userId}`,
    });
    if (mail && client.emailCopy) {
      await mail.queue({
        ownerId: client.userId,
        ...client.emailCopy,
        subject: "Your day, from Ria",
        text,
        idempotencyKey: `${key}:${client.userId}:email`,
      });
    }
    pubsub.publish("chat.event", client.userId, { kind: "message", replyTo: null, messageId: message.id });
    delivered += 1;
  }
  return delivered;
}

/** Checks every minute (IST) for briefs that are due. */
export function startMorningBriefs(prisma: PrismaClient, pubsub: AppPubSub, logger: Logger, mail: MailService): { stop(): void } {
  const task = cron.schedule(
    "* * * * *",
    () => {
      deliverBriefs(prisma, pubsub, new Date(), mail).catch((error) => logger.error({ err: error }, "morning briefs failed"));
    },
    { name: "morning-briefs", timezone: "Asia/Kolkata", noOverlap: true },
  );
  return { stop: () => void task.stop() };
}
