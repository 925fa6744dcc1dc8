import type { Job, PgBoss } from "pg-boss";
import type { Logger } from "../../logger.ts";
import type { Outbox } from "../messaging/outbox.service.ts";
import { MAX_SEND_ATTEMPTS, type Deliver } from "./delivery.ts";
import type { WhatsAppConfig } from "./whatsapp-config.service.ts";

export const OUTBOX_QUEUE = "whatsapp-outbox";
/** How often queued rows are picked up (reminders, tasks and briefs write rows; this sends them). */
export const OUTBOX_SWEEP_MS = 5_000;

/** Hands a row to the outbox job to be tried at `at`: its turn to the recipient, or the end of a back-off. */
export function outboxLater(jobs: PgBoss) {
  return async (outboxId: string, at: Date): Promise<void> => {
    await jobs.send(OUTBOX_QUEUE, { outboxId }, { startAfter: at, retryLimit: MAX_SEND_ATTEMPTS, retryDelay: 5, retryBackoff: true });
  };
}

/**
 * Live mode: sends the WhatsApp outbox through the Cloud API as durable jobs, one per row (each row is claimed
 * before Meta is called, so sweeps, instances and redeliveries never double a send). A row that has to wait (its
 * turn to the recipient, a back-off) is handed to a job that starts then; the sweep also picks up any queued row
 * whose time has come, so nothing waits on a lost job. Demo mode sends nothing: the rows stay for admins to read.
 */
export async function startOutboxSender(
  jobs: PgBoss,
  outbox: Outbox,
  config: WhatsAppConfig,
  logger: Logger,
  deliver: Deliver,
): Promise<{ stop(): void }> {
  if (!config.live) return { stop: () => {} };
  await jobs.createQueue(OUTBOX_QUEUE);
  await jobs.work(OUTBOX_QUEUE, { pollingIntervalSeconds: 0.5 }, async ([job]: Job<{ outboxId: string }>[]) => {
    // Failures are remedied on the row (retried after a back-off, resent as the template, or failed): pg-boss only
    // retries a job that threw unexpectedly (the database was unreachable).
    await deliver(job!.data.outboxId);
  });

  const sweep = async () => {
    const queued = await outbox.due("whatsapp", new Date(), 200);
    for (const { id } of queued) {
      await jobs.send(
        OUTBOX_QUEUE,
        { outboxId: id },
        { singletonKey: id, retryLimit: MAX_SEND_ATTEMPTS, retryDelay: 5, retryBackoff: true },
      );
    }
  };
  const run = () => sweep().catch((error) => logger.warn({ err: error }, "WhatsApp outbox sweep failed"));
  void run();
  const timer = setInterval(run, OUTBOX_SWEEP_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
