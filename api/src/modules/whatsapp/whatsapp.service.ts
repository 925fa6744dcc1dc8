import { createHash } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import type { PgBoss } from "pg-boss";
import { BadRequestError, ForbiddenError, UnauthenticatedError, ValidationError } from "../../errors.ts";
import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { Logger } from "../../logger.ts";
import { stripControlCharacters } from "../../rules/plain-text.rules.ts";
import { toStorableText } from "../../rules/storable-text.rules.ts";
import { inboundTextEnvelope } from "./inbound-envelope.ts";
import { isValidSignature } from "./signature.ts";
import { WEBHOOK_QUEUE } from "./webhook.queue.ts";
import { webhookEnvelopeSchema, type WebhookEnvelope } from "./webhook.types.ts";
import type { WhatsAppConfig } from "./whatsapp-config.service.ts";

/** The status page's probe: answered, never stored, because it writes and triggers nothing. */
const PROBE = { test: true };

export interface WhatsAppDeps {
  /** Live or demo, and the secrets a delivery's signature is checked against. */
  config: WhatsAppConfig;
  /** Where verified deliveries wait for the webhook job. */
  jobs: PgBoss;
  logger: Logger;
  prisma: PrismaClient;
}

/**
 * Meta's WhatsApp Cloud API webhook and the /whatsapp-test simulator. A delivery is verified, then
 * stored as a job (nothing is lost once it is acknowledged); the job does the work.
 */
export function createWhatsAppService({ config, jobs, logger, prisma }: WhatsAppDeps) {
  /** Meta retries deliveries: identical bodies waiting in the queue collapse into one job. */
  async function enqueue(envelope: WebhookEnvelope, raw: Buffer): Promise<void> {
    const singletonKey = createHash("sha256").update(raw).digest("hex");
    await jobs.send(WEBHOOK_QUEUE, envelope, { retryLimit: 5, retryDelay: 10, singletonKey });
  }

  return {
    /** Messages in and out since `since`, with the contact, for analytics. */
    messagesSince: (since: Date) =>
      prisma.whatsAppMessage.findMany({
        where: { createdAt: { gte: since } },
        select: { createdAt: true, direction: true, contact: true },
      }),

    /** When a WhatsApp message last came in or changed status; null if never. */
    async lastMessageAt(): Promise<Date | null> {
      const last = await prisma.whatsAppMessage.findFirst({ orderBy: { updatedAt: "desc" }, select: { updatedAt: true } });
      return last?.updatedAt ?? null;
    },

    /** Meta's subscription check: echoes the challenge when the verify token matches. */
    verifySubscription(mode: string | null, token: string | null, challenge: string | null): string {
      if (mode === "subscribe" && token === config.verifyToken && challenge) return challenge;
      throw new ForbiddenError("Verification failed");
    },

    /** A signed delivery, verified over its raw bytes. */
    async receive(raw: Buffer, signature: string | undefined): Promise<{ probe: boolean }> {
      let parsed: unknown;
      try {
        // Meta's text is accepted as sent, made storable (a lone surrogate must not turn a delivery into a 500 Meta retries for days).
        parsed = JSON.parse(raw.toString("utf8"), (_key, value: unknown) => (typeof value === "string" ? toStorableText(value) : value));
      } catch {
        parsed = undefined;
      }
      if (isDeepStrictEqual(parsed, PROBE)) return { probe: true };
      if (!isValidSignature(raw, signature, config.appSecret)) throw new UnauthenticatedError("Missing or invalid X-Hub-Signature-256");
      if (parsed === undefined) throw new BadRequestError("The request body is not valid JSON");
      const envelope = webhookEnvelopeSchema.safeParse(parsed);
      if (!envelope.success) throw new BadRequestError("Not a WhatsApp webhook envelope (object, entry[].changes[].value)");
      if (!config.live) logger.warn("WhatsApp demo mode: accepted a webhook signed with the public demo secret");
      await enqueue(envelope.data, raw);
      return { probe: false };
    },

    /** For /whatsapp-test: a test message takes the real path from the queue on; returns its WhatsApp id. */
    async simulate(input: { from: string; name: string; text: string }): Promise<string> {
      const from = input.from.replace(/\D/g, "");
      const text = stripControlCharacters(input.text).trim();
      if (from.length < 8 || from.length > 15)
        throw new ValidationError("Use a WhatsApp number of 8 to 15 digits", { from: "8 to 15 digits" });
      if (!text || text.length > 4096)
        throw new ValidationError("Type a message of up to 4,096 characters", { text: "Required, at most 4,096 characters" });
      const { id, envelope } = inboundTextEnvelope({ from, name: input.name.slice(0, 100), text });
      await enqueue(envelope, Buffer.from(JSON.stringify(envelope)));
      return id;
    },
  };
}

export type WhatsAppService = ReturnType<typeof createWhatsAppService>;
