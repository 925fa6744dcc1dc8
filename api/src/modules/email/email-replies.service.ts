import { z } from "zod";
import type { EmailReply, InboundEmail, Prisma, PrismaClient } from "../../generated/prisma/client.ts";
import { ConflictError, NotFoundError } from "../../errors.ts";
import { stripControlCharacters } from "../../rules/plain-text.rules.ts";
import { parseInput } from "../../validation.ts";
import type { RecordReply } from "../assistant/reminder-actions.service.ts";
import type { MailService } from "../mail/mail.service.ts";
import {
  acknowledgement,
  type EmailReplyAction,
  type EmailReplySubject,
  replyReferences,
  replySubject,
  vipSummary,
} from "./email-reply.rules.ts";

type Tx = Prisma.TransactionClient;

/** Who mail leaves in the name of: the executive, and whether theirs may reach a real person (never a demo account's). */
export interface MailIdentity {
  name: string;
  email: string;
  mayLeave: boolean;
}

export interface EmailReplyDeps {
  prisma: PrismaClient;
  mail: MailService;
  identityOf(ownerId: string): Promise<MailIdentity | null>;
  /** Queues a WhatsApp message to the owner's verified number, in `db`'s transaction (recorded as skipped where there is none). */
  whatsappToOwner(
    db: Tx,
    message: { ownerId: string; body: string; kind: string; idempotencyKey: string; subject: EmailReplySubject },
  ): Promise<void>;
  now?: () => Date;
}

export const approveEmailReplySchema = z.object({
  text: z
    .string({ error: "The reply must be text" })
    .transform(stripControlCharacters)
    .pipe(z.string().trim().min(1, "The reply cannot be empty").max(10_000, "A reply is at most 10,000 characters"))
    .optional(),
});

class Replayed extends Error {}

/** What a decision did: the reply discarded, its email queued, or (a demo account's) only recorded. */
export type Decision = "discarded" | "queued" | "demo";

const CONFIRMATIONS: Record<Decision, (reply: EmailReply) => string> = {
  queued: (reply) => `Sent: your reply to ${reply.to} (“${reply.subject}”) is on its way.`,
  demo: (reply) => `Recorded: your reply to ${reply.to} is in the outbox; a demo account's mail never leaves.`,
  discarded: (reply) => `Discarded: nothing will be sent to ${reply.to}.`,
};

/** Why a reply cannot be decided again: what was decided before, and what the second decision wanted. */
function decidedBefore(was: string, wanted: "sent" | "discarded"): string {
  if (was === "sent")
    return wanted === "sent"
      ? "This reply was sent already; nothing more goes out"
      : "This reply was sent already, so it cannot be discarded";
  return wanted === "sent" ? "This reply was discarded, so it cannot be sent" : "This reply was discarded already";
}

/**
 * Replies Ria drafts to inbound email. A draft leaves only when its owner approves it (the dashboard or a WhatsApp
 * button), and exactly once: the approval moves it from "awaiting" in one conditional write, and its email is queued in
 * the same transaction under the reply's own key, so duplicate and concurrent approvals send one email, threaded on the
 * one it answers.
 */
