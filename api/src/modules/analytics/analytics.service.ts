import { countByDay, distinctByDay, istDay, istDayRange, percentages, percentile, ratioPercent } from "./analytics.rules.ts";
import { ON_TIME_MS, PERFORMANCE_DEFINITIONS } from "./analytics.definitions.ts";
import { sampleReport } from "./analytics.sample.ts";
import type { AnalyticsReport, AnalyticsScope, AnalyticsSources } from "./analytics.types.ts";

export interface AnalyticsDeps {
  /** The services of the modules that own the counted tables. */
  sources: AnalyticsSources;
  /** A report's last day is today (IST) by this clock. */
  now?: () => Date;
}

/**
 * Business intelligence from stored activity. A client's scope is what they own (their chat,
 * calendar, reminders, tasks, rules); WhatsApp and inbound email belong to the platform, so they
 * count for the platform only. Each figure comes from the service of the module that owns its table.
 */
export function createAnalyticsService({ sources, now = () => new Date() }: AnalyticsDeps) {
  return {
    /** The report for a scope over the last `days` IST days (today included). */
    async report(scope: AnalyticsScope, days: number): Promise<AnalyticsReport> {
      const range = istDayRange(now(), days);
      if (scope.kind === "sample") return sampleReport(range.days);
      const since = range.since;
      const owner = scope.kind === "owner" ? scope.ownerId : undefined;
      const platform = scope.kind === "platform";
      const [replies, meetings, whatsapp, emails, tasks, reminders, runs] = await Promise.all([
        sources.assistant.repliesSince(since, owner),
        sources.assistant.meetingsSince(since, owner),
        platform ? sources.whatsapp.messagesSince(since) : [],
        platform ? sources.email.receivedSince(since) : [],
        sources.scheduler.finishedBetween(since, now(), owner),
        sources.assistant.remindersDue(since, now(), owner),
        sources.automation.finishedRunsSince(since, owner),
      ]);
      const timings = replies.flatMap((reply) =>
        reply.askedAt === null ? [] : [{ day: istDay(reply.createdAt), ms: reply.createdAt.getTime() - reply.askedAt.getTime() }],
      );
      const whatsappOut = whatsapp.filter((message) => message.direction === "out");
      const handledAt = [...replies.map((r) => r.createdAt), ...whatsappOut.map((m) => m.createdAt), ...emails.map((e) => e.receivedAt)];
      const people = [
        ...whatsapp.map((message) => ({ key: `wa:${message.contact}`, at: message.createdAt })),
        ...emails.map((email) => ({ key: `email:${email.fromAddr.toLowerCase()}`, at: email.receivedAt })),
        ...meetings.flatMap((meeting) =>
          meeting.withWhom ? [{ key: `person:${meeting.withWhom.trim().toLowerCase()}`, at: meeting.createdAt }] : [],
        ),
      ];
      // The split counts what the figures count: Chat + WhatsApp + Email is "Messages handled", Calendar is "Meetings scheduled".
      const channelCounts = [replies.length, whatsappOut.length, emails.length, meetings.length];
      const split = percentages(channelCounts);
      const onTime = tasks.filter(
        (task) => task.status === "completed" && task.finishedAt && task.finishedAt.getTime() - task.launchTime.getTime() <= ON_TIME_MS,
      );
      const fired = reminders.filter((reminder) => reminder.status === "fired").length;
      const succeeded = runs.filter((run) => run.status === "succeeded").length;
      const performance = (id: keyof typeof PERFORMANCE_DEFINITIONS, numerator: number, denominator: number) => ({
        id,
        ...PERFORMANCE_DEFINITIONS[id],
        numerator,
        denominator,
        percent: ratioPercent(numerator, denominator),
      });
      return {
        scope: scope.kind,
        days,
        messagesHandled: { total: handledAt.length, daily: countByDay(range.days, handledAt) },
        meetingsScheduled: {
          total: meetings.length,
          daily: countByDay(
            range.days,
            meetings.map((m) => m.createdAt),
          ),
        },
        stakeholderReach: distinctByDay(range.days, people),
        responseTime: {
          medianMs: percentile(
            timings.map((t) => t.ms),
            50,
          ),
          p95Ms: percentile(
            timings.map((t) => t.ms),
            95,
          ),
          replies: timings.length,
          daily: range.days.map((day) => ({
            day,
            value: percentile(
              timings.filter((t) => t.day === day).map((t) => t.ms),
              50,
            ),
          })),
        },
        channels: (["Chat", "WhatsApp", "Email", "Calendar"] as const).map((channel, index) => ({
          channel,
          count: channelCounts[index]!,
          percent: split[index]!,
        })),
        performance: [
          performance("tasksOnTime", onTime.length, tasks.length),
          performance("remindersDelivered", fired, reminders.length),
          performance("ruleRunsSucceeded", succeeded, runs.length),
        ],
      };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
