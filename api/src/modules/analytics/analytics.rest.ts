import type { RestRouter } from "../../rest/router.ts";
import { analyticsScopeFor, parseAnalyticsRange } from "./analytics.scope.ts";

/** GET /api/analytics?days=7|30|90 (spec section 7): the same report the page shows, for the caller. */
export function registerAnalyticsRoutes(router: RestRouter): void {
  router.route("GET", "/api/analytics", async ({ context, query }) => {
    const days = parseAnalyticsRange(query.get("days"));
    return { body: await context.services.analytics.report(analyticsScopeFor(context.viewer), days) };
  });
}
