import type { ScheduleSeries } from "../schedule-series.types.ts";
import type { ActionStore } from "./schedule-items.ts";

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
    ...events.map(meetingAsSeries),
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

/** One meeting as a series (its rule and skipped occurrences), with its owner; null when it is gone. */
export async function meetingSeries(db: ActionStore, id: string): Promise<(ScheduleSeries & { ownerId: string }) | null> {
  const event = await db.calendarEvent.findUnique({ where: { id } });
  return event && { ...meetingAsSeries(event), ownerId: event.ownerId };
}

type StoredMeeting = NonNullable<Awaited<ReturnType<ActionStore["calendarEvent"]["findUnique"]>>>;

function meetingAsSeries(e: StoredMeeting): ScheduleSeries {
  return {
    type: "meeting",
    id: e.id,
    title: e.title,
    startsAt: e.startsAt,
    durationMinutes: e.durationMinutes,
    withWhom: e.withWhom,
    place: e.place,
    rrule: e.rrule,
    skipped: e.skipped,
  };
}
