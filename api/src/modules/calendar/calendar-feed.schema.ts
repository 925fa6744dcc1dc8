import { builder } from "../../schema/builder.ts";
import type { CalendarFeedSettings } from "./calendar-feed.service.ts";

const CalendarFeedRef = builder.objectRef<CalendarFeedSettings>("CalendarFeed").implement({
  description: "The client's private calendar feed (iCalendar), for Google Calendar, Outlook or Apple Calendar to subscribe to.",
  fields: (t) => ({
    url: t.string({
      description: "The secret address: whoever has it can read the calendar.",
      resolve: (feed, _args, context) => context.siteUrl(feed.path),
    }),
    includeReminders: t.exposeBoolean("includeReminders"),
  }),
});

builder.prismaObjectField("ClientProfile", "calendarFeed", (t) =>
  t.field({
    type: CalendarFeedRef,
    description: "Only its owner sees it.",
    authScopes: (client, _args, context) => context.viewer?.userId === client.userId,
    resolve: (client, _args, context) => context.services.calendarFeed.settings(client.userId),
  }),
);

builder.mutationFields((t) => ({
  resetCalendarFeed: t.field({
    type: CalendarFeedRef,
    authScopes: { client: true },
    description: "Replaces the feed's address; the old link stops working at once.",
    resolve: (_root, _args, context) => context.services.calendarFeed.reset(context.viewer!.userId),
  }),
  setCalendarFeedReminders: t.field({
    type: CalendarFeedRef,
    authScopes: { client: true },
    description: "Whether reminders appear in the feed beside meetings.",
    args: { include: t.arg.boolean({ required: true }) },
    resolve: (_root, { include }, context) => context.services.calendarFeed.setIncludeReminders(context.viewer!.userId, include),
  }),
}));
