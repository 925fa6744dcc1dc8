import { GraphQLError } from "graphql";
import { builder } from "../../schema/builder.ts";
import type { AppContext } from "../../context.ts";
import type { ScheduleEntry } from "./act/schedule-entries.ts";

/** How far ahead the schedule looks unless asked otherwise. */
const DEFAULT_DAYS = 14;

const ScheduleEntryRef = builder.objectRef<ScheduleEntry>("ScheduleEntry").implement({
  description: "A meeting or reminder on the caller's schedule, at its next occurrence.",
  fields: (t) => ({
    id: t.id({ resolve: (entry) => `${entry.type}:${entry.id}` }),
    itemId: t.exposeID("id", { description: "The meeting's or reminder's own id, as chat actions name it." }),
    type: t.exposeString("type", { description: "meeting or reminder" }),
    title: t.exposeString("title"),
    startsAt: t.expose("startsAt", { type: "DateTime" }),
    durationMinutes: t.exposeInt("durationMinutes", { description: "0 for a reminder." }),
    withWhom: t.exposeString("withWhom", { nullable: true }),
    repeats: t.exposeString("repeats", { nullable: true, description: 'The repetition in words ("every weekday"), null for a one-off.' }),
  }),
});

async function ownerId(context: AppContext, guest: string | undefined): Promise<string | null> {
  return (await context.services.assistant.ownerFor(context.viewer, guest))?.id ?? null;
}

builder.queryField("mySchedule", (t) =>
  t.field({
    type: [ScheduleEntryRef],
    description: "The caller's meetings and reminders for the next `days` days (14 unless given), soonest first.",
    args: { days: t.arg.int({ defaultValue: DEFAULT_DAYS }) },
    resolve: async (_root, { days }, context) => {
      const id = await ownerId(context, context.viewer ? undefined : context.guestId);
      return id ? context.services.assistant.scheduleOf(id, Math.min(Math.max(days ?? DEFAULT_DAYS, 1), 60)) : [];
    },
  }),
);

builder.subscriptionField("scheduleChanged", (t) =>
  t.field({
    type: [ScheduleEntryRef],
    description: "The caller's schedule for the next 14 days, again, whenever something on it is made, changed, cancelled or fired.",
    subscribe: async (_root, _args, context) => {
      const id = await ownerId(context, context.guestId);
      if (!id) throw new GraphQLError("Open the chat first", { extensions: { code: "UNAUTHENTICATED" } });
      return context.pubsub.subscribe("schedule.changed", id);
    },
    resolve: async (_change, _args, context) => {
      const id = await ownerId(context, context.guestId);
      return id ? context.services.assistant.scheduleOf(id, DEFAULT_DAYS) : [];
    },
  }),
);
