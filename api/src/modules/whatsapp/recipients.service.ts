import { randomInt } from "node:crypto";
import type { PrismaClient } from "../../generated/prisma/client.ts";
import { ForbiddenError, ValidationError } from "../../errors.ts";
import { whatsAppGuestId } from "../assistant/owner.rules.ts";
import { DEMO_CLIENT } from "../auth/demo-account.rules.ts";
import { CONFIRM_CODE_HOURS, CONFIRM_PATTERN, simulatedNumberOf, waIdOf } from "./recipient.rules.ts";
import { accountOf } from "../auth/accounts.service.ts";

const REPLY_WINDOW_MS = 24 * 3_600_000;

/** Whether a message may go to a recipient; `simulated`: recorded as if sent, never sent (a demo account's), and why. */
export type RecipientVerdict =
  { allowed: true; simulated: false } | { allowed: true; simulated: true; why: string } | { allowed: false; reason: string };

/** A number a client asked to message, with the code its owner sends to confirm it. */
export interface PendingRecipient {
  number: string;
  self: boolean;
  confirmed: boolean;
  /** What the person at the number sends to the business's WhatsApp number; null once confirmed. */
  code: string | null;
}

/** The owner's own verified WhatsApp number (a sandbox's simulated one), or null when there is none. */
export async function ownNumberOf(db: Pick<PrismaClient, "user" | "whatsAppRecipient">, ownerId: string): Promise<string | null> {
  if (!ownerId || ownerId.includes(":")) return null;
  const owner = await accountOf(db, ownerId);
  if (!owner) return null;
  if (owner.sandboxOf) return simulatedNumberOf(ownerId);
  const own = await db.whatsAppRecipient.findFirst({
    where: { ownerId, self: true, confirmedAt: { not: null } },
    orderBy: { confirmedAt: "desc" },
  });
  return own?.waId ?? null;
}

export interface RecipientDeps {
  prisma: PrismaClient;
  /** The moment codes expire and the 24-hour reply window is measured from. */
  now?: () => Date;
}

/**
 * The numbers each client may message on WhatsApp: their own verified number and the contacts
 * they added who opted in, both confirmed by the person at the number sending a code to the
 * business. Replies go only to someone who wrote in the last 24 hours; a demo sandbox reaches only
 * its own simulated number.
 */
export function createRecipientService({ prisma, now = () => new Date() }: RecipientDeps) {
  const ownerOf = (ownerId: string) => accountOf(prisma, ownerId);

  return {
    /** Adds (or renews the code of) a number the client wants Ria to message: their own (`self`) or a contact's. */
    async add(ownerId: string, input: { number: string; name?: string | null; self?: boolean | null }): Promise<PendingRecipient> {
      const waId = waIdOf(input.number);
      if (!waId) {
        throw new ValidationError("Enter a WhatsApp number with its country code", {
          number: "Enter a WhatsApp number with its country code",
        });
      }
      const owner = await ownerOf(ownerId);
      if (owner?.sandboxOf) {
        throw new ForbiddenError(`A demo sandbox messages only its own simulated number, ${simulatedNumberOf(ownerId)}`);
      }
      const self = input.self ?? false;
      const existing = await prisma.whatsAppRecipient.findUnique({ where: { ownerId_waId: { ownerId, waId } } });
      if (existing?.confirmedAt) return { number: waId, self: existing.self, confirmed: true, code: null };
      const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
      const data = { self, name: input.name ?? null, code, createdAt: now() };
      await prisma.whatsAppRecipient.upsert({
        where: { ownerId_waId: { ownerId, waId } },
        create: { ownerId, waId, ...data },
        update: data,
      });
      return { number: waId, self, confirmed: false, code: `RIA ${code}` };
    },

    /**
     * An inbound message that confirms a number ("RIA 123456" from that number, within a day of the
     * code): the client's own number is verified, a contact has opted in. Null when it is no such message.
     */
    async confirm(from: string, text: string): Promise<{ self: boolean } | null> {
      const code = CONFIRM_PATTERN.exec(text)?.[1];
      if (!code) return null;
      const since = new Date(now().getTime() - CONFIRM_CODE_HOURS * 3_600_000);
      const pending = await prisma.whatsAppRecipient.findFirst({
        where: { waId: from, code, confirmedAt: null, createdAt: { gte: since } },
      });
      if (!pending) return null;
      await prisma.$transaction([
        // One own number per client: a newly verified one replaces the last.
        ...(pending.self
          ? [
              prisma.whatsAppRecipient.updateMany({
                where: { ownerId: pending.ownerId, self: true, waId: { not: from } },
                data: { self: false },
              }),
            ]
          : []),
        prisma.whatsAppRecipient.update({
          where: { ownerId_waId: { ownerId: pending.ownerId, waId: from } },
          data: { confirmedAt: now() },
        }),
      ]);
      return { self: pending.self };
    },

    /** The owner's own verified WhatsApp number (a sandbox's simulated one), or null when there is none. */
    ownNumber: (ownerId: string) => ownNumberOf(prisma, ownerId),

    /** Whether `ownerId` (null: a reply the platform makes) may message `recipient` now. */
    async mayMessage(ownerId: string | null, recipient: string): Promise<RecipientVerdict> {
      const owner = ownerId ? await ownerOf(ownerId) : null;
      if (owner?.sandboxOf) {
        return recipient === simulatedNumberOf(owner.id)
          ? { allowed: true, simulated: true, why: "A demo sandbox's simulated number: nothing is sent" }
          : { allowed: false, reason: "A demo sandbox messages only its own simulated number" };
      }
      // Platform rules written by staff.
      if (owner?.role === "ADMIN") return { allowed: true, simulated: false };
      if (owner) {
        const known = await prisma.whatsAppRecipient.findFirst({
          where: { ownerId: owner.id, waId: recipient, confirmedAt: { not: null } },
        });
        if (!known) return { allowed: false, reason: "Not the client's verified number or a contact who opted in" };
        // The public demo account is shared by everyone who has its published password: whoever confirmed a number
        // with it, its messages are recorded and never reach a real person.
        return owner.email === DEMO_CLIENT.email
          ? { allowed: true, simulated: true, why: "The public demo account: recorded, nothing is sent" }
          : { allowed: true, simulated: false };
      }
      // A guest (a browser, or someone writing on WhatsApp) owns no numbers: it may only be answered.
      if (ownerId && ownerId !== whatsAppGuestId(recipient)) return { allowed: false, reason: "A guest may not message other numbers" };
      // No owner: a reply to someone who wrote to the business in the last 24 hours, and nobody else.
      const contact = await prisma.whatsAppContact.findUnique({ where: { waId: recipient } });
      return contact && now().getTime() - contact.lastInboundAt.getTime() < REPLY_WINDOW_MS
        ? { allowed: true, simulated: false }
        : { allowed: false, reason: "A reply, but this number has not written in the last 24 hours" };
    },
  };
}

export type RecipientService = ReturnType<typeof createRecipientService>;
