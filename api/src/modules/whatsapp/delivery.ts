import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { Logger } from "../../logger.ts";
import { whatsAppGuestId } from "../assistant/owner.rules.ts";
import type { Outbox } from "../messaging/outbox.service.ts";
import { CloudApiError, postToCloudApi } from "./cloud-api.ts";
import { metaErrorOf } from "./meta-errors.rules.ts";
import { isReplyKind, OPTED_OUT_NOTE } from "./opt-out.rules.ts";
import { takeTurn } from "./pacing.ts";
import { replyButtonsOf } from "./reply-buttons.rules.ts";
import type { RecipientService } from "./recipients.service.ts";
import { remedy, type Failure, type RemedyDeps } from "./remedies.ts";
import type { ReplyIds } from "./reply-ids.ts";
import type { WhatsAppConfig } from "./whatsapp-config.service.ts";

export { MAX_SEND_ATTEMPTS } from "./remedies.ts";

/**
 * What one delivery attempt did. "retry": it failed for a passing reason and is queued again after a back-off;
 * "resend": queued again as the template; "paced": waiting for its turn to the recipient; "duplicate": not queued (any more).
 */
export type DeliveryOutcome = "sent" | "demo" | "refused" | "failed" | "retry" | "resend" | "paced" | "duplicate";

/** A job started this close to its row's time claims the row (the job engine's clock and ours may differ a little). */
const ON_TIME_MS = 100;

export interface DeliveryDeps extends RemedyDeps {
  outbox: Pick<Outbox, "claim" | "get" | "update">;
  /** WhatsApp's own tables: messages, pacing, the Cloud API's token. */
  prisma: PrismaClient;
  config: WhatsAppConfig;
  logger: Logger;
  recipients: RecipientService;
  /** Signs the ids of reply buttons (a reminder's, a drafted email reply's). */
  replyIds: ReplyIds;
  /** Takes one of today's sends for a key ("platform", or an owner); false over `limit`. */
  reserveSend(key: string, limit: number): Promise<boolean>;
  now?: () => Date;
}

/** Why Meta (or the way to it) refused a send, and what helps: a refusal's code decides; no answer or a 5xx is retried. */
function failureOf(error: unknown): Failure {
  if (!(error instanceof CloudApiError)) return { code: null, text: "Meta could not be reached", remedy: "retry" };
  const passing = error.status === 429 || error.status >= 500;
  if (!error.code) return { code: null, text: `Meta answered ${error.status}`, remedy: passing ? "retry" : "none" };
  const known = metaErrorOf(error.code, error.title);
  return { code: error.code, ...known, remedy: known.remedy === "none" && passing ? "retry" : known.remedy };
}

/**
 * Delivers one queued outbox row, at most once: the row is claimed (queued → sending) before Meta is called, so a
 * redelivered job or a second instance finds it taken and sends nothing. Only recipients the owner may message are
 * sent to, never a number that opted out (replies aside), within the daily caps, and one recipient's messages at
 * least WHATSAPP_RECIPIENT_GAP_MS apart: a row whose turn is later waits for it as a job, nothing sleeps. A reminder
 * and a drafted email reply carry their reply buttons. Every attempt leaves an audit log line.
 */
export function createDelivery(deps: DeliveryDeps) {
  const { prisma, outbox, config, logger, recipients, reserveSend, optOuts, replyIds } = deps;
  const now = deps.now ?? (() => new Date());

  return async function deliver(outboxId: string): Promise<DeliveryOutcome> {
    const start = now();
    if (!(await outbox.claim(outboxId, new Date(start.getTime() + ON_TIME_MS)))) return "duplicate";
    const row = await outbox.get(outboxId);
    // A send's line names its turn to the recipient (pacing): when it was allowed to go, not when the clock read.
    const audit = (outcome: DeliveryOutcome, note?: string | null, turn?: Date) =>
      logger.info(
        {
          ...{ audit: "whatsapp.send", outboxId, ownerId: row.ownerId, to: row.recipient, kind: row.kind, attempt: row.attempts },
          ...{ outcome, note, turn: turn?.toISOString() },
        },
        "WhatsApp send",
      );
    const finish = async (status: string, outcome: DeliveryOutcome, note: string) => {
      await outbox.update(outboxId, { status, note });
      audit(outcome, note);
      return outcome;
    };

    const verdict = await recipients.mayMessage(row.ownerId, row.recipient);
    if (!verdict.allowed) return finish("refused", "refused", verdict.reason);
    if (verdict.simulated) return finish("demo", "demo", verdict.why);
    if (!isReplyKind(row.kind) && (await optOuts.isOptedOut(row.recipient))) return finish("refused", "refused", OPTED_OUT_NOTE);

    const turn = row.paceSlot ?? (await takeTurn(prisma, row.recipient, config.recipientGapMs, start));
    if (turn.getTime() > start.getTime()) {
      // Not an attempt: the row goes back as it was, holding its turn, never earlier than the gap allows.
      await outbox.update(outboxId, { status: "queued", attempts: { decrement: 1 }, paceSlot: turn, notBefore: turn });
      await deps.later?.(outboxId, turn);
      return "paced";
    }
    if (row.attempts === 1) {
      if (!(await reserveSend(row.ownerId ?? whatsAppGuestId(row.recipient), config.dailySendsPerOwner))) {
        return finish("refused", "refused", `Over today's ${config.dailySendsPerOwner} WhatsApp messages for this sender`);
      }
      if (!(await reserveSend("platform", config.dailySendsPlatform))) {
        return finish("refused", "refused", `Over today's ${config.dailySendsPlatform} WhatsApp messages for the platform`);
      }
    }
    const offer = replyButtonsOf(row.subject);
    const buttons = offer?.buttons.map((reply) => ({
      id: replyIds.sign(reply.action, offer.subjectId, row.recipient),
      title: reply.title,
    }));

    let sent: { id: string; template: boolean };
    try {
      sent = await postToCloudApi(prisma, config, {
        to: row.recipient,
        body: row.body,
        template: row.template,
        buttons,
        reminderTitle: offer?.title,
      });
    } catch (error) {
      const outcome = await remedy(deps, row, failureOf(error), { status: "sending" }, now());
      logger.warn({ err: error, outboxId, attempt: row.attempts, outcome }, `WhatsApp send refused or failed: ${outcome}`);
      audit(outcome, (await outbox.get(outboxId)).note);
      return outcome;
    }
    // Meta took it: from here on nothing may put the row back in the queue (that would send it twice).
    await prisma.$transaction(async (tx) => {
      const sentAs = { template: sent.template, providerMessageId: sent.id, paceSlot: null, notBefore: null };
      await outbox.update(outboxId, { status: sent.template ? "sent-template" : "sent", ...sentAs }, {}, tx);
      // A status may have come in first (the webhook can be quicker than Meta's answer): it stays.
      await tx.whatsAppMessage.createMany({
        data: [{ id: sent.id, direction: "out", contact: row.recipient, body: row.body, status: "sent", statusRank: 1 }],
        skipDuplicates: true,
      });
    });
    // That earlier status was recorded before the row knew its message id: the row takes it now.
    const earlier = await prisma.whatsAppMessage.findUnique({ where: { id: sent.id }, select: { status: true, statusRank: true } });
    if (earlier && earlier.statusRank > 1) {
      await outbox.update(outboxId, { status: earlier.status }, { status: { in: ["sent", "sent-template"] } });
    }
    audit("sent", null, turn);
    return "sent";
  };
}

export type Deliver = ReturnType<typeof createDelivery>;
