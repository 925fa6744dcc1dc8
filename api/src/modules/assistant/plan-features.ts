import type { Request } from "./understanding/request.ts";

const REMINDERS = { id: "basic_reminders", name: "Task reminders" };
const CALENDAR = { id: "calendar_sync", name: "Calendar sync" };
const TASKS = { id: "task_management", name: "Task management" };

/** Spec section 6: the feature a request needs; plans without it are told how to get it. */
export function featureNeededFor(request: Request): { id: string; name: string } | null {
  switch (request.kind) {
    case "reminder":
      return REMINDERS;
    case "meeting":
    case "next":
    case "find":
    case "free":
    case "count":
      return CALENDAR;
    case "agenda":
      return request.what === "reminders" ? REMINDERS : CALENDAR;
    case "list.add":
    case "list.show":
    case "list.complete":
      return TASKS;
    default:
      return null;
  }
}
