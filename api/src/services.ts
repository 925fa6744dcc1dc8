import type { PgBoss } from "pg-boss";
import type { Database } from "./db/database.ts";
import { encryptionKeyBytes, type Env } from "./env.ts";
import type { Logger } from "./logger.ts";
import { createAnalyticsService, type AnalyticsService } from "./modules/analytics/analytics.service.ts";
import { createAssistantService, type AssistantService } from "./modules/assistant/assistant.service.ts";
import { createInstructionService } from "./modules/assistant/instruction.service.ts";
import { createAuthService, type AuthService } from "./modules/auth/auth.service.ts";
import { scryptCostFor } from "./modules/auth/password.service.ts";
import { createSessionService, type SessionService } from "./modules/auth/session.service.ts";
import { createAutomationService, type AutomationService } from "./modules/automation/automation.service.ts";
import { createCalendarAccountService, type CalendarAccountService } from "./modules/calendar/calendar-account.service.ts";
import { createCalDavClient } from "./modules/calendar/caldav-client.ts";
import { createCalDavFetch } from "./modules/calendar/caldav-fetch.ts";
import { createMeetingPublisher } from "./modules/calendar/caldav.jobs.ts";
import { createCalendarFeedService, type CalendarFeedService } from "./modules/calendar/calendar-feed.service.ts";
import { createOwnCalendarReader } from "./modules/calendar/own-calendar.ts";
import { createInvitationService } from "./modules/calendar/invitations.service.ts";
import { createClientService, type ClientService } from "./modules/client/client.service.ts";
import { createContactService, type ContactService } from "./modules/contact/contact.service.ts";
import { createDashboardService, type DashboardService } from "./modules/dashboard/dashboard.service.ts";
import { createLaunchTargetService } from "./modules/dashboard/launch-target.service.ts";
import { queueWhatsAppToOwner } from "./modules/assistant/outbox.ts";
import { createEmailReplies, type EmailReplies } from "./modules/email/email-replies.service.ts";
import { createEmailVips, type EmailVips } from "./modules/email/email-vips.service.ts";
import { createEmailService, type EmailService } from "./modules/email/email.service.ts";
import { createProbes } from "./modules/health/health.probes.ts";
import { createHealthService, type HealthService } from "./modules/health/health.service.ts";
import { createHealthStore } from "./modules/health/health.store.ts";
import { createIntegrationsService, type IntegrationsService } from "./modules/integrations/integrations.service.ts";
import { createNotificationsService, type NotificationsService } from "./modules/notifications/notifications.service.ts";
import { mailConfigOf } from "./modules/mail/mail-config.ts";
import { createMailService } from "./modules/mail/mail.service.ts";
import { createOutbox, type Outbox } from "./modules/messaging/outbox.service.ts";
import { createPlatformService, type PlatformService } from "./modules/platform/platform.service.ts";
import { createRewardsService, type RewardsService } from "./modules/rewards/rewards.service.ts";
import { createSchedulerService, type SchedulerService } from "./modules/scheduler/scheduler.service.ts";
import type { SiteConfig } from "./modules/site/site-config.ts";
import { createDelivery } from "./modules/whatsapp/delivery.ts";
import { createOptOuts } from "./modules/whatsapp/opt-outs.service.ts";
import { outboxLater } from "./modules/whatsapp/outbox-sender.jobs.ts";
import { createReplyIds } from "./modules/whatsapp/reply-ids.ts";
import { createRecipientService, type RecipientService } from "./modules/whatsapp/recipients.service.ts";
import { createWhatsAppSender, type WhatsAppSender } from "./modules/whatsapp/sender.service.ts";
import { whatsappConfigOf, type WhatsAppConfig } from "./modules/whatsapp/whatsapp-config.service.ts";
import { createWhatsAppService, type WhatsAppService } from "./modules/whatsapp/whatsapp.service.ts";
import type { Metrics } from "./observability/metrics.ts";
import type { PubSubHandle } from "./pubsub.ts";
import { startWorkers } from "./workers.ts";

