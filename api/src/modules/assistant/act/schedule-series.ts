import type { ActionStore } from "./schedule-items.ts";

/** A meeting or a reminder as stored: a repeating one once, with its rule and skipped occurrences (for calendar feeds). */
export interface ScheduleSeries {
  type: "meeting" | "reminder";
  id: string;
  title: string;
  startsAt: Date;
  /** 0 for a reminder. */
  durationMinutes: number;
  withWhom: string | null;
  place: string | null;
  /** RFC 5545 rule text in IST wall-clock time ("FREQ=WEEKLY;BYDAY=MO"), null for a one-off. */
  rrule: string | null;
  skipped: Date[];
}

/** The owner's meetings (and pending reminders, when asked) that still happen after `since`, repeating ones included. */
export async function seriesSince(db: ActionStore, ownerId: string, since: Date, withReminders: boolean): Promise<ScheduleSeries[]> {
  const [events, reminders] = await Promise.all([
    db.calendarEvent.findMany({
      where: { ownerId, OR: [{ rrule: { not: null } }, { startsAt: { gte: since } }] },
      orderBy: { startsAt: "asc" },
    }),
    withReminders ? db.reminder.findMany({ where: { ownerId, status: "pending" }, orderBy: { dueAt: "asc" } }) : Promise.resolve([]),
  ]);
  return [
    ...events.map((e) => ({
      type: "meeting" as const,
      id: e.id,
      title: e.title,
      startsAt: e.startsAt,
      durationMinutes: e.durationMinutes,
      withWhom: e.withWhom,
      place: e.place,
      rrule: e.rrule,
      skipped: e.skipped,
    })),
    ...reminders.map((r) => ({
      type: "reminder" as const,
      id: r.id,
      title: r.title,
      startsAt: r.dueAt,
      durationMinutes: 0,
      withWhom: null,
      place: null,
      rrule: r.rrule,
      skipped: r.skipped,
    })),
  ];
}
