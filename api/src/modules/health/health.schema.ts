import { builder } from "../../schema/builder.ts";
import { SAME_FOR_EVERYONE } from "../../schema/subscription-audience.ts";
import type { HealthEventView, PlatformMetrics, PlatformStatusSnapshot, ServiceHealth, UptimeBucket } from "./health.types.ts";

const HealthStatus = builder.enumType("HealthStatus", { values: ["healthy", "warning", "error"] as const });
const OverallStatus = builder.enumType("OverallStatus", { values: ["healthy", "warning", "error", "unknown"] as const });

const UptimeBucketType = builder.objectRef<UptimeBucket>("UptimeBucket").implement({
  description: "Checks in one hour or one IST day.",
  fields: (t) => ({
    start: t.exposeString("start", { description: "Start of the hour (ISO) or the IST day (YYYY-MM-DD)." }),
    checks: t.exposeInt("checks"),
    healthyChecks: t.exposeInt("healthyChecks"),
  }),
});

const ServiceHealthType = builder.objectRef<ServiceHealth>("ServiceHealth").implement({
  description: "Spec section 3: a health check result, with its uptime history.",
  fields: (t) => ({
    service: t.exposeString("service"),
    label: t.exposeString("label"),
    status: t.field({ type: HealthStatus, resolve: (service) => service.status }),
    responseTimeMs: t.exposeInt("responseTimeMs"),
    lastCheck: t.field({ type: "DateTime", resolve: (service) => service.lastCheck }),
    description: t.exposeString("description"),
    uptimePercent24h: t.exposeFloat("uptimePercent24h", { nullable: true }),
    uptimePercent90d: t.exposeFloat("uptimePercent90d", { nullable: true }),
    hourly: t.field({ type: [UptimeBucketType], resolve: (service) => service.hourly }),
    daily: t.field({ type: [UptimeBucketType], resolve: (service) => service.daily }),
  }),
});

const HealthEventType = builder.objectRef<HealthEventView>("HealthEvent").implement({
  description: "A service changed status.",
  fields: (t) => ({
    id: t.exposeID("id"),
    service: t.exposeString("service"),
    label: t.exposeString("label"),
    fromStatus: t.field({ type: HealthStatus, nullable: true, resolve: (event) => event.fromStatus }),
    toStatus: t.field({ type: HealthStatus, resolve: (event) => event.toStatus }),
    description: t.exposeString("description"),
    occurredAt: t.field({ type: "DateTime", resolve: (event) => event.occurredAt }),
  }),
});

const PlatformMetricsType = builder.objectRef<PlatformMetrics>("PlatformMetrics").implement({
  fields: (t) => ({
    healthyServices: t.exposeInt("healthyServices"),
    totalServices: t.exposeInt("totalServices"),
    averageResponseMs: t.exposeInt("averageResponseMs", { nullable: true }),
    uptimePercent24h: t.exposeFloat("uptimePercent24h", { nullable: true }),
    checksLast24h: t.exposeInt("checksLast24h"),
    incidentsLast24h: t.exposeInt("incidentsLast24h"),
  }),
});

const PlatformStatus = builder.objectRef<PlatformStatusSnapshot>("PlatformStatus");

// A node with one fixed id, so a pushed snapshot updates the page's query data in the Relay store.
builder.node(PlatformStatus, {
  description: "The live platform status behind /status.",
  id: { resolve: () => "platform" },
  loadOne: (_id, context) => context.services.health.snapshot(),
  isTypeOf: (value) => typeof value === "object" && value !== null && "overall" in value && "services" in value,
  fields: (t) => ({
    overall: t.field({ type: OverallStatus, resolve: (status) => status.overall }),
    checkIntervalSeconds: t.int({
      description: "Seconds between scheduled rounds; 0 when only manual rounds run.",
      resolve: (status) => status.checkIntervalSeconds ?? 0,
    }),
    lastRoundAt: t.field({ type: "DateTime", nullable: true, resolve: (status) => status.lastRoundAt }),
    services: t.field({ type: [ServiceHealthType], resolve: (status) => status.services }),
    events: t.field({ type: [HealthEventType], resolve: (status) => status.events }),
    metrics: t.field({ type: PlatformMetricsType, resolve: (status) => status.metrics }),
  }),
});

builder.queryField("platformStatus", (t) =>
  t.field({ type: PlatformStatus, resolve: (_root, _args, context) => context.services.health.snapshot() }),
);

const RunHealthChecksPayload = builder.objectRef<{ status: PlatformStatusSnapshot; fresh: boolean }>("RunHealthChecksPayload").implement({
  fields: (t) => ({
    status: t.field({ type: PlatformStatus, resolve: (payload) => payload.status }),
    fresh: t.exposeBoolean("fresh", { description: "False when a round had just finished and that one is returned instead." }),
  }),
});

builder.mutationField("runHealthChecks", (t) =>
  t.field({
    description: "The status page's manual retry: a fresh round of checks (at most one every few seconds).",
    type: RunHealthChecksPayload,
    resolve: (_root, _args, context) => context.services.health.requestRound(),
  }),
);

builder.subscriptionField("platformStatus", (t) =>
  t.field({
    description: "Every round of health checks, as it completes.",
    type: PlatformStatus,
    extensions: SAME_FOR_EVERYONE,
    subscribe: (_root, _args, context) => context.pubsub.subscribe("health.round"),
    resolve: (snapshot) => snapshot,
  }),
);

const ServiceStateType = builder.objectRef<ServiceHealth>("ServiceState").implement({
  description: "A service's latest status only.",
  fields: (t) => ({
    service: t.exposeString("service"),
    status: t.field({ type: HealthStatus, resolve: (service) => service.status }),
  }),
});

// Not the PlatformStatus node: a client holding this small view must not overwrite the status page's full records.
const PlatformHealthSummary = builder.objectRef<PlatformStatusSnapshot>("PlatformHealthSummary").implement({
  description: "The overall state and each service's latest status, without history (the navigation panel's view).",
  fields: (t) => ({
    overall: t.field({ type: OverallStatus, resolve: (status) => status.overall }),
    services: t.field({ type: [ServiceStateType], resolve: (status) => status.services }),
  }),
});

builder.queryField("platformHealthSummary", (t) =>
  t.field({ type: PlatformHealthSummary, resolve: (_root, _args, context) => context.services.health.snapshot() }),
);
