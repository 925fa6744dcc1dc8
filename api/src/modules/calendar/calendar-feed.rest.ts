import type { RestRouter } from "../../rest/router.ts";
import { requireRole } from "../../rest/require-role.ts";
import { NotFoundError } from "../../errors.ts";

/** The feed calendars subscribe to (the link is the key), and a reset for its owner. */
export function registerCalendarFeedRoutes(router: RestRouter): void {
  router.route("GET", "/api/calendar/:file", async ({ params, context }) => {
    const token = params.file?.match(/^(.+)\.ics$/)?.[1];
    if (!token) throw new NotFoundError("No calendar at this address");
    const text = await context.services.calendarFeed.render(token);
    return {
      text,
      // Calendar apps poll; private, because the link is personal.
      headers: { "content-type": "text/calendar; charset=utf-8", "cache-control": "private, max-age=300" },
    };
  });

  router.route("POST", "/api/client/calendar-feed/reset", async ({ context }) => {
    const viewer = requireRole(context.viewer, "CLIENT");
    const feed = await context.services.calendarFeed.reset(viewer.userId);
    return { body: { calendarFeedUrl: context.siteUrl(feed.path), includeReminders: feed.includeReminders } };
  });
}
