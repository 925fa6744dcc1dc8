import type { Job, PgBoss } from "pg-boss";
import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { Logger } from "../../logger.ts";
import { postToCloudApi } from "./cloud-api.ts";
import type { WhatsAppConfig } from "./whatsapp-config.service.ts";

export const OUTBOX_QUEUE = "whatsapp-outbox";
/** Attempts per message (pg-boss retries with exponential back-off between them), then "failed". */
export const MAX_SEND_ATTEMPTS = 5;
/** How often queued rows are picked up (reminders, tasks and briefs write rows; this sends them). */
export const OUTBOX_SWEEP_MS = 5_000;

/**
 * Live mode: sends the WhatsApp outbox through the Cloud API as durable jobs, one per row (the
 * row's id is the singleton key, so sweeps and instances never double a send; a sent row is
 * skipped on redelivery). Demo mode sends nothing: the rows stay for admins to read.
 */
export async function startOutboxSender(
  jobs: PgBoss,
  prisma: PrismaClient,
  config: WhatsAppConfig,
  logger: Logger,
): Promise<{ stop(): void }> {
  if (!config.live) return { stop: () => {} };
  await jobs.createQueue(OUTBOX_QUEUE);
  await jobs.work(OUTBOX_QUEUE, { pollingIntervalSeconds: 0.5 }, async ([job]: Job<{ outboxId: string }>[]) => {
    const row = await prisma.outboxMessage.findUnique({ where: { id: job!.data.outboxId } });
    if (!row || row.status !== "queued") return;
    const attempt = row.attempts + 1;
    try {
      const { id, inWindow } = await postToCloudApi(prisma, config, { to: row.recipient, body: row.body });
      await prisma.$transaction([
        prisma.outboxMessage.update({
          where: { id: row.id },
          data: { status: inWindow ? "sent" : "sent-template", providerMessageId: id, attempts: attempt },
        }),
        prisma.whatsAppMessage.create({
          data: { id, direction: "out", contact: row.recipient, body: row.body, status: "sent", statusRank: 1 },
        }),
      ]);
    } catch (error) {
      const final = attempt >= MAX_SEND_ATTEMPTS;
      await prisma.outboxMessage.update({ where: { id: row.id }, data: { attempts: attempt, ...(final ? { status: "failed" } : {}) } });
      logger.warn({ err: error, outboxId: row.id, attempt }, final ? "WhatsApp send failed for good" : "WhatsApp send failed; retrying");
      if (!final) throw error;
    }
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
