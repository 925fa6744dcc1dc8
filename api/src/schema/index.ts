import { lexicographicSortSchema, type GraphQLSchema } from "graphql";
import { builder } from "./builder.ts";
import "./errors.ts";
import "../modules/analytics/analytics.schema.ts";
import "../modules/assistant/assistant.schema.ts";
import "../modules/assistant/schedule.schema.ts";
import "../modules/auth/auth.schema.ts";
import "../modules/automation/automation.schema.ts";
import "../modules/catalog/catalog.schema.ts";
import "../modules/calendar/calendar-account.schema.ts";
import "../modules/calendar/calendar-feed.schema.ts";
import "../modules/email/email.schema.ts";
import "../modules/client/client.schema.ts";
import "../modules/contact/contact.schema.ts";
import "../modules/dashboard/dashboard.schema.ts";
import "../modules/health/health.schema.ts";
import "../modules/integrations/integrations.schema.ts";
import "../modules/messaging/outbox.schema.ts";
import "../modules/notifications/notifications.schema.ts";
import "../modules/platform/platform.schema.ts";
import "../modules/rewards/leaderboard.schema.ts";
import "../modules/rewards/rewards.schema.ts";
import "../modules/scheduler/scheduler.schema.ts";
import "../modules/site/site.schema.ts";
import "../modules/whatsapp/whatsapp.schema.ts";

/** The whole GraphQL schema; each domain registers its types by being imported above. */
export function buildSchema(): GraphQLSchema {
  return lexicographicSortSchema(builder.toSchema());
}
