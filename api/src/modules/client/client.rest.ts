import type { RestRouter } from "../../rest/router.ts";
import { requireRole } from "../../rest/require-role.ts";

/** GET /api/client/me (the client's own profile) and GET /api/client/quick-links (public content). */
export function registerClientRoutes(router: RestRouter): void {
  router.route("GET", "/api/client/me", async ({ context }) => {
    requireRole(context.viewer, "CLIENT");
    return { body: await context.services.client.profile(context.viewer!.userId) };
  });

  router.route("GET", "/api/client/quick-links", async ({ context }) => ({ body: await context.services.client.quickLinks() }));
}
