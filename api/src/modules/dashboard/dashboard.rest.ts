import type { RestRouter } from "../../rest/router.ts";

/** GET /api/dashboard (spec section 7): stats and integrations, public, computed from data. */
export function registerDashboardRoutes(router: RestRouter): void {
  router.route("GET", "/api/dashboard", async ({ context }) => ({ body: await context.services.dashboard.publicDashboard() }), {
    doc: { summary: "Public platform figures and integration states" },
  });
}
