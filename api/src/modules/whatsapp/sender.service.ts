import type { Outbox, OutboxWriter } from "../messaging/outbox.service.ts";
import type { DeliveryOutcome, Deliver } from "./delivery.ts";
import type { WhatsAppConfig } from "./whatsapp-config.service.ts";

export interface OutgoingWhatsApp {
  to: string;
  body: string;
  kind: string;
  ownerId?: string | null;
  /** Same key, same message: a job or rule that runs twice sends once. */
  idempotencyKey: string;
}

export interface WhatsAppSenderDeps {
  outbox: Pick<Outbox, "queue" | "byKey">;
  /** Live or demo: in demo, messages are recorded and nothing is sent. */
  config: WhatsAppConfig;
  /** Delivers one stored row to Meta (delivery.ts). */
  deliver: Deliver;
}

/**
 * Sends WhatsApp messages now (webhook replies, rule actions). The row is written first, queued with
 * its idempotency key, and then delivered once (see delivery.ts): a second call with the same key —
 * a job redelivered after Meta answered — finds the row and sends nothing. Demo: recorded, nothing sent.
 */
export function createWhatsAppSender({ outbox, config, deliver }: WhatsAppSenderDeps) {
  /** Writes the row (queued in live mode, demo otherwise), in `db` when given (a transaction); false when the key was there already. */
  function record({ to, ...message }: OutgoingWhatsApp, db?: OutboxWriter): Promise<boolean> {
    return outbox.queue({ ...message, channel: "whatsapp", recipient: to, status: config.live ? "queued" : "demo" }, db);
  }

  /** Delivers the row stored under `idempotencyKey` now (live mode); a failed attempt leaves it to the outbox job. */
  async function deliverRecorded(idempotencyKey: string): Promise<DeliveryOutcome> {
    if (!config.live) return "demo";
    return deliver((await outbox.byKey(idempotencyKey)).id);
  }

  return {
    live: config.live,
    deliver,
    record,
    deliverRecorded,

    async send(message: OutgoingWhatsApp): Promise<DeliveryOutcome> {
      if (!(await record(message))) return "duplicate";
      return deliverRecorded(message.idempotencyKey);
    },
  };
}

export type WhatsAppSender = ReturnType<typeof createWhatsAppSender>;
