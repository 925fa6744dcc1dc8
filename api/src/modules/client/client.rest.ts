import type { RestRouter } from "../../rest/router.ts";
import { requireRole } from "../../rest/require-role.ts";

/** GET /api/client/me (the client's own profile) and GET /api/client/quick-links (public content). */
export function registerClientRoutes(router: RestRouter): void {
  router.route(
    "GET",
    "/api/client/me",
    async ({ context }) => {
      const viewer = requireRole(context.viewer, "CLIENT");
      const [profile, feed] = await Promise.all([
        context.services.client.profile(viewer.userId),
        context.services.calendarFeed.settings(viewer.userId),
      ]);
      return { body: { ...profile, calendarFeedUrl: context.siteUrl(feed.path) } };
    },
    { doc: { summary: "The client's own profile, plan and usage", access: "client" } },
  );

  router.route("GET", "/api/client/quick-links", async ({ context }) => ({ body: await context.services.client.quickLinks() }), {
    doc: { summary: "The dashboard's quick links" },
  });
}
