import type { OutboxMessage, Prisma, PrismaClient } from "../../generated/prisma/client.ts";

/** The channels a message leaves by. */
export type Channel = "whatsapp" | "email";

/** What can write the outbox: the app's client, or a transaction's, so a row is written with what it belongs to. */
export type OutboxWriter = Pick<Prisma.TransactionClient, "outboxMessage">;

/** One message to queue. Same key, same message: a redelivered job or a rule run twice queues it once. */
export interface NewMessage {
  channel: Channel;
  ownerId?: string | null;
  recipient: string;
  body: string;
  kind: string;
  idempotencyKey: string;
  /** "queued" (the default): its channel's sender sends it; "demo": recorded, never sent; "skipped": not sent, `note` says why. */
  status?: "queued" | "demo" | "skipped";
  note?: string;
  /** What the recipient can act on with reply buttons (a reminder, a drafted email reply). */
  subject?: Prisma.InputJsonValue;
}

/** The outbox reads newest first; the id breaks ties between rows stored in the same millisecond. */
const NEWEST_FIRST: Prisma.OutboxMessageOrderByWithRelationInput[] = [{ createdAt: "desc" }, { id: "desc" }];
/** At most this many rows of what was sent after one incoming message travel with its activity. */
const SENT_AFTER_LIMIT = 20;

/** Writes a message to the outbox once per idempotency key, in `db` (a transaction's client too); true when this call wrote it. */
export async function queueMessage(db: OutboxWriter, message: NewMessage): Promise<boolean> {
  const { count } = await db.outboxMessage.createMany({ data: [message], skipDuplicates: true });
  return count > 0;
}

/** A row that is still queued and whose time has come (`notBefore`: a recipient's turn, the end of a back-off). */
const dueBy = (at: Date): Prisma.OutboxMessageWhereInput => ({
  status: "queued",
  OR: [{ notBefore: null }, { notBefore: { lte: at } }],
});

export interface OutboxDeps {
  prisma: PrismaClient;
}

/**
 * The one outbox every message leaves through, WhatsApp and email alike: a row is written first, once per key, and
 * only its channel's sender sends it, after claiming it (queued → sending) in one statement, so sweeps, instances and
 * redelivered jobs never send a row twice. Channels keep their own rules (pacing, Meta's remedies, SMTP retries);
 * the rows and their reading are here.
 */
export function createOutbox({ prisma }: OutboxDeps) {
  return {
    queue: (message: NewMessage, db: OutboxWriter = prisma) => queueMessage(db, message),

    /** Whether a message was queued under this key. */
    has: async (idempotencyKey: string) => (await prisma.outboxMessage.count({ where: { idempotencyKey } })) > 0,

    /** The row queued under this key. */
    byKey: (idempotencyKey: string) => prisma.outboxMessage.findUniqueOrThrow({ where: { idempotencyKey } }),

    get: (id: string) => prisma.outboxMessage.findUniqueOrThrow({ where: { id } }),

    /** The row a provider's message id was sent from (a status names the message, not the row); null for none. */
    sentAs: (providerMessageId: string) => prisma.outboxMessage.findUnique({ where: { providerMessageId } }),

    /** A channel's queued rows whose time has come at `now`, oldest first. */
    due: (channel: Channel, now: Date, take: number) =>
      prisma.outboxMessage.findMany({ where: { channel, ...dueBy(now) }, orderBy: { createdAt: "asc" }, take }),

    /**
     * Claims a queued row for one attempt (queued → sending, one more attempt), when it is due by `at`: false when it
     * is not queued any more (sent, refused, taken by another sweep or instance) or waits for later.
     */
    async claim(id: string, at: Date): Promise<boolean> {
      const { count } = await prisma.outboxMessage.updateMany({
        where: { id, ...dueBy(at) },
        data: { status: "sending", attempts: { increment: 1 } },
      });
      return count > 0;
    },

    /**
     * Records where a row stands, while it still is as `still` says (a row being sent, or still sent as the message a
     * status names): false when it has moved on, so a late or redelivered update changes nothing.
     */
    async update(
      id: string,
      data: Prisma.OutboxMessageUpdateManyMutationInput,
      still: Prisma.OutboxMessageWhereInput = {},
      db: OutboxWriter = prisma,
    ): Promise<boolean> {
      const { count } = await db.outboxMessage.updateMany({ where: { ...still, id }, data });
      return count > 0;
    },

    /** Whether a message on this channel failed to send since `since`. */
    failedSince: async (channel: Channel, since: Date) =>
      (await prisma.outboxMessage.count({ where: { channel, status: "failed", createdAt: { gte: since } } })) > 0,

    /** When a message on this channel was last sent; null if never. */
    async lastSentAt(channel: Channel): Promise<Date | null> {
      const last = await prisma.outboxMessage.findFirst({
        where: { channel, status: "sent" },
        orderBy: { createdAt: "desc" },
        select: { createdAt: true },
      });
      return last?.createdAt ?? null;
    },

    /** What Ria sent, newest first, to everyone or one recipient; `page` (a connection's cursor and size) narrows it. */
    list<Page extends Omit<Prisma.OutboxMessageFindManyArgs, "orderBy" | "where">>(recipient: string | null | undefined, page: Page) {
      return prisma.outboxMessage.findMany({ ...page, where: recipient ? { recipient } : {}, orderBy: NEWEST_FIRST });
    },

    /**
     * The rows a piece of channel traffic concerns, oldest first: for an incoming message, what was sent to its
     * contact since it arrived (Ria's reply, rules' replies); for an outgoing one, the row it was sent from.
     */
    async concerning(message: { id: string; direction: string; contact: string; createdAt: Date }): Promise<OutboxMessage[]> {
      if (message.direction !== "in") return prisma.outboxMessage.findMany({ where: { providerMessageId: message.id } });
      const newest = await prisma.outboxMessage.findMany({
        where: { recipient: message.contact, createdAt: { gte: message.createdAt } },
        orderBy: NEWEST_FIRST,
        take: SENT_AFTER_LIMIT,
      });
      return newest.reverse();
    },

    /** How many rows each channel has in each status, for the metrics endpoint. */
    async counts(): Promise<Array<{ channel: string; status: string; count: number }>> {
      const groups = await prisma.outboxMessage.groupBy({ by: ["channel", "status"], _count: { _all: true } });
      return groups.map((group) => ({ channel: group.channel, status: group.status, count: group._count._all }));
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
