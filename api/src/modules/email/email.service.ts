import { timingSafeEqual } from "node:crypto";
import { z } from "zod";
import type { PrismaClient } from "../../generated/prisma/client.ts";
import { UnauthenticatedError } from "../../errors.ts";
import { stripControlCharacters } from "../../rules/plain-text.rules.ts";
import { parseInput } from "../../validation.ts";
import type { Viewer } from "../../viewer.ts";
import type { AutomationService } from "../automation/automation.service.ts";

/** The JSON an email provider (or an admin) sends for each received email. */
export const inboundEmailSchema = z.object({
  from: z.email("from must be an email address").max(320),
  to: z.email("to must be an email address").max(320),
  subject: z.string({ error: "subject must be text" }).max(300, "subject must be at most 300 characters").transform(stripControlCharacters),
  text: z.string({ error: "text must be text" }).max(20_000, "text must be at most 20,000 characters").transform(stripControlCharacters),
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

/** Inbound email: checks the sender, stores the email, then runs the email rules on it (each once, by the email's id). */
export function createEmailService(prisma: PrismaClient, automation: AutomationService, inboundSecret: string | undefined) {
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
      const stored = await prisma.inboundEmail.create({
        data: { fromAddr: email.from, toAddr: email.to, subject: email.subject, text: email.text },
      });
      await automation.dispatch({ kind: "email", from: email.from, subject: email.subject, text: email.text, key: stored.id });
      return { id: stored.id };
    },
  };
}

export type EmailService = ReturnType<typeof createEmailService>;