/** The domain services, built once per app and shared by GraphQL, REST and jobs. */
export interface AppServices {
  analytics: AnalyticsService;
  assistant: AssistantService;
  auth: AuthService;
  automation: AutomationService;
  /** Clients' own calendars over CalDAV. */
  calendarAccounts: CalendarAccountService;
  calendarFeed: CalendarFeedService;
  client: ClientService;
  contact: ContactService;
  dashboard: DashboardService;
  email: EmailService;
  emailReplies: EmailReplies;
  emailVips: EmailVips;
  health: HealthService;
  integrations: IntegrationsService;
  notifications: NotificationsService;
  platform: PlatformService;
  rewards: RewardsService;
  scheduler: SchedulerService;
  site: SiteConfig;
  whatsapp: WhatsAppService;
  /** Every message Ria sends, WhatsApp and email, and where each stands. */
  outbox: Outbox;
  recipients: RecipientService;
  /** Sends a WhatsApp message now (replies, rule actions), once per idempotency key. */
  whatsappSender: WhatsAppSender;
}

export interface ServiceDeps {
  env: Env;
  db: Database;
  jobs: PgBoss;
  pubsub: PubSubHandle;
  logger: Logger;
  /** Counts sign-in refusals for /metrics. */
  metrics?: Pick<Metrics, "signInRefused">;
  /** The app's own address once it listens. */
  baseUrl: () => string | undefined;
}

