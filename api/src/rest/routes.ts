import type { Database } from "../db/database.ts";
import { registerAnalyticsRoutes } from "../modules/analytics/analytics.rest.ts";
import { registerAssistantRoutes } from "../modules/assistant/assistant.rest.ts";
import { registerAuthRoutes } from "../modules/auth/auth.rest.ts";
import { registerAutomationRoutes } from "../modules/automation/automation.rest.ts";
import { registerCalendarAccountRoutes } from "../modules/calendar/calendar-account.rest.ts";
import { registerCalendarFeedRoutes } from "../modules/calendar/calendar-feed.rest.ts";
import { registerClientRoutes } from "../modules/client/client.rest.ts";
import { registerContactRoutes } from "../modules/contact/contact.rest.ts";
import { registerDashboardRoutes } from "../modules/dashboard/dashboard.rest.ts";
import { registerEmailRoutes } from "../modules/email/email.rest.ts";
import { registerHealthRoutes } from "../modules/health/health.rest.ts";
import { createDatabaseReadiness } from "../modules/health/readiness.service.ts";
import { registerSchedulerRoutes } from "../modules/scheduler/scheduler.rest.ts";
import { registerWebhookRoutes } from "../modules/whatsapp/webhook.rest.ts";
import type { PubSubHandle } from "../pubsub.ts";
import { openApiDocument } from "./openapi.ts";
import type { RestRouter } from "./router.ts";

/** Every REST path: spec section 7's, plus health, auth, inbound email. */
export function registerRoutes(rest: RestRouter, deps: { db: Database; pubsub: PubSubHandle }): void {
  const checkDatabase = createDatabaseReadiness(deps.db.sql);
  registerHealthRoutes(rest, { checkDatabase, checkPubSub: () => deps.pubsub.ping() });
  registerAnalyticsRoutes(rest);
  registerAssistantRoutes(rest);
  registerAuthRoutes(rest);
  registerAutomationRoutes(rest);
  registerCalendarAccountRoutes(rest);
  registerCalendarFeedRoutes(rest);
  registerClientRoutes(rest);
  registerContactRoutes(rest);
  registerDashboardRoutes(rest);
  registerEmailRoutes(rest);
  registerSchedulerRoutes(rest);
  registerWebhookRoutes(rest);
  // Last, so it lists every route above (and itself).
  let document: Record<string, unknown> | undefined;
  rest.route("GET", "/api/openapi.json", async () => ({ body: (document ??= openApiDocument(rest.routes())) }), {
    doc: { summary: "This document: the REST shim in OpenAPI 3.1" },
  });
}
