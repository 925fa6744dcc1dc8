import type { BadgeTone } from "../../ui/Badge";
import { IST_TIME_ZONE } from "../../lib/ist-zone";

/** Spec section 3: an action's type (reminder, calendar, list or other) as the chip names it. */
export function actionTypeLabel(type: string): string {
  switch (type) {
    case "reminder":
      return "Reminder";
    case "calendar":
      return "Meeting";
    case "list":
      return "Task list";
    default:
      return "Action";
  }
}

/**
 * What became of an action, with the badge tone that goes with it: scheduled for later, done now, cancelled, failed.
 * Messages stored before these four existed say "completed" (done) or "pending" (scheduled).
 */
export function actionStatus(status: string): { label: string; tone: BadgeTone } {
  switch (status) {
    case "scheduled":
    case "pending":
      return { label: "Scheduled", tone: "info" };
    case "done":
    case "completed":
      return { label: "Done", tone: "success" };
    case "cancelled":
      return { label: "Cancelled", tone: "neutral" };
    default:
      return { label: "Failed", tone: "danger" };
  }
}

const whenFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: IST_TIME_ZONE,
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});

/** An action's time in IST whatever the device's zone: "Sun, 22 Nov, 5:00 pm IST". */
export function formatActionTime(iso: string): string {
  return `${whenFormat.format(new Date(iso))} IST`;
}

/** A meeting's length: "45 min", "1 h", "1 h 30 min". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return `${rest} min`;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}

const clockFormat = new Intl.DateTimeFormat("en-IN", { timeZone: IST_TIME_ZONE, hour: "numeric", minute: "2-digit", hour12: true });

/** A message's time of day in IST: "5:02 pm". */
export function formatMessageTime(iso: string): string {
  return clockFormat.format(new Date(iso));
}
