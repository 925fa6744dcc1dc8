import { z } from "zod";
import type { RestRouter } from "../../rest/router.ts";
import { requireRole } from "../../rest/require-role.ts";
import { parseInput } from "../../validation.ts";

const choice = z.object({ calendarUrl: z.string().trim().min(1, "Choose a calendar").max(1000) });

/**
 * The client's own calendar over CalDAV, beside its feed: GET the connection, POST to connect ({ serverUrl, username,
 * password, calendarUrl? }), POST …/sync to sync now, POST …/calendar to choose another calendar, DELETE to disconnect.
 * Each answers { canConnect, account }.
 */
export function registerCalendarAccountRoutes(router: RestRouter): void {
  const path = "/api/client/calendar-account";
  const clientOf = (viewer: Parameters<typeof requireRole>[0]) => requireRole(viewer, "CLIENT").userId;

  router.route("GET", path, async ({ context }) => ({
    body: await context.services.calendarAccounts.connection(clientOf(context.viewer)),
  }));

  router.route("POST", path, async ({ body, context }) => ({
    body: await context.services.calendarAccounts.connect(clientOf(context.viewer), body),
  }));

  router.route("POST", `${path}/sync`, async ({ context }) => ({
    body: await context.services.calendarAccounts.syncNow(clientOf(context.viewer)),
  }));

  router.route("POST", `${path}/calendar`, async ({ body, context }) => {
    const userId = clientOf(context.viewer);
    return { body: await context.services.calendarAccounts.chooseCalendar(userId, parseInput(choice, body).calendarUrl) };
  });

  router.route("DELETE", path, async ({ context }) => ({
    body: await context.services.calendarAccounts.disconnect(clientOf(context.viewer)),
  }));
}
