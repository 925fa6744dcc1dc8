import { z } from "zod";
import type { RestRouter } from "../../rest/router.ts";
import { ANALYTICS_RANGES } from "./analytics.rules.ts";
import { analyticsScopeFor, parseAnalyticsRange } from "./analytics.scope.ts";

/** `?days=7|30|90` (30 when absent); parseAnalyticsRange gives the refusal its message. */
const analyticsQuery = z.object({ days: z.enum(ANALYTICS_RANGES.map(String) as [string, ...string[]]).optional() });

/** GET /api/analytics?days=7|30|90 (spec section 7): the same report the page shows, for the caller. */
export function registerAnalyticsRoutes(router: RestRouter): void {
  router.route(
    "GET",
    "/api/analytics",
    async ({ context, query }) => {
      const parsed = analyticsQuery.safeParse(Object.fromEntries(query));
      const days = parseAnalyticsRange(parsed.success ? (parsed.data.days ?? null) : query.get("days"));
      return { body: await context.services.analytics.report(analyticsScopeFor(context.viewer), days) };
    },
    {
      doc: {
        summary: "Business intelligence: the platform for admins, a client's own, sample figures for visitors",
        query: analyticsQuery,
      },
    },
  );
}
