import { ConflictError, NotFoundError, ValidationError } from "../../errors.ts";
import { PlanLimitReachedError } from "../assistant/assistant.errors.ts";
import { requireRoleToSubscribe } from "../../schema/auth-errors.ts";
import { builder } from "../../schema/builder.ts";
import { TASK_LIST_LIMIT } from "./scheduler.service.ts";

const TaskStatusEnum = builder.enumType("TaskStatus", { values: ["scheduled", "completed", "failed", "cancelled"] as const });
const signedIn = { client: true, admin: true } as const;

const ScheduledTaskRef = builder.prismaNode("ScheduledTask", {
  id: { field: "id" },
  // A well-formed id of a missing (or deleted) record is null, not an error.
  nullable: true,
  description: "Spec section 3: a task Ria carries out at its launch time.",
  authScopes: (task, context) => task.ownerId === context.viewer?.userId,
  fields: (t) => ({
    input: t.exposeString("input"),
    launchTime: t.expose("launchTime", { type: "DateTime" }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    status: t.expose("status", { type: TaskStatusEnum }),
    result: t.exposeString("result", { nullable: true, description: "What Ria did, once completed." }),
    error: t.exposeString("error", { nullable: true, description: "Why it failed." }),
  }),
});

// Connections, so that the web can place a live change into them; one page holds as many tasks as the lists always did.
const taskListPage = { cursor: "id", defaultSize: TASK_LIST_LIMIT, maxSize: TASK_LIST_LIMIT, authScopes: signedIn } as const;

builder.queryFields((t) => ({
  scheduledTasks: t.prismaConnection({
    ...taskListPage,
    type: "ScheduledTask",
    description: "The caller's tasks, latest launch first (the history).",
    resolve: (query, _root, _args, context) => context.services.scheduler.list(context.viewer!.userId, query),
  }),
  upcomingTasks: t.prismaConnection({
    ...taskListPage,
    type: "ScheduledTask",
    description: "The caller's tasks still to run, soonest first.",
    resolve: (query, _root, _args, context) => context.services.scheduler.upcoming(context.viewer!.userId, query),
  }),
}));

const ScheduleTaskInput = builder.inputType("ScheduleTaskInput", {
  fields: (t) => ({
    input: t.string({ required: true }),
    launchTime: t.string({ required: true, description: "Local IST time as a datetime-local input gives it, e.g. 2026-11-21T18:30." }),
  }),
});

const ScheduleTaskPayload = builder.objectRef<{ task: { id: string }; message: string }>("ScheduleTaskPayload").implement({
  fields: (t) => ({
    message: t.exposeString("message"),
    task: t.prismaField({
      type: "ScheduledTask",
      resolve: (query, payload, _args, context) =>
        context.prisma.scheduledTask.findUniqueOrThrow({ ...query, where: { id: payload.task.id } }),
    }),
  }),
});

builder.mutationFields((t) => ({
  scheduleTask: t.field({
    type: ScheduleTaskPayload,
    authScopes: signedIn,
    errors: { types: [ValidationError, PlanLimitReachedError] },
    args: { input: t.arg({ type: ScheduleTaskInput, required: true }) },
    resolve: (_root, { input }, context) => context.services.scheduler.schedule(context.viewer!.userId, input),
  }),
  cancelTask: t.field({
    type: ScheduledTaskRef,
    authScopes: signedIn,
    errors: { types: [NotFoundError, ConflictError] },
    args: { id: t.arg.globalID({ required: true }) },
    resolve: async (_root, { id }, context) => {
      await context.services.scheduler.cancel(context.viewer!.userId, id.id);
      return context.prisma.scheduledTask.findUniqueOrThrow({ where: { id: id.id } });
    },
  }),
}));

builder.subscriptionField("taskUpdated", (t) =>
  t.prismaField({
    type: "ScheduledTask",
    description: "Each change to one of the caller's tasks (scheduled, completed, failed, cancelled).",
    subscribe: (_root, _args, context) => {
      if (context.viewer?.role !== "ADMIN") requireRoleToSubscribe(context, "CLIENT");
      return context.pubsub.subscribe("task.updated", context.viewer!.userId);
    },
    resolve: (query, change, _args, context) =>
      context.prisma.scheduledTask.findUniqueOrThrow({ ...query, where: { id: (change as { taskId: string }).taskId } }),
  }),
);
