import type { Outbox, OutboxWriter } from "../messaging/outbox.service.ts";
import type { MailConfig } from "./mail.types.ts";
import type { OutgoingMail, QueuedMail } from "./mail.types.ts";

export interface MailDeps {
  outbox: Pick<Outbox, "queue">;
  /** Live (SMTP configured) or demo: whether a queued mail may leave. */
  config: MailConfig;
}

/** Email leaves through the outbox: a row is written first (once per key), and only the sender job sends it. */
export function createMailService({ outbox, config }: MailDeps) {
  return {
    /** "queued" when the sender will send it, "demo" when it is only recorded; written in `db` (a transaction) when given. */
    async queue({ ownerId, idempotencyKey, mayLeave, ...mail }: QueuedMail, db?: OutboxWriter): Promise<"queued" | "demo"> {
      const body: OutgoingMail = mail;
      const status = config.live && mayLeave ? "queued" : "demo";
      await outbox.queue(
        {
          channel: "email",
          ownerId,
          recipient: mail.to,
          body: JSON.stringify(body),
          kind: mail.calendar ? `invitation-${mail.calendar.method.toLowerCase()}` : "email",
          idempotencyKey,
          status,
        },
        db,
      );
      return status;
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
