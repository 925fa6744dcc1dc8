import { ForbiddenError, NotFoundError, RateLimitedError, ValidationError } from "../../errors.ts";
import { builder } from "../../schema/builder.ts";
import type { CalendarAccountView, CalendarConnection, CalendarProblem } from "./calendar-connection.ts";
import type { CalendarChoice } from "./caldav-client.ts";

const CalendarProblemKindEnum = builder.enumType("CalendarProblemKind", {
  values: {
    WRONG_PASSWORD: { value: "wrong-password" },
    UNREACHABLE: { value: "unreachable" },
    NOT_CALDAV: { value: "not-caldav" },
    PRIVATE_ADDRESS: { value: "private-address" },
    NO_CALENDAR: { value: "no-calendar" },
    CALENDAR_GONE: { value: "calendar-gone" },
    KEY_CHANGED: { value: "key-changed" },
    READ_ONLY: { value: "read-only" },
    SERVER_ERROR: { value: "server-error" },
  } as const,
});

const CalendarProblemRef = builder.objectRef<CalendarProblem>("CalendarProblem").implement({
  description: "Why the connected calendar is not syncing, and what to do about it.",
  fields: (t) => ({
    kind: t.field({ type: CalendarProblemKindEnum, resolve: (problem) => problem.kind }),
    message: t.exposeString("message"),
    advice: t.exposeString("advice", { description: "What the client can do about it." }),
    at: t.expose("at", { type: "DateTime" }),
  }),
});

const CalendarChoiceRef = builder.objectRef<CalendarChoice>("CalendarChoice").implement({
  fields: (t) => ({ url: t.exposeString("url"), name: t.exposeString("name") }),
});

const CalendarAccountRef = builder.objectRef<CalendarAccountView>("CalendarAccount").implement({
  description: "The client's own calendar over CalDAV: Ria writes the meetings it books there and reads the client's events.",
  fields: (t) => ({
    serverUrl: t.exposeString("serverUrl"),
    username: t.exposeString("username"),
    calendarUrl: t.exposeString("calendarUrl"),
    calendarName: t.exposeString("calendarName"),
    calendars: t.field({ type: [CalendarChoiceRef], description: "The account's calendars, to choose from.", resolve: (a) => a.calendars }),
    connectedAt: t.expose("connectedAt", { type: "DateTime" }),
    lastSyncAt: t.expose("lastSyncAt", { type: "DateTime", nullable: true, description: "The last sync that succeeded." }),
    lastFetched: t.exposeInt("lastFetched", { description: "Events the last sync fetched (new or changed)." }),
    lastRemoved: t.exposeInt("lastRemoved", { description: "Events the last sync removed." }),
    events: t.exposeInt("events", { description: "The client's events Ria holds from the calendar." }),
    problem: t.field({ type: CalendarProblemRef, nullable: true, resolve: (a) => a.problem }),
  }),
});

const CalendarConnectionRef = builder.objectRef<CalendarConnection & { userId: string }>("CalendarConnection").implement({
  description: "The client's own calendar: whether it can be connected on this server, and the account when it is.",
  fields: (t) => ({
    id: t.id({ resolve: (connection) => `CalendarConnection:${connection.userId}` }),
    canConnect: t.exposeBoolean("canConnect", { description: "False when this server has no key to seal calendar passwords." }),
    account: t.field({ type: CalendarAccountRef, nullable: true, resolve: (connection) => connection.account }),
  }),
});

const withOwner = (userId: string) => (connection: CalendarConnection) => ({ ...connection, userId });

builder.prismaObjectField("ClientProfile", "calendarConnection", (t) =>
  t.field({
    type: CalendarConnectionRef,
    description: "Only its owner sees it.",
    authScopes: (client, _args, context) => context.viewer?.userId === client.userId,
    resolve: (client, _args, context) => context.services.calendarAccounts.connection(client.userId).then(withOwner(client.userId)),
  }),
);

const ConnectCalendarInput = builder.inputType("ConnectCalendarInput", {
  fields: (t) => ({
    serverUrl: t.string({ required: true, description: "The CalDAV server's address (https://…)." }),
    username: t.string({ required: true }),
    password: t.string({ required: true, description: "An app password: stored sealed, never shown again." }),
    calendarUrl: t.string({ description: "One of the account's calendars; its first (default) when left out." }),
  }),
});

builder.mutationFields((t) => ({
  connectCalendar: t.field({
    type: CalendarConnectionRef,
    authScopes: { client: true },
    errors: { types: [ValidationError, ForbiddenError, RateLimitedError] },
    description: "Connects the client's own calendar over CalDAV: the login is tried and the calendars found before anything is stored.",
    args: { input: t.arg({ type: ConnectCalendarInput, required: true }) },
    resolve: (_root, { input }, context) =>
      context.services.calendarAccounts
        .connect(context.viewer!.userId, { ...input, calendarUrl: input.calendarUrl ?? undefined })
        .then(withOwner(context.viewer!.userId)),
  }),
  chooseCalendar: t.field({
    type: CalendarConnectionRef,
    authScopes: { client: true },
    errors: { types: [ValidationError, NotFoundError] },
    description: "Switches to another calendar of the connected account (one of `calendars`).",
    args: { calendarUrl: t.arg.string({ required: true }) },
    resolve: (_root, { calendarUrl }, context) =>
      context.services.calendarAccounts.chooseCalendar(context.viewer!.userId, calendarUrl).then(withOwner(context.viewer!.userId)),
  }),
  disconnectCalendar: t.field({
    type: CalendarConnectionRef,
    authScopes: { client: true },
    description: "Disconnects the client's calendar: its stored app password and events are deleted.",
    resolve: (_root, _args, context) =>
      context.services.calendarAccounts.disconnect(context.viewer!.userId).then(withOwner(context.viewer!.userId)),
  }),
  syncCalendar: t.field({
    type: CalendarConnectionRef,
    authScopes: { client: true },
    errors: { types: [NotFoundError] },
    description: "Syncs the connected calendar now; the result says when it last succeeded, or the problem.",
    resolve: (_root, _args, context) =>
      context.services.calendarAccounts.syncNow(context.viewer!.userId).then(withOwner(context.viewer!.userId)),
  }),
}));
