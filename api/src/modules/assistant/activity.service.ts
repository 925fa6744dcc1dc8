import type { PrismaClient } from "../../generated/prisma/client.ts";

/**
 * What the assistant's tables hold, for other modules: the activity analytics counts and the purge of everything
 * an owner has (guests gone idle, demo sandboxes). The assistant owns conversations, messages, reminders,
 * calendar events, lists and usage counters; nobody else reads or writes them directly.
 */
export function createAssistantActivity(prisma: PrismaClient) {
  return {
    /** Ria's replies since `since` (to one owner, or everyone), each with when the message it answers was sent. */
    async repliesSince(since: Date, ownerId?: string): Promise<Array<{ createdAt: Date; askedAt: Date | null }>> {
      const replies = await prisma.chatMessage.findMany({
        where: { role: "assistant", createdAt: { gte: since }, ...(ownerId ? { conversation: { ownerId } } : {}) },
        select: { createdAt: true, replyToId: true },
      });
      const questions = await prisma.chatMessage.findMany({
        where: { id: { in: replies.flatMap((reply) => (reply.replyToId ? [reply.replyToId] : [])) } },
        select: { id: true, createdAt: true },
      });
      const askedAt = new Map(questions.map((question) => [question.id, question.createdAt]));
      return replies.map((reply) => ({ createdAt: reply.createdAt, askedAt: (reply.replyToId && askedAt.get(reply.replyToId)) || null }));
    },

    /** Meetings put in the calendar since `since`, with whom. */
    meetingsSince: (since: Date, ownerId?: string) =>
      prisma.calendarEvent.findMany({ where: { createdAt: { gte: since }, ownerId }, select: { createdAt: true, withWhom: true } }),

    /** When a meeting was last put in anyone's calendar; null if never. */
    async lastMeetingCreatedAt(): Promise<Date | null> {
      const last = await prisma.calendarEvent.findFirst({ orderBy: { createdAt: "desc" }, select: { createdAt: true } });
      return last?.createdAt ?? null;
    },

    /** Everyone's calendar events starting at or after `from` and before `until` (calendar rules fire on them). */
    eventsStartingBetween: (from: Date, until: Date) =>
      prisma.calendarEvent.findMany({
        where: { startsAt: { gte: from, lt: until } },
        select: { id: true, title: true, startsAt: true, ownerId: true },
      }),

    /** Adds an item to an owner's list (a rule's "add to list" action). */
    async addListItem(ownerId: string, title: string): Promise<void> {
      await prisma.listItem.create({ data: { ownerId, title } });
    },

    /** Reminders due between `since` and `until` that were not cancelled, with their status. */
    remindersDue: (since: Date, until: Date, ownerId?: string) =>
      prisma.reminder.findMany({
        where: { dueAt: { gte: since, lte: until }, status: { not: "cancelled" }, ownerId },
        select: { status: true },
      }),

    /** Deletes everything these owners have in the assistant (chats, reminders, events, lists, counters), at once. */
    async deleteOwnedBy(...ownerIds: string[]): Promise<void> {
      if (ownerIds.length === 0) return;
      const where = { ownerId: { in: ownerIds } };
      await prisma.$transaction([
        prisma.reminder.deleteMany({ where }),
        prisma.calendarEvent.deleteMany({ where }),
        prisma.listItem.deleteMany({ where }),
        prisma.usageCounter.deleteMany({ where }),
        prisma.conversation.deleteMany({ where }),
      ]);
    },
  };
}

export type AssistantActivity = ReturnType<typeof createAssistantActivity>;
