import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { Logger } from "../../logger.ts";
import { postToCloudApi } from "./cloud-api.ts";
import type { RecipientService } from "./recipients.service.ts";
import type { WhatsAppConfig } from "./whatsapp-config.service.ts";

/** Attempts per message (retried with back-off between them), then "failed". */
export const MAX_SEND_ATTEMPTS = 5;

/** What one delivery attempt did; "retry": it failed and the row is queued again. */
export type DeliveryOutcome = "sent" | "demo" | "refused" | "failed" | "retry" | "duplicate";

export interface DeliveryDeps {
  prisma: PrismaClient;
  config: WhatsAppConfig;
  logger: Logger;
  recipients: RecipientService;
  /** Takes one of today's sends for a key ("platform", or an owner); false over `limit`. */
  reserveSend(key: string, limit: number): Promise<boolean>;
}

/**
 * Delivers one queued outbox row, at most once: the row is claimed (queued → sending) before Meta is
 * called, so a redelivered job or a second instance finds it taken and sends nothing. Only recipients
 * the owner may message are sent to, within the daily caps; every attempt leaves an audit log line.
 */
export function createDelivery({ prisma, config, logger, recipients, reserveSend }: DeliveryDeps) {
  return async function deliver(outboxId: string): Promise<DeliveryOutcome> {
    const claimed = await prisma.outboxMessage.updateMany({
      where: { id: outboxId, status: "queued" },
      data: { status: "sending", attempts: { increment: 1 } },
    });
    if (claimed.count === 0) return "duplicate";
    const row = await prisma.outboxMessage.findUniqueOrThrow({ where: { id: outboxId } });
    const audit = (outcome: DeliveryOutcome, note?: string) =>
      logger.info(
        { audit: "whatsapp.send", outboxId, ownerId: row.ownerId, to: row.recipient, kind: row.kind, attempt: row.attempts, outcome, note },
        "WhatsApp send",
      );
    const finish = async (status: string, outcome: DeliveryOutcome, note: string) => {
      await prisma.outboxMessage.update({ where: { id: outboxId }, data: { status, note } });
      audit(outcome, note);
      return outcome;
    };

    const verdict = await recipients.mayMessage(row.ownerId, row.recipient);
    if (!verdict.allowed) return finish("refused", "refused", verdict.reason);
    if (verdict.simulated) return finish("demo", "demo", "A demo sandbox's simulated number: nothing is sent");
    if (row.attempts === 1) {
      if (!(await reserveSend(row.ownerId ?? `wa:${row.recipient}`, config.dailySendsPerOwner))) {
        return finish("refused", "refused", `Over today's ${config.dailySendsPerOwner} WhatsApp messages for this sender`);
      }
      if (!(await reserveSend("platform", config.dailySendsPlatform))) {
        return finish("refused", "refused", `Over today's ${config.dailySendsPlatform} WhatsApp messages for the platform`);
      }
    }
    try {
      const { id, inWindow } = await postToCloudApi(prisma, config, { to: row.recipient, body: row.body });
      await prisma.$transaction([
        prisma.outboxMessage.update({
          where: { id: outboxId },
          data: { status: inWindow ? "sent" : "sent-template", providerMessageId: id },
        }),
        prisma.whatsAppMessage.create({
          data: { id, direction: "out", contact: row.recipient, body: row.body, status: "sent", statusRank: 1 },
        }),
      ]);
      audit("sent");
      return "sent";
    } catch (error) {
      const final = row.attempts >= MAX_SEND_ATTEMPTS;
      await prisma.outboxMessage.update({ where: { id: outboxId }, data: { status: final ? "failed" : "queued" } });
      logger.warn(
        { err: error, outboxId, attempt: row.attempts },
        final ? "WhatsApp send failed for good" : "WhatsApp send failed; retrying",
      );
      audit(final ? "failed" : "retry");
      return final ? "failed" : "retry";
    }
  };
}

export type Deliver = ReturnType<typeof createDelivery>;
