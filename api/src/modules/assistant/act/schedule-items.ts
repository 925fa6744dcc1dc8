import type { PrismaClient } from "../../../generated/prisma/client.ts";
import { occurrencesBetween } from "../understanding/time/recurrence.ts";

/** The tables the assistant's actions read and write; a transaction client works too. */
export type ActionStore = Pick<PrismaClient, "reminder" | "calendarEvent" | "listItem">;

/** One thing on the executive's schedule: a meeting or a pending reminder, one occurrence of it for repeating ones. */
export interface ScheduleItem {
  type: "meeting" | "reminder";
  id: string;
  title: string;
  at: Date;
  /** Minutes it takes; 0 for a reminder, which blocks no time. */
  minutes: number;
  people: string | null;
  rrule: string | null;
  /** An event of the executive's own calendar (read-only to Ria), not one Ria keeps. */
  own?: { allDay: boolean; free: boolean };
}

/** Whether an item takes up time: Ria's meetings, and the executive's own events unless marked free or whole-day. */
export const blocksTime = (item: ScheduleItem) => item.type === "meeting" && !item.own?.free;

const DAY_MS = 86_400_000;

/** Everything on an owner's schedule that overlaps [from, to), repeating items expanded, in time order. */
export async function itemsBetween(db: ActionStore, ownerId: string, from: Date, to: Date): Promise<ScheduleItem[]> {
  const [events, reminders] = await Promise.all([
    db.calendarEvent.findMany({
      where: {
        ownerId,
        OR: [{ rrule: { not: null }, startsAt: { lt: to } }, { startsAt: { lt: to, gte: new Date(from.getTime() - DAY_MS) } }],
      },
    }),
    db.reminder.findMany({
      where: { ownerId, status: "pending", OR: [{ rrule: { not: null }, dueAt: { lt: to } }, { dueAt: { gte: from, lt: to } }] },
    }),
  ]);
  const items: ScheduleItem[] = [];
  for (const e of events) {
    const starts = e.rrule
      ? occurrencesBetween(e.rrule, e.startsAt, new Date(from.getTime() - e.durationMinutes * 60_000), to, e.skipped)
      : [e.startsAt];
    for (const at of starts) {
      if (at.getTime() + e.durationMinutes * 60_000 > from.getTime() && at < to)
        items.push({ type: "meeting", id: e.id, title: e.title, at, minutes: e.durationMinutes, people: e.withWhom, rrule: e.rrule });
    }
  }
  for (const r of reminders) {
    const dues = r.rrule ? occurrencesBetween(r.rrule, r.dueAt, from, to, r.skipped) : [r.dueAt];
    for (const at of dues)
      if (at >= from && at < to) items.push({ type: "reminder", id: r.id, title: r.title, at, minutes: 0, people: null, rrule: r.rrule });
  }
  return items.sort((a, b) => a.at.getTime() - b.at.getTime() || a.title.localeCompare(b.title));
}

/** The owner's items from now on (a year ahead), for finding what a follow-up or question points at. */
export function upcomingItems(db: ActionStore, ownerId: string, now: Date): Promise<ScheduleItem[]> {
  return itemsBetween(db, ownerId, new Date(now.getTime() - 2 * 3_600_000), new Date(now.getTime() + 366 * DAY_MS));
}
