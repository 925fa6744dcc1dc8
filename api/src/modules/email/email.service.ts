import { timingSafeEqual } from "node:crypto";
import { z } from "zod";
import type { PrismaClient } from "../../generated/prisma/client.ts";
import { UnauthenticatedError } from "../../errors.ts";
import { stripControlCharacters } from "../../rules/plain-text.rules.ts";
import { parseInput } from "../../validation.ts";
import type { Viewer } from "../../viewer.ts";
import type { AutomationService } from "../automation/automation.service.ts";
import type { EmailReplies } from "./email-replies.service.ts";
import { MESSAGE_ID } from "./email-reply.rules.ts";
import type { EmailVips } from "./email-vips.service.ts";

/** The JSON an email provider (or an admin) sends for each received email. */
export const inboundEmailSchema = z.object({
  from: z.email("from must be an email address").max(320),
  to: z.email("to must be an email address").max(320),
  subject: z.string({ error: "subject must be text" }).max(300, "subject must be at most 300 characters").transform(stripControlCharacters),
  text: z.string({ error: "text must be text" }).max(20_000, "text must be at most 20,000 characters").transform(stripControlCharacters),
  fromName: z
    .string({ error: "fromName must be text" })
    .max(200, "fromName must be at most 200 characters")
    .transform(stripControlCharacters)
    .optional(),
  messageId: z.string().regex(MESSAGE_ID, "messageId must be one Message-ID, like <id@host>").optional(),
  inReplyTo: z.string().regex(MESSAGE_ID, "inReplyTo must be one Message-ID, like <id@host>").optional(),
  references: z
    .array(z.string().regex(MESSAGE_ID, "references must be Message-IDs, like <id@host>"))
    .max(50, "references may hold at most 50 Message-IDs")
    .optional(),
});

/** Who may post an email: an admin, or the provider holding the shared inbound secret. */
export interface EmailSender {
  viewer: Viewer | null;
  /** The secret the caller presented, if any. */
  secret: string | undefined;
}

function sameSecret(given: string | undefined, expected: string | undefined): boolean {
  if (!expected || given === undefined) return false;
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface EmailDeps {
  prisma: PrismaClient;
  automation: AutomationService;
  vips: EmailVips;
  replies: EmailReplies;
  /** The client an address is the account of, if any. */
  clientByAddress(address: string): Promise<{ id: string } | null>;
  inboundSecret: string | undefined;
}

/**
 * Inbound email: checks the sender, stores the email for the client it was sent to (once per Message-ID), runs the email
 * rules on it (each once, by the email's id), and for a client's VIP drafts a reply that waits for their approval. A
 * delivery seen again runs the same steps, each of which does its part once.
 */
export function createEmailService({ prisma, automation, vips, replies, clientByAddress, inboundSecret }: EmailDeps) {
  return {
    /** Emails received since `since`, with their sender, for analytics. */
    receivedSince: (since: Date) =>
      prisma.inboundEmail.findMany({ where: { receivedAt: { gte: since } }, select: { receivedAt: true, fromAddr: true } }),

    /** When the last email came in; null if never. */
    async lastReceivedAt(): Promise<Date | null> {
      const last = await prisma.inboundEmail.findFirst({ orderBy: { receivedAt: "desc" }, select: { receivedAt: true } });
      return last?.receivedAt ?? null;
    },

    async receive(sender: EmailSender, input: unknown): Promise<{ id: string }> {
      if (sender.viewer?.role !== "ADMIN" && !sameSecret(sender.secret, inboundSecret)) {
        throw new UnauthenticatedError("Send X-Ria-Inbound-Secret, or sign in as an admin");
      }
      const email = parseInput(inboundEmailSchema, input);
      const owner = await clientByAddress(email.to);
      const references = [...(email.references ?? [])];
      if (email.inReplyTo && !references.includes(email.inReplyTo)) references.push(email.inReplyTo);
      const data = {
        fromAddr: email.from,
        fromName: email.fromName?.trim() || null,
        toAddr: email.to,
        subject: email.subject,
        text: email.text,
        ownerId: owner?.id ?? null,
        messageId: email.messageId ?? null,
        references,
      };
      const stored = email.messageId
        ? await prisma.inboundEmail.upsert({
            where: { toAddr_messageId: { toAddr: email.to, messageId: email.messageId } },
            create: data,
            update: {},
          })
        : await prisma.inboundEmail.create({ data });
      await automation.dispatch({ kind: "email", from: email.from, subject: email.subject, text: email.text, key: stored.id });
      if (owner && (await vips.isVip(owner.id, email.from))) await replies.draft(stored, owner.id);
      return { id: stored.id };
    },
  };
}

export type EmailService = ReturnType<typeof createEmailService>;
