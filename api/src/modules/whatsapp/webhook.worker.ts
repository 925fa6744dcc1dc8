import type { Job, PgBoss } from "pg-boss";
import { processWebhook, type WebhookDeps } from "./webhook.processor.ts";
import { WEBHOOK_QUEUE } from "./webhook.queue.ts";
import type { WebhookEnvelope } from "./webhook.types.ts";

/**
 * Processes stored webhook deliveries in order, a batch at a time; each settles on its own, and a
 * retried delivery skips the messages it already handled (they are keyed by WhatsApp's id).
 */
export async function startWebhookWorker(jobs: PgBoss, deps: WebhookDeps): Promise<void> {
  await jobs.createQueue(WEBHOOK_QUEUE);
  await jobs.work(
    WEBHOOK_QUEUE,
    { batchSize: 20, pollingIntervalSeconds: 0.5, perJobResults: true },
    async (batch: Job<WebhookEnvelope>[]) => {
      const results = [];
      for (const job of batch) {
        try {
          await processWebhook(job.data, deps);
          results.push({ id: job.id, status: "completed" as const });
        } catch (error) {
          deps.logger.error({ err: error, jobId: job.id }, "processing a webhook delivery failed");
          results.push({ id: job.id, status: "failed" as const, output: { message: String(error) } });
        }
      }
      return results;
    },
  );
}
