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
