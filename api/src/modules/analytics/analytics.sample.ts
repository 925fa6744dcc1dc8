import { PERFORMANCE_DEFINITIONS } from "./analytics.definitions.ts";
import type { AnalyticsReport } from "./analytics.types.ts";

/** Spec section 2's figures for visitors, labelled "Sample figures" on the page: not anyone's data. */
export function sampleReport(days: readonly string[]): AnalyticsReport {
  // A gentle weekly rhythm, so the sample charts look like a working week rather than a flat line.
  const shape = (base: number) =>
    days.map((day, index) => ({ day, value: Math.round(base * (index % 7 >= 5 ? 0.5 : 1 + (index % 3) * 0.1)) }));
  const total = (daily: Array<{ value: number }>) => daily.reduce((sum, point) => sum + point.value, 0);
  const messages = shape(200);
  const meetings = shape(6);
  const reach = shape(40);
  return {
    scope: "sample",
    days: days.length,
    messagesHandled: { total: total(messages), daily: messages },
    meetingsScheduled: { total: total(meetings), daily: meetings },
    stakeholderReach: { total: Math.round(total(reach) / 3), daily: reach },
    responseTime: { medianMs: 12_000, p95Ms: 45_000, replies: total(messages), daily: days.map((day) => ({ day, value: 12_000 })) },
    channels: [
      { channel: "Chat", count: 0, percent: 0 },
      { channel: "WhatsApp", count: 65, percent: 65 },
      { channel: "Email", count: 25, percent: 25 },
      { channel: "Calendar", count: 10, percent: 10 },
    ],
    performance: [
      { id: "tasksOnTime", ...PERFORMANCE_DEFINITIONS.tasksOnTime, percent: 94, numerator: 94, denominator: 100 },
      { id: "remindersDelivered", ...PERFORMANCE_DEFINITIONS.remindersDelivered, percent: 87, numerator: 87, denominator: 100 },
      { id: "ruleRunsSucceeded", ...PERFORMANCE_DEFINITIONS.ruleRunsSucceeded, percent: 92, numerator: 92, denominator: 100 },
    ],
  };
}
