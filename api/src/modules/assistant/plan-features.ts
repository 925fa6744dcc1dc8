import type { Intent } from "./engine/intent.ts";

/** Spec section 6: the feature a request needs; plans without it are told how to get it. */
export function featureNeededFor(intent: Intent): { id: string; name: string } | null {
  switch (intent.kind) {
    case "reminder":
      return { id: "basic_reminders", name: "Task reminders" };
    case "calendar":
      return { id: "calendar_sync", name: "Calendar sync" };
    case "agenda":
      return intent.what === "calendar"
        ? { id: "calendar_sync", name: "Calendar sync" }
        : { id: "basic_reminders", name: "Task reminders" };
    case "list.add":
    case "list.show":
    case "list.complete":
      return { id: "task_management", name: "Task management" };
    default:
      return null;
  }
}