/** Builds every domain service and says how to start (and stop) their background work. */
export function createServices({ env, db, jobs, pubsub, logger, metrics, baseUrl }: ServiceDeps) {
  const production = env.NODE_ENV === "production";
  const { prisma } = db;
  const now = () => new Date();
  const whatsappConfig: WhatsAppConfig = whatsappConfigOf(env);
  if (!whatsappConfig.live) {
    logger.warn(
      { whatsappMode: "demo" },
      "WhatsApp runs in demo mode: webhooks are checked against the public demo secret and nothing is sent",
    );
  }
  const sessions: SessionService = createSessionService({
    prisma,
    now,
    onRevoked: (sessionIds) => pubsub.pubsub.publish("session.revoked", { sessionIds }),
  });
  const llm =
    env.RIA_LLM_BASE_URL && env.RIA_LLM_MODEL && env.RIA_LLM_API_KEY
      ? { baseUrl: env.RIA_LLM_BASE_URL, model: env.RIA_LLM_MODEL, apiKey: env.RIA_LLM_API_KEY }
      : undefined;
  const mailConfig = mailConfigOf(env);
  const outbox = createOutbox({ prisma });
  const mail = createMailService({ outbox, config: mailConfig });
  const invite = createInvitationService({ prisma, mail });
  const caldavFetch = createCalDavFetch({ allowPrivate: env.CALDAV_ALLOW_PRIVATE_HOSTS });
  const publishMeeting = createMeetingPublisher(jobs, prisma, logger);
  const assistant = createAssistantService({
    prisma,
    pubsub: pubsub.pubsub,
    jobs,
    store: pubsub,
    production,
    logger,
    llm,
    invite,
    ownCalendar: createOwnCalendarReader(prisma),
    publishMeeting,
  });
  const client = createClientService({ prisma, usage: assistant.usage });
  const calendarAccounts = createCalendarAccountService({
    prisma,
    logger,
    client: createCalDavClient(caldavFetch.fetch),
    key: env.CALDAV_ENCRYPTION_KEY ? (encryptionKeyBytes(env.CALDAV_ENCRYPTION_KEY) ?? undefined) : undefined,
    allowPrivate: env.CALDAV_ALLOW_PRIVATE_HOSTS,
    limits: pubsub,
    hasCalendarSync: (userId) => client.hasFeature(userId, "calendar_sync"),
    meetingsOf: (ownerId) => assistant.seriesOf(ownerId, false),
    meetingOf: assistant.meetingOf,
    publish: publishMeeting,
  });
  const instructions = createInstructionService({ prisma, jobs });
  const scheduler = createSchedulerService({
    prisma,
    jobs,
    pubsub: pubsub.pubsub,
    logger,
    assistant: { usage: assistant.usage, instructions },
    worker: { batchesAtOnce: db.pglite ? 1 : 4 },
  });
  const recipients = createRecipientService({ prisma, now });
  const optOuts = createOptOuts(prisma);
  const replyIds = createReplyIds(whatsappConfig.appSecret);
  // Rows that wait (a recipient's turn, a back-off) go back to the outbox job, which runs in live mode only.
  const later = whatsappConfig.live ? outboxLater(jobs) : undefined;
  const deliver = createDelivery({
    prisma,
    outbox,
    config: whatsappConfig,
    logger,
    recipients,
    optOuts,
    replyIds,
    later,
    reserveSend: (key, limit) => assistant.usage.reserveWhatsAppSend(key, limit),
  });
  const sender = createWhatsAppSender({ outbox, config: whatsappConfig, deliver });
  const notifications = createNotificationsService({ prisma, pubsub: pubsub.pubsub, now });
  const automation = createAutomationService({
    prisma,
    pubsub: pubsub.pubsub,
    whatsapp: sender,
    outbox,
    scheduler,
    postToChat: (ownerId, text) => assistant.chat.postAssistantMessage(ownerId, text),
    assistant: assistant.activity,
    notifyAdmins: notifications.notifyAdmins,
    now,
    logger,
  });
  // A run names the person who chatted (a guest has no name), never their id.
  assistant.chat.onUserMessage((owner, text, messageId) =>
    automation.dispatch({
      kind: "message",
      channel: "chat",
      text,
      from: owner.id,
      fromName: owner.kind === "user" ? [owner.name, owner.company].filter(Boolean).join(", ") : "a guest in the chat",
      key: messageId,
    }),
  );
  const contact = createContactService({ prisma, pubsub: pubsub.pubsub, store: pubsub });
  const probes = createProbes({ sql: db.sql, pubsub, jobs, baseUrl });
  const emailReplies = createEmailReplies({
    prisma,
    mail,
    identityOf: client.mailIdentity,
    whatsappToOwner: (tx, message) => queueWhatsAppToOwner(tx, message),
  });
  const emailVips = createEmailVips(prisma);
  const email = createEmailService({
    prisma,
    automation,
    vips: emailVips,
    replies: emailReplies,
    clientByAddress: client.byAddress,
    inboundSecret: env.EMAIL_INBOUND_SECRET,
  });
  const whatsapp = createWhatsAppService({ config: whatsappConfig, jobs, logger, prisma });
  const calendarFeed = createCalendarFeedService({ prisma, seriesOf: assistant.seriesOf });
  const integrations = createIntegrationsService({
    prisma,
    traffic: { whatsapp, outbox, email, assistant: assistant.activity, calendarFeed },
    whatsapp: whatsappConfig,
    mail: mailConfig,
    calendarAccounts: calendarAccounts.platformFacts,
  });

  const services: AppServices = {
    assistant,
    auth: createAuthService({
      prisma,
      sessions,
      store: pubsub,
      production,
      logger,
      cost: scryptCostFor(env),
      onSignInRefused: (reason) => metrics?.signInRefused(reason),
    }),
    automation,
    calendarAccounts,
    calendarFeed,
    client,
    contact,
    analytics: createAnalyticsService({ sources: { assistant: assistant.activity, whatsapp, email, scheduler, automation } }),
    dashboard: createDashboardService({
      integrations,
      launchTargets: createLaunchTargetService({ prisma, now }),
      owners: { contact, client },
    }),
    email,
    emailReplies,
    emailVips,
    health: createHealthService({
      store: createHealthStore(prisma),
      probes,
      pubsub: pubsub.pubsub,
      logger,
      intervalSeconds: env.HEALTH_INTERVAL_SECONDS,
    }),
    integrations,
    notifications,
    outbox,
    platform: createPlatformService({ baseUrl, store: pubsub }),
    rewards: createRewardsService({ prisma, pubsub: pubsub.pubsub, limits: pubsub, logger, production }),
    scheduler,
    site: { providerName: env.PROVIDER_NAME, providerPhone: env.PROVIDER_PHONE },
    whatsapp,
    recipients,
    whatsappSender: sender,
  };

  return {
    services,
    sessions,
    /** Job workers and the minute tickers (automation, morning briefs); returns what stops the tickers. */
    startWorkers: async () => {
      const workers = await startWorkers({
        jobs,
        prisma,
        pubsub,
        logger,
        whatsappConfig,
        mailConfig,
        mail,
        outbox,
        assistant,
        automation,
        scheduler,
        sender,
        recipients,
        emailReplies,
        whatsapp: { optOuts, replyIds, later },
        rewards: services.rewards,
        calendarAccounts,
        caldavSyncMinutes: env.CALDAV_SYNC_MINUTES,
      });
      return { stop: () => (workers.stop(), void caldavFetch.close()) };
    },
  };
}
