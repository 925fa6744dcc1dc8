import { builder } from "../../schema/builder.ts";
import { FIGURE_DEFINITIONS } from "./analytics.definitions.ts";
import { analyticsScopeFor } from "./analytics.scope.ts";
import type { AnalyticsReport, CountFigure, DailyValue } from "./analytics.types.ts";

const RANGE_DAYS = { LAST_7_DAYS: 7, LAST_30_DAYS: 30, LAST_90_DAYS: 90 } as const;
const AnalyticsRangeEnum = builder.enumType("AnalyticsRange", {
  description: "IST days ending today.",
  values: Object.keys(RANGE_DAYS) as Array<keyof typeof RANGE_DAYS>,
});
const AnalyticsScopeEnum = builder.enumType("AnalyticsScope", { values: ["platform", "owner", "sample"] as const });

const DailyValueType = builder.objectRef<DailyValue>("AnalyticsDailyValue").implement({
  fields: (t) => ({
    day: t.exposeString("day", { description: "The IST day, YYYY-MM-DD." }),
    value: t.exposeFloat("value", { nullable: true }),
  }),
});

const CountFigureType = builder.objectRef<CountFigure & { definition: string }>("AnalyticsCountFigure").implement({
  fields: (t) => ({
    total: t.exposeInt("total"),
    definition: t.exposeString("definition"),
    daily: t.field({ type: [DailyValueType], resolve: (figure) => figure.daily }),
  }),
});

const ResponseTimeType = builder.objectRef<AnalyticsReport["responseTime"]>("AnalyticsResponseTime").implement({
  fields: (t) => ({
    medianMs: t.exposeInt("medianMs", { nullable: true }),
    p95Ms: t.exposeInt("p95Ms", { nullable: true }),
    replies: t.exposeInt("replies", { description: "Replies measured." }),
    definition: t.string({ resolve: () => FIGURE_DEFINITIONS.responseTime }),
    daily: t.field({ type: [DailyValueType], description: "The median per day, in ms.", resolve: (figure) => figure.daily }),
  }),
});

const ChannelShareType = builder.objectRef<AnalyticsReport["channels"][number]>("AnalyticsChannelShare").implement({
  fields: (t) => ({ channel: t.exposeString("channel"), count: t.exposeInt("count"), percent: t.exposeInt("percent") }),
});

const PerformanceType = builder.objectRef<AnalyticsReport["performance"][number]>("AnalyticsPerformance").implement({
  fields: (t) => ({
    id: t.exposeString("id"),
    label: t.exposeString("label"),
    definition: t.exposeString("definition"),
    percent: t.exposeInt("percent", { nullable: true, description: "Null when nothing was measured in the range." }),
    numerator: t.exposeInt("numerator"),
    denominator: t.exposeInt("denominator"),
  }),
});

const withDefinition = (figure: CountFigure, key: keyof typeof FIGURE_DEFINITIONS) => ({ ...figure, definition: FIGURE_DEFINITIONS[key] });

const AnalyticsReportType = builder.objectRef<AnalyticsReport>("AnalyticsReport").implement({
  description: "Spec section 2, business intelligence: the caller's figures (platform, own, or the sample for visitors).",
  fields: (t) => ({
    scope: t.field({ type: AnalyticsScopeEnum, resolve: (report) => report.scope }),
    days: t.exposeInt("days"),
    messagesHandled: t.field({ type: CountFigureType, resolve: (report) => withDefinition(report.messagesHandled, "messagesHandled") }),
    meetingsScheduled: t.field({
      type: CountFigureType,
      resolve: (report) => withDefinition(report.meetingsScheduled, "meetingsScheduled"),
    }),
    stakeholderReach: t.field({ type: CountFigureType, resolve: (report) => withDefinition(report.stakeholderReach, "stakeholderReach") }),
    responseTime: t.field({ type: ResponseTimeType, resolve: (report) => report.responseTime }),
    channels: t.field({ type: [ChannelShareType], resolve: (report) => report.channels }),
    performance: t.field({ type: [PerformanceType], resolve: (report) => report.performance }),
  }),
});

builder.queryField("analytics", (t) =>
  t.field({
    type: AnalyticsReportType,
    args: { range: t.arg({ type: AnalyticsRangeEnum, required: true }) },
    resolve: (_root, { range }, context) => context.services.analytics.report(analyticsScopeFor(context.viewer), RANGE_DAYS[range]),
  }),
);
