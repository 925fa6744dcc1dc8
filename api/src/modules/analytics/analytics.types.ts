/** Whose activity a report counts: the whole platform (admins), one client's own, or the spec's sample. */
export type AnalyticsScope = { kind: "platform" } | { kind: "owner"; ownerId: string } | { kind: "sample" };

/** A figure's value on one IST day; null where it cannot be measured (no replies that day). */
export interface DailyValue {
  day: string;
  value: number | null;
}

/** A counted figure: its total over the range and its value per IST day. */
export interface CountFigure {
  total: number;
  daily: DailyValue[];
}

/** Spec section 2, "Business intelligence", computed from stored activity. */
export interface AnalyticsReport {
  scope: AnalyticsScope["kind"];
  days: number;
  messagesHandled: CountFigure;
  meetingsScheduled: CountFigure;
  stakeholderReach: CountFigure;
  responseTime: { medianMs: number | null; p95Ms: number | null; replies: number; daily: DailyValue[] };
  channels: Array<{ channel: "Chat" | "WhatsApp" | "Email" | "Calendar"; count: number; percent: number }>;
  performance: Array<{ id: string; label: string; definition: string; percent: number | null; numerator: number; denominator: number }>;
}

/** A scheduled task that ran to an end. */
export interface FinishedTask {
  launchTime: Date;
  finishedAt: Date | null;
  status: string;
}

/** Where the figures come from: each owning module's service, wired by the composition root. */
export interface AnalyticsSources {
  assistant: {
    repliesSince(since: Date, ownerId?: string): Promise<Array<{ createdAt: Date; askedAt: Date | null }>>;
    meetingsSince(since: Date, ownerId?: string): Promise<Array<{ createdAt: Date; withWhom: string | null }>>;
    remindersDue(since: Date, until: Date, ownerId?: string): Promise<Array<{ status: string }>>;
  };
  whatsapp: { messagesSince(since: Date): Promise<Array<{ createdAt: Date; direction: string; contact: string }>> };
  email: { receivedSince(since: Date): Promise<Array<{ receivedAt: Date; fromAddr: string }>> };
  scheduler: { finishedBetween(since: Date, until: Date, ownerId?: string): Promise<FinishedTask[]> };
  automation: { finishedRunsSince(since: Date, ownerId?: string): Promise<Array<{ status: string }>> };
}
