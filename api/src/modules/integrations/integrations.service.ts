import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { MailConfig } from "../mail/mail.types.ts";
import type { WhatsAppConfig } from "../whatsapp/whatsapp-config.service.ts";

export type IntegrationStatus = "connected" | "pending" | "error";

export interface IntegrationState {
  id: string;
  name: string;
  description: string;
  status: IntegrationStatus;
  /** When data last moved through it; null if never. */
  lastSyncAt: Date | null;
  /** True while it runs without credentials: nothing leaves the platform. */
  demoMode: boolean;
  /** Read-only settings to show (secrets never included). */
  configuration: Array<{ label: string; value: string }>;
}

const RECENT_EMAIL_MS = 7 * 86_400_000;
const RECENT_FAILURE_MS = 3_600_000;

/** Recent traffic, from the service of the module that owns each table; wired by the composition root. */
export interface IntegrationTraffic {
  whatsapp: { lastMessageAt(): Promise<Date | null> };
  outbox: {
    failedSince(channel: "whatsapp", since: Date): Promise<boolean>;
    lastSentAt(channel: "email"): Promise<Date | null>;
  };
  email: { lastReceivedAt(): Promise<Date | null> };
  assistant: { lastMeetingCreatedAt(): Promise<Date | null> };
  calendarFeed: { lastReadAt(): Promise<Date | null> };
}

/** Clients' connected calendars (CalDAV) across the platform. */
export interface CalendarAccountFacts {
  connectingAvailable: boolean;
  connected: number;
  failing: number;
  lastSyncAt: Date | null;
}

export interface IntegrationsDeps {
  prisma: PrismaClient;
  traffic: IntegrationTraffic;
  /** WhatsApp's configuration: live or demo, and the settings shown. */
  whatsapp: WhatsAppConfig;
  /** Mail's configuration: live (SMTP) or demo, and the settings shown. */
  mail: MailConfig;
  calendarAccounts: () => Promise<CalendarAccountFacts>;
  /** "Recent" traffic is measured back from this clock. */
  now?: () => Date;
}

/** Each integration's real state, from configuration and recent traffic. */
export function createIntegrationsService({ prisma, traffic, whatsapp, mail, calendarAccounts, now = () => new Date() }: IntegrationsDeps) {
  return {
    async states(): Promise<IntegrationState[]> {
      const [definitions, lastWhatsApp, recentFailure, lastEmail, lastEvent, lastMailSent, lastFeedRead, caldav] = await Promise.all([
        prisma.integration.findMany({ orderBy: { sortOrder: "asc" } }),
        traffic.whatsapp.lastMessageAt(),
        traffic.outbox.failedSince("whatsapp", new Date(now().getTime() - RECENT_FAILURE_MS)),
        traffic.email.lastReceivedAt(),
        traffic.assistant.lastMeetingCreatedAt(),
        traffic.outbox.lastSentAt("email"),
        traffic.calendarFeed.lastReadAt(),
        calendarAccounts(),
      ]);
      const lastMail = latest(lastEmail ?? undefined, lastMailSent ?? undefined);
      const derived: Record<string, Pick<IntegrationState, "status" | "lastSyncAt" | "demoMode" | "configuration">> = {
        whatsapp: {
          status: !whatsapp.live ? "pending" : recentFailure ? "error" : "connected",
          lastSyncAt: lastWhatsApp,
          demoMode: !whatsapp.live,
          configuration: [
            { label: "Mode", value: whatsapp.live ? "Live (Cloud API)" : "Demo: replies go to the outbox" },
            { label: "Phone number ID", value: whatsapp.phoneNumberId ? mask(whatsapp.phoneNumberId) : "Not set" },
            { label: "Webhook", value: "/api/whatsapp/webhook" },
            { label: "Signature check", value: "X-Hub-Signature-256 (HMAC-SHA256)" },
          ],
        },
        gmail: {
          // Live when invitations can leave by SMTP, or mail arrived lately; demo otherwise.
          status: mail.live || (lastMail && now().getTime() - lastMail.getTime() < RECENT_EMAIL_MS) ? "connected" : "pending",
          lastSyncAt: lastMail,
          demoMode: !mail.live,
          configuration: [
            { label: "Inbound endpoint", value: "POST /api/email/inbound" },
            {
              label: "Outbound",
              value: mail.live ? `SMTP (${new URL(mail.smtpUrl!).hostname})` : "Demo: invitations are recorded in the outbox",
            },
          ],
        },
        calendar: {
          status: "connected",
          // The latest of: a client's calendar app reading its feed, a connected calendar's sync, Ria booking a meeting.
          lastSyncAt: latest(lastFeedRead ?? undefined, caldav.lastSyncAt ?? undefined, lastEvent ?? undefined),
          demoMode: false,
          configuration: [
            { label: "Calendar", value: "Ria's built-in calendar (IST)" },
            { label: "Subscription", value: "Private iCalendar feed per client (GET /api/calendar/<token>.ics)" },
            { label: "CalDAV calendars", value: caldavLine(caldav) },
          ],
        },
      };
      return definitions.map((definition) => ({
        id: definition.id,
        name: definition.name,
        description: definition.description,
        ...(derived[definition.id] ?? { status: definition.status, lastSyncAt: definition.lastSyncAt, demoMode: true, configuration: [] }),
      }));
    },
  };
}

export type IntegrationsService = ReturnType<typeof createIntegrationsService>;

/** How clients' own calendars stand, in one line: how many, how many failing and what fixes them. */
function caldavLine(facts: CalendarAccountFacts): string {
  if (!facts.connectingAvailable)
    return facts.connected
      ? `${facts.connected} connected, but CALDAV_ENCRYPTION_KEY is not set: they cannot sync until it is`
      : "Unavailable: set CALDAV_ENCRYPTION_KEY to let clients connect theirs";
  if (facts.connected === 0) return "None yet: clients connect theirs on the Integrations page";
  if (facts.failing === 0) return `${facts.connected} connected, all syncing`;
  return `${facts.connected} connected, ${facts.failing} failing: each client sees the error and reconnects on the Integrations page`;
}

function mask(value: string): string {
  return value.length <= 4 ? "••••" : `••••${value.slice(-4)}`;
}

function latest(...dates: Array<Date | undefined>): Date | null {
  const times = dates.filter((date): date is Date => !!date).map((date) => date.getTime());
  return times.length ? new Date(Math.max(...times)) : null;
}
