import { z } from "zod";
import type { AppContext } from "../../context.ts";
import { UnauthenticatedError } from "../../errors.ts";
import type { RestRouter } from "../../rest/router.ts";
import { parseInput } from "../../validation.ts";

const scheduleBody = z.object({
  input: z.string({ error: "input must be text" }),
  launchTime: z.string({ error: "launchTime must be text" }),
});

function userIdOf(context: AppContext): string {
  if (!context.viewer) throw new UnauthenticatedError("Sign in to use the scheduler");
  return context.viewer.userId;
}

/** Spec section 7's scheduler paths; tasks belong to the signed-in user. */
export function registerSchedulerRoutes(router: RestRouter): void {
  router.route("GET", "/api/scheduler/tasks", async ({ context }) => ({ body: await context.services.scheduler.list(userIdOf(context)) }), {
    doc: { summary: "The signed-in user's scheduled tasks", access: "signed-in" },
  });

  router.route(
    "GET",
    "/api/scheduler/upcoming",
    async ({ context }) => ({ body: await context.services.scheduler.upcoming(userIdOf(context)) }),
    { doc: { summary: "Their tasks still to run", access: "signed-in" } },
  );

  router.route(
    "POST",
    "/api/scheduler/schedule",
    async ({ body, context }) => {
      const ownerId = userIdOf(context);
      const { task, message } = await context.services.scheduler.schedule(ownerId, parseInput(scheduleBody, body));
      return { status: 201, body: { message, task } };
    },
    { doc: { summary: "Schedule a task for Ria at a launch time (IST)", body: scheduleBody, access: "signed-in" } },
  );

  router.route(
    "DELETE",
    "/api/scheduler/tasks/:id",
    async ({ params, context }) => ({ body: await context.services.scheduler.cancel(userIdOf(context), params.id ?? "") }),
    { doc: { summary: "Cancel one of their tasks", access: "signed-in" } },
  );
}
