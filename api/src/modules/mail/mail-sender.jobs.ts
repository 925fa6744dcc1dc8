import nodemailer from "nodemailer";
import type { Logger } from "../../logger.ts";
import type { Outbox } from "../messaging/outbox.service.ts";
import type { MailConfig } from "./mail.types.ts";
import type { OutgoingMail } from "./mail.types.ts";

/** Attempts per email before it is marked failed. */
export const MAX_MAIL_ATTEMPTS = 5;
const SWEEP_MS = 2_000;
const BATCH = 50;
/** SMTP connections kept open and used side by side: a meeting's many invitations do not queue behind one another. */
const CONNECTIONS = 5;

/**
 * Sends queued email rows over SMTP. Each row is claimed (queued → sending) in one statement before the send, so two
 * sweeps or two instances never send it twice; its Message-ID is the row's, so a mail server that sees it again
 * can tell. A row left "sending" by a crash is not resent: at most once, and visible in the outbox.
 */
export function startMailSender(outbox: Outbox, config: MailConfig, logger: Logger): { stop(): void } {
  if (!config.live) return { stop: () => {} };
  const transport = nodemailer.createTransport({ url: config.smtpUrl!, pool: true, maxConnections: CONNECTIONS });
  let running = false;

  const sendOne = async (row: { id: string; body: string; attempts: number }) => {
    if (!(await outbox.claim(row.id, new Date()))) return;
    const mail = JSON.parse(row.body) as OutgoingMail;
    try {
      await transport.sendMail({
        from: config.from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        messageId: `<${row.id}@ria>`,
        inReplyTo: mail.inReplyTo,
        references: mail.references?.length ? mail.references : undefined,
        ...(mail.calendar ? { icalEvent: { method: mail.calendar.method, content: mail.calendar.content } } : {}),
      });
      await outbox.update(row.id, { status: "sent" });
    } catch (error) {
      const final = row.attempts + 1 >= MAX_MAIL_ATTEMPTS;
      await outbox.update(row.id, { status: final ? "failed" : "queued" });
      logger.warn({ err: error, outboxId: row.id }, final ? "Email failed for good" : "Email failed; retrying");
    }
  };

  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      // A full batch means more may wait: sweep again at once.
      for (let full = true; full;) {
        const queued = await outbox.due("email", new Date(), BATCH);
        for (let start = 0; start < queued.length; start += CONNECTIONS) {
          await Promise.all(queued.slice(start, start + CONNECTIONS).map(sendOne));
        }
        full = queued.length === BATCH;
      }
    } catch (error) {
      logger.warn({ err: error }, "Email outbox sweep failed");
    } finally {
      running = false;
    }
  };
  void sweep();
  const timer = setInterval(() => void sweep(), SWEEP_MS);
  timer.unref();
  return {
    stop: () => {
      clearInterval(timer);
      transport.close();
    },
  };
}
