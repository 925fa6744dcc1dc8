import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { AppPubSub } from "../../pubsub.ts";
import type { Outbox } from "../messaging/outbox.service.ts";
import { metaErrorOf } from "./meta-errors.rules.ts";
import { remedy, type RemedyDeps } from "./remedies.ts";
import { STATUS_RANK, type MessageStatus } from "./webhook.types.ts";

export interface StatusDeps extends RemedyDeps {
  outbox: Pick<Outbox, "update" | "sentAs">;
  prisma: PrismaClient;
  pubsub: AppPubSub;
}

/**
 * Records one delivery status, whatever order statuses arrive in: read beats delivered beats sent, and a failure
 * ends it unless Meta later (by its own timestamp) reports the same message delivered or read. The outbox row the
 * message was sent from shows the same status, with Meta's error code and what it means; a failure is then remedied
 * (resent as the template, retried after a back-off, the number marked opted out, or left failed). A redelivered
 * status changes nothing: it no longer moves the message forward.
 */
export async function recordStatus(status: MessageStatus, deps: StatusDeps, now = new Date()): Promise<void> {
  const failed = status.status === "failed";
  const error = failed ? status.errors?.[0] : undefined;
  const code = error?.code ?? null;
  const title = error ? (error.title ?? error.message ?? error.error_data?.details ?? null) : null;
  const at = status.timestamp ? new Date(Number(status.timestamp) * 1000).toISOString() : null;
  const applied = await deps.prisma.$queryRaw<Array<{ id: string }>>`
    INSERT INTO "WhatsAppMessage"
      ("id", "direction", "contact", "body", "status", "statusRank", "errorCode", "errorTitle", "statusAt", "updatedAt")
    VALUES (${status.id}, 'out', ${status.recipient_id ?? ""}, '', ${status.status}, ${STATUS_RANK[status.status]},
      ${code}, ${title}, ${at}::timestamptz AT TIME ZONE 'UTC', now())
    ON CONFLICT ("id") DO UPDATE SET "status" = EXCLUDED."status", "statusRank" = EXCLUDED."statusRank",
      "errorCode" = EXCLUDED."errorCode", "errorTitle" = EXCLUDED."errorTitle", "statusAt" = EXCLUDED."statusAt", "updatedAt" = now()
    WHERE CASE WHEN "WhatsAppMessage"."status" = 'failed'
      THEN EXCLUDED."status" IN ('delivered', 'read') AND EXCLUDED."statusAt" > "WhatsAppMessage"."statusAt"
      ELSE "WhatsAppMessage"."statusRank" < EXCLUDED."statusRank" END
    RETURNING "id"`;
  if (applied.length === 0) return;

  const row = await deps.outbox.sentAs(status.id);
  if (row && failed) {
    const meaning = metaErrorOf(code, title);
    await deps.outbox.update(row.id, { status: "failed", errorCode: code }, { providerMessageId: status.id });
    await remedy(deps, row, { code, ...meaning }, { providerMessageId: status.id }, now);
  } else if (row) {
    // A success after a failure of the same message: the failure no longer stands.
    const overturned = row.status === "failed" ? { errorCode: null, note: null } : {};
    await deps.outbox.update(row.id, { status: status.status, ...overturned }, { providerMessageId: status.id });
  }
  deps.pubsub.publish("whatsapp.activity", { messageId: status.id });
}
