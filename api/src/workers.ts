import type { MailService } from "./modules/mail/mail.service.ts";
import type { EmailReplies } from "./modules/email/email-replies.service.ts";
import type { PgBoss } from "pg-boss";
import type { PrismaClient } from "./generated/prisma/client.ts";
import type { Logger } from "./logger.ts";
import type { AssistantService } from "./modules/assistant/assistant.service.ts";
import { startGuestCleanup } from "./modules/assistant/guest-cleanup.ts";
import { startMorningBriefs } from "./modules/assistant/morning-brief.ts";
import { startReminderWorker } from "./modules/assistant/reminders.jobs.ts";
import { startSandboxCleanup } from "./modules/auth/demo-sandbox.ts";
import type { AutomationService } from "./modules/automation/automation.service.ts";
import { startAutomationTicker } from "./modules/automation/automation.ticker.ts";
import type { CalendarAccountService } from "./modules/calendar/calendar-account.service.ts";
import { startCalDavWorkers } from "./modules/calendar/caldav.jobs.ts";
import { startGuestPlayerCleanup } from "./modules/rewards/guest-players.jobs.ts";
import type { RewardsService } from "./modules/rewards/rewards.service.ts";
import type { SchedulerService } from "./modules/scheduler/scheduler.service.ts";
import type { MailConfig } from "./modules/mail/mail.types.ts";
import type { Outbox } from "./modules/messaging/outbox.service.ts";
import { startMailSender } from "./modules/mail/mail-sender.jobs.ts";
import type { OptOuts } from "./modules/whatsapp/opt-outs.service.ts";
import { startOutboxSender } from "./modules/whatsapp/outbox-sender.jobs.ts";
import type { RecipientService } from "./modules/whatsapp/recipients.service.ts";
import type { ReplyIds } from "./modules/whatsapp/reply-ids.ts";
import type { WhatsAppSender } from "./modules/whatsapp/sender.service.ts";
import { startWebhookWorker } from "./modules/whatsapp/webhook.worker.ts";
import type { WhatsAppConfig } from "./modules/whatsapp/whatsapp-config.service.ts";
import type { PubSubHandle } from "./pubsub.ts";

/** What the background work runs on: the app's plumbing and the services it drives. */
export interface WorkerDeps {
  jobs: PgBoss;
  prisma: PrismaClient;
  pubsub: PubSubHandle;
  logger: Logger;
  whatsappConfig: WhatsAppConfig;
  mailConfig: MailConfig;
  /** Queues email (reminders and briefs for clients who asked for them by email). */
  mail: MailService;
  /** Every message to send: the WhatsApp and email senders work through it. */
  outbox: Outbox;
  assistant: AssistantService;
  automation: AutomationService;
  scheduler: SchedulerService;
  sender: WhatsAppSender;
  recipients: RecipientService;
  emailReplies: EmailReplies;
  /** The webhook's share of WhatsApp: opt-outs, reply-button ids, and handing a row back to the outbox job. */
  whatsapp: { optOuts: OptOuts; replyIds: ReplyIds; later?(outboxId: string, at: Date): Promise<void> };
  rewards: RewardsService;
  /** Connected calendars (CalDAV): synced every `caldavSyncMinutes`, and written to when Ria books. */
  calendarAccounts: CalendarAccountService;
  caldavSyncMinutes: number;
}

/** Job workers and the minute tickers (automation, morning briefs); returns what stops the tickers. */
export async function startWorkers(deps: WorkerDeps): Promise<{ stop(): void }> {
  const {
    jobs,
    prisma,
    pubsub,
    logger,
    whatsappConfig,
    mailConfig,
    assistant,
    automation,
    scheduler,
    sender,
    recipients,
    whatsapp,
    outbox,
    rewards,
  } = deps;
  await startReminderWorker(jobs, prisma, pubsub.pubsub, logger, deps.mail);
  await startGuestCleanup(jobs, prisma, logger);
  await startGuestPlayerCleanup(jobs, prisma, logger);
  await startSandboxCleanup(jobs, prisma, [assistant.activity, scheduler], logger);
  const briefs = startMorningBriefs(prisma, pubsub.pubsub, logger, deps.mail);
  await scheduler.startWorker();
  await startWebhookWorker(jobs, {
    ...whatsapp,
    prisma,
    outbox,
    pubsub: pubsub.pubsub,
    automation,
    chat: assistant.chat,
    whatsapp: sender,
    recipients,
    reminders: assistant.reminders,
    emailReplies: deps.emailReplies,
    logger,
  });
  const ticker = startAutomationTicker(automation);
  const whatsappSender = await startOutboxSender(jobs, outbox, whatsappConfig, logger, sender.deliver);
  const mailSender = startMailSender(outbox, mailConfig, logger);
  await startCalDavWorkers(jobs, deps.calendarAccounts, logger, deps.caldavSyncMinutes);
  return { stop: () => (briefs.stop(), ticker.stop(), whatsappSender.stop(), mailSender.stop(), void rewards.stop()) };
}