export function createEmailReplies(deps: EmailReplyDeps) {
  const { prisma } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * Moves an awaiting reply to `status`; its email is queued in the same transaction ("demo" when a demo account's is
   * only recorded). Null when it was decided before. The sender's identity is read before the transaction: on the
   * embedded database a query outside it would wait for the transaction's one connection.
   */
  async function decide(
    tx: Tx,
    { ownerId, id, status, text }: { ownerId: string; id: string; status: "sent" | "discarded"; text?: string },
    identity: MailIdentity | null,
  ): Promise<Decision | null> {
    const changed = await tx.emailReply.updateMany({
      where: { id, ownerId, status: "awaiting" },
      data: { status, decidedAt: now(), ...(text ? { text } : {}) },
    });
    if (changed.count === 0) return null;
    if (status === "discarded") return "discarded";
    const reply = await tx.emailReply.findUniqueOrThrow({ where: { id }, include: { inbound: true } });
    return deps.mail.queue(
      {
        ownerId,
        to: reply.to,
        subject: reply.subject,
        text: reply.text,
        replyTo: identity?.email,
        inReplyTo: reply.inbound.messageId ?? undefined,
        references: replyReferences(reply.inbound),
        idempotencyKey: `email-reply:${id}`,
        mayLeave: identity?.mayLeave ?? false,
      },
      tx,
    );
  }

  async function mine(ownerId: string, id: string): Promise<EmailReply> {
    const reply = await prisma.emailReply.findFirst({ where: { id, ownerId } });
    if (!reply) throw new NotFoundError("No such reply");
    return reply;
  }

  /** Decides as the dashboard asks: the reply as it is now and what the decision did, or a ConflictError when it was decided already. */
  async function decideNow(ownerId: string, id: string, status: "sent" | "discarded", text?: string) {
    await mine(ownerId, id);
    const identity = await deps.identityOf(ownerId);
    const decision = await prisma.$transaction((tx) => decide(tx, { ownerId, id, status, text }, identity));
    if (decision === null) throw new ConflictError(decidedBefore((await mine(ownerId, id)).status, status));
    return { ...(await prisma.emailReply.findUniqueOrThrow({ where: { id }, include: { inbound: true } })), decision };
  }

  return {
    /**
     * Drafts a reply to a VIP's email and tells the owner on WhatsApp, with Send and Discard buttons. Once per email:
     * the draft is keyed by the email, the summary by the draft.
     */
    async draft(inbound: InboundEmail, ownerId: string): Promise<EmailReply> {
      const identity = await deps.identityOf(ownerId);
      const text = acknowledgement(inbound, identity?.name ?? "");
      return prisma.$transaction(async (tx) => {
        const reply = await tx.emailReply.upsert({
          where: { inboundEmailId: inbound.id },
          create: { ownerId, inboundEmailId: inbound.id, to: inbound.fromAddr, subject: replySubject(inbound.subject), text },
          update: {},
        });
        await deps.whatsappToOwner(tx, {
          ownerId,
          body: vipSummary(inbound, reply.text),
          kind: "email-summary",
          idempotencyKey: `email-summary:${reply.id}`,
          subject: { kind: "email-reply", id: reply.id },
        });
        return reply;
      });
    },

    /** The owner's replies still waiting for a decision, oldest first, with the email each answers. */
    awaiting: (ownerId: string): Promise<Array<EmailReply & { inbound: InboundEmail }>> =>
      prisma.emailReply.findMany({ where: { ownerId, status: "awaiting" }, include: { inbound: true }, orderBy: { createdAt: "asc" } }),

    /** Sends the reply, edited first when `input.text` is given. */
    approve(ownerId: string, id: string, input: unknown) {
      const { text } = parseInput(approveEmailReplySchema, input);
      return decideNow(ownerId, id, "sent", text);
    },

    discard: (ownerId: string, id: string) => decideNow(ownerId, id, "discarded"),

    /** Who a reply belongs to, or null when there is no such reply. */
    async ownerOf(id: string): Promise<string | null> {
      const reply = await prisma.emailReply.findUnique({ where: { id }, select: { ownerId: true } });
      return reply?.ownerId ?? null;
    },

    /**
     * A WhatsApp button's decision. The decision and the caller's confirmation record commit together; when the record
     * was there already (the same tap delivered again) nothing changes and null is returned.
     */
    async act(ownerId: string, id: string, action: EmailReplyAction, record: RecordReply): Promise<string | null> {
      const status = action === "sendreply" ? "sent" : "discarded";
      const identity = await deps.identityOf(ownerId);
      try {
        return await prisma.$transaction(async (tx) => {
          const decided = await decide(tx, { ownerId, id, status }, identity);
          const reply = await tx.emailReply.findFirst({ where: { id, ownerId } });
          const text = !reply
            ? "That reply is no longer there."
            : !decided
              ? `${decidedBefore(reply.status, status)}.`
              : CONFIRMATIONS[decided](reply);
          if (!(await record(tx, text))) throw new Replayed();
          return text;
        });
      } catch (error) {
        if (error instanceof Replayed) return null;
        throw error;
      }
    },
  };
}

export type EmailReplies = ReturnType<typeof createEmailReplies>;
