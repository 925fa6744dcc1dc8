import type { PgBoss } from "pg-boss";
import { processWebhook, type WebhookDeps } from "./webhook.processor.ts";
import { WEBHOOK_QUEUE } from "./webhook.rest.ts";
import type { WebhookEnvelope } from "./webhook.types.ts";

/** Processes stored webhook deliveries one by one; a failed delivery is retried, its handled messages skipped by id. */
export async function startWebhookWorker(jobs: PgBoss, deps: WebhookDeps): Promise<void> {
  await jobs.createQueue(WEBHOOK_QUEUE);
  await jobs.work<WebhookEnvelope>(WEBHOOK_QUEUE, { batchSize: 1, pollingIntervalSeconds: 0.5 }, async ([job]) => {
    if (job) await processWebhook(job.data, deps);
  });
}
