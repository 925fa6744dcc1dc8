import type { ReadOwnCalendar } from "../own-calendar.types.ts";
import { type ActionStore, type ScheduleItem, itemsBetween } from "./schedule-items.ts";

/** Where the schedule is read from: Ria's own tables, and the executive's connected calendar when there is one. */
export interface ScheduleSource {
  db: ActionStore;
  ownCalendar?: ReadOwnCalendar;
}

/**
 * Everything on the executive's schedule overlapping [from, to), in time order: what Ria keeps, and the events of
 * their own calendar. An own calendar that cannot be read leaves the answer to Ria's items rather than failing it.
 */
export async function scheduleBetween(source: ScheduleSource, ownerId: string, from: Date, to: Date): Promise<ScheduleItem[]> {
  const [items, own] = await Promise.all([
    itemsBetween(source.db, ownerId, from, to),
    source.ownCalendar ? source.ownCalendar(ownerId, from, to).catch(() => []) : Promise.resolve([]),
  ]);
  const theirs: ScheduleItem[] = own.map((event) => ({
    type: "meeting",
    id: `own:${event.uid}@${event.at.toISOString()}`,
    title: event.title,
    at: event.at,
    minutes: event.minutes,
    people: null,
    rrule: null,
    own: { allDay: event.allDay, free: event.free },
  }));
  return [...items, ...theirs].sort((a, b) => a.at.getTime() - b.at.getTime() || a.title.localeCompare(b.title));
}
