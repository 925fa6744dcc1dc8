import { Prisma, type PrismaClient } from "../../../generated/prisma/client.ts";
import type { Pending } from "../understanding/request.ts";

/** How long a question Ria asked stays open: an answer after this starts afresh. */
export const PENDING_MINUTES = 30;

/** The question a conversation has open, stored with the conversation so every instance sees it. */
export function createConversationState(prisma: Pick<PrismaClient, "conversation">) {
  return {
    async pendingOf(ownerId: string, now: Date): Promise<Pending | undefined> {
      const row = await prisma.conversation.findUnique({ where: { ownerId }, select: { pending: true, pendingAt: true } });
      if (!row?.pending || !row.pendingAt || now.getTime() - row.pendingAt.getTime() > PENDING_MINUTES * 60_000) return undefined;
      return row.pending as unknown as Pending;
    },

    async setPending(ownerId: string, pending: Pending | undefined, now: Date): Promise<void> {
      const data = pending ? { pending: pending as object, pendingAt: now } : { pending: Prisma.DbNull, pendingAt: null };
      await prisma.conversation.upsert({ where: { ownerId }, create: { ownerId, ...data }, update: data });
    },
  };
}

export type ConversationState = ReturnType<typeof createConversationState>;
