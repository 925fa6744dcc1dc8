import type { Job, PgBoss } from "pg-boss";
import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { Logger } from "../../logger.ts";
import { MAX_SEND_ATTEMPTS, type Deliver } from "./delivery.ts";
import type { WhatsAppConfig } from "./whatsapp-config.service.ts";

export const OUTBOX_QUEUE = "whatsapp-outbox";
/** How often queued rows are picked up (reminders, tasks and briefs write rows; this sends them). */
export const OUTBOX_SWEEP_MS = 5_000;

/**
 * Live mode: sends the WhatsApp outbox through the Cloud API as durable jobs, one per row (the
 * row's id is the singleton key, and each row is claimed before Meta is called, so sweeps,
 * instances and redeliveries never double a send). Demo mode sends nothing: the rows stay for admins to read.
 */
export async function startOutboxSender(
  jobs: PgBoss,
  prisma: PrismaClient,
  config: WhatsAppConfig,
  logger: Logger,
  deliver: Deliver,
): Promise<{ stop(): void }> {
  if (!config.live) return { stop: () => {} };
  await jobs.createQueue(OUTBOX_QUEUE);
  await jobs.work(OUTBOX_QUEUE, { pollingIntervalSeconds: 0.5 }, async ([job]: Job<{ outboxId: string }>[]) => {
    // A failed attempt is retried by pg-boss with back-off; refused, sent and duplicate rows are done.
    if ((await deliver(job!.data.outboxId)) === "retry") throw new Error("WhatsApp send failed; retrying");
  });

  const sweep = async () => {
    const queued = await prisma.outboxMessage.findMany({
      where: { channel: "whatsapp", status: "queued" },
      select: { id: true },
      take: 200,
    });
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
