import { createHash } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import type { PgBoss } from "pg-boss";
import { DomainError } from "../../errors.ts";
import type { Logger } from "../../logger.ts";
import type { RestRouter } from "../../rest/router.ts";
import { isValidSignature } from "./signature.ts";
import { webhookEnvelopeSchema } from "./webhook.types.ts";
import type { WhatsAppConfig } from "./whatsapp-config.ts";

export const WEBHOOK_QUEUE = "whatsapp-webhook";

/**
 * Meta's WhatsApp Cloud API webhook. GET answers the subscription check; POST verifies the
 * signature over the raw bytes, stores the delivery as a job (nothing is lost once we answer 200)
 * and returns at once; the job does the work. The status page's probe, exactly `{ "test": true }`,
 * is answered unsigned because it writes and triggers nothing.
 */
export function registerWebhookRoutes(router: RestRouter, config: WhatsAppConfig, jobs: PgBoss, logger: Logger): void {
  router.route("GET", "/api/whatsapp/webhook", async ({ query }) => {
    if (query.get("hub.mode") === "subscribe" && query.get("hub.verify_token") === config.verifyToken && query.get("hub.challenge")) {
      return { text: query.get("hub.challenge")! };
    }
    throw new DomainError("FORBIDDEN", "Verification failed");
  });

  router.route(
    "POST",
    "/api/whatsapp/webhook",
    async ({ req, body }) => {
      const raw = body as Buffer;
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw.toString("utf8"));
      } catch {
        parsed = undefined;
      }
      if (isDeepStrictEqual(parsed, { test: true })) return { body: { ok: true, probe: true } };
      if (!isValidSignature(raw, req.headers["x-hub-signature-256"] as string | undefined, config.appSecret)) {
        throw new DomainError("UNAUTHENTICATED", "Missing or invalid X-Hub-Signature-256");
      }
      if (parsed === undefined) throw new DomainError("BAD_REQUEST", "The request body is not valid JSON");
      const envelope = webhookEnvelopeSchema.safeParse(parsed);
      if (!envelope.success) throw new DomainError("BAD_REQUEST", "Not a WhatsApp webhook envelope (object, entry[].changes[].value)");
      if (!config.live) logger.warn("WhatsApp demo mode: accepted a webhook signed with the public demo secret");
      // Meta retries deliveries: identical bodies waiting in the queue collapse into one job.
      const singletonKey = createHash("sha256").update(raw).digest("hex");
      await jobs.send(WEBHOOK_QUEUE, envelope.data, { retryLimit: 5, retryDelay: 10, singletonKey });
      return { body: { ok: true } };
    },
    { rawBody: true },
  );
}
