import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { OwnCalendarEvent, ReadOwnCalendar } from "../assistant/own-calendar.types.ts";
import { occurrencesBetween } from "./ical-object.ts";

/**
 * The executive's own events from the stored copy of their calendar: one-off events straight from their columns,
 * repeating ones expanded from their iCalendar text in code (servers' own expansion differs from server to server).
 */
export function createOwnCalendarReader(prisma: PrismaClient): ReadOwnCalendar {
  return async (ownerId, from, to) => {
    const rows = await prisma.calDavEvent.findMany({
      where: { userId: ownerId, hidden: false, startsAt: { lt: to }, OR: [{ lastEndsAt: null }, { lastEndsAt: { gt: from } }] },
      orderBy: { startsAt: "asc" },
    });
    const events: OwnCalendarEvent[] = [];
    for (const row of rows) {
      if (row.repeats) {
        events.push(...occurrencesBetween(row.ics, from, to));
        continue;
      }
      const minutes = Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / 60_000);
      events.push({ uid: row.uid, title: row.title, at: row.startsAt, minutes, allDay: row.allDay, free: row.free });
    }
    return events.sort((a, b) => a.at.getTime() - b.at.getTime());
  };
}
