import { createHash, randomUUID } from "node:crypto";
import type { Prisma, PrismaClient } from "../../generated/prisma/client.ts";
import type { AppPubSub } from "../../pubsub.ts";
import { validationErrorOf } from "../../validation.ts";
import { consumeOrThrow, createLimiter, type RateLimitStore } from "../../security/rate-limits.ts";
import { contactRequestSchema } from "./contact.rules.ts";

const DEDUPE_WINDOW_MS = 24 * 3_600_000;
const NEWEST_FIRST: Prisma.ContactSubmissionOrderByWithRelationInput[] = [{ submittedAt: "desc" }, { id: "desc" }];

export interface ContactReceipt {
  id: string;
  submittedAt: Date;
  /** True when the same email and phone had already asked within 24 hours: the first request is returned. */
  duplicate: boolean;
}

/** The same person asking again: same email (any case) and same phone digits. */
export function dedupeKeyOf(email: string, phone: string): string {
  return createHash("sha256")
    .update(`${email.trim().toLowerCase()}|${phone.replace(/\D/g, "")}`)
    .digest("hex");
}

export interface ContactDeps {
  prisma: PrismaClient;
  pubsub: AppPubSub;
  /** Where the per-address rate limits count. */
  store: RateLimitStore;
  /** The moment a request is received; the 24-hour de-duplication window ends there. */
  now?: () => Date;
}

/** Deployment requests: validate, drop spam quietly, limit, de-duplicate, store, then tell the admins. */
export function createContactService({ prisma, pubsub, store, now = () => new Date() }: ContactDeps) {
  const perMinute = createLimiter(store, "contact:minute", 5, 60);
  const perDay = createLimiter(store, "contact:day", 20, 86_400);

  return {
    /** The figures the admin dashboard shows about deployment requests. */
    async figures(): Promise<{ total: number; distinctEmails: number; enterprise: number; highPriority: number; critical: number }> {
      const [[row], total, enterprise, highPriority, critical] = await Promise.all([
        prisma.$queryRaw<Array<{ count: number }>>`SELECT count(DISTINCT lower("email"))::int AS "count" FROM "ContactSubmission"`,
        prisma.contactSubmission.count(),
        prisma.contactSubmission.count({ where: { planInterest: "Enterprise" } }),
        prisma.contactSubmission.count({ where: { urgency: { in: ["Critical", "High"] } } }),
        prisma.contactSubmission.count({ where: { urgency: "Critical" } }),
      ]);
      return { total, distinctEmails: row?.count ?? 0, enterprise, highPriority, critical };
    },

    async submit(input: Record<string, unknown>, ip: string): Promise<ContactReceipt> {
      const parsed = contactRequestSchema.safeParse(input);
      if (!parsed.success) throw validationErrorOf(parsed.error);
      // A hidden field only bots fill in: answer as if it worked, store nothing.
      if (typeof input.website === "string" && input.website.trim() !== "") {
        return { id: randomUUID(), submittedAt: now(), duplicate: false };
      }
      await consumeOrThrow(
        [
          [perMinute, ip],
          [perDay, ip],
        ],
        "Too many requests from your network.",
      );

      const request = parsed.data;
      const dedupeKey = dedupeKeyOf(request.email, request.phone);
      const receipt = await prisma.$transaction(async (tx) => {
        // Serialises concurrent retries of the same request, so at most one row is written.
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${dedupeKey}))`;
        const previous = await tx.contactSubmission.findFirst({
          where: { dedupeKey, submittedAt: { gte: new Date(now().getTime() - DEDUPE_WINDOW_MS) } },
          orderBy: { submittedAt: "asc" },
        });
        if (previous) return { id: previous.id, submittedAt: previous.submittedAt, duplicate: true };
        const created = await tx.contactSubmission.create({ data: { ...request, dedupeKey } });
        return { id: created.id, submittedAt: created.submittedAt, duplicate: false };
      });
      if (!receipt.duplicate) pubsub.publish("contact.submitted", { id: receipt.id });
      return receipt;
    },

    /** Deployment requests, newest first; `page` narrows the rows and the selection. */
    newest<Page extends Omit<Prisma.ContactSubmissionFindManyArgs, "orderBy">>(page: Page) {
      return prisma.contactSubmission.findMany({ ...page, orderBy: NEWEST_FIRST });
    },

    count: () => prisma.contactSubmission.count(),
  };
}

export type ContactService = ReturnType<typeof createContactService>;
