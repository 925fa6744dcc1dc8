import { fromIst, istParts } from "../../rules/ist.rules.ts";

/** What a delivered reminder offers as reply buttons, in order: the id names the action, the title is what the button says. */
export const REMINDER_REPLIES = [
  { action: "done", title: "Done" },
  { action: "snooze", title: "Snooze 15 min" },
  { action: "tomorrow", title: "Tomorrow 9 am" },
] as const;

export type ReminderAction = (typeof REMINDER_REPLIES)[number]["action"];

export const SNOOZE_MINUTES = 15;

/** What a reminder's outbox row carries so the channel can offer the buttons: the reminder and its title. */
export type ReminderSubject = {
  kind: "reminder";
  id: string;
  title: string;
};

export function isReminderAction(value: string): value is ReminderAction {
  return REMINDER_REPLIES.some((reply) => reply.action === value);
}

/** The reminder an outbox row's stored subject names, or null when it names none. */
export function reminderSubjectOf(subject: unknown): ReminderSubject | null {
  if (!subject || typeof subject !== "object") return null;
  const { kind, id, title } = subject as Record<string, unknown>;
  return kind === "reminder" && typeof id === "string" && typeof title === "string" ? { kind, id, title } : null;
}

/** When a snoozed or moved reminder goes off next: 15 minutes from now, or 09:00 IST on the next IST day. */
export function movedDueAt(action: Exclude<ReminderAction, "done">, now: Date): Date {
  if (action === "snooze") return new Date(now.getTime() + SNOOZE_MINUTES * 60_000);
  const today = istParts(now);
  return fromIst(today.year, today.month, today.day + 1, 9, 0);
}
