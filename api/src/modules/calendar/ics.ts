import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical, { ICalEventTransparency, type ICalCalendar } from "ical-generator";
import { DateTime } from "luxon";
import type { ScheduleSeries } from "../assistant/schedule-series.types.ts";

export const ZONE = "Asia/Kolkata";
/** A reminder blocks no time, but calendars draw nothing for an instant: show it as a short, free slot. */
const REMINDER_MINUTES = 15;

/** A stable identifier per meeting or reminder, so a calendar updates the item rather than adding another. */
export const uidOf = (item: Pick<ScheduleSeries, "id">) => `${item.id}@ria`;

/** The instant as a wall-clock time in IST, which ical-generator writes with TZID=Asia/Kolkata. */
export const ist = (date: Date) => DateTime.fromJSDate(date, { zone: ZONE });

/**
 * The items as an iCalendar (RFC 5545) calendar: times with TZID=Asia/Kolkata and its VTIMEZONE, repeating items as
 * RRULE (rules are written in IST wall-clock time, as DTSTART is) with skipped occurrences as EXDATE.
 */
export function calendarOf(name: string | null, items: ScheduleSeries[]): ICalCalendar {
  // The calendar itself names no zone, so DTSTAMP stays in UTC as RFC 5545 asks; events carry theirs.
  const calendar = ical({
    name,
    prodId: { company: "Ria", product: "Ria calendar", language: "EN" },
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  calendar.x("X-WR-TIMEZONE", ZONE);
  for (const item of items) {
    const minutes = item.type === "meeting" ? item.durationMinutes : REMINDER_MINUTES;
    calendar.createEvent({
      id: uidOf(item),
      start: ist(item.startsAt),
      end: ist(new Date(item.startsAt.getTime() + minutes * 60_000)),
      timezone: ZONE,
      summary: item.type === "meeting" ? item.title : `Reminder: ${item.title}`,
      description: item.withWhom ? `With ${item.withWhom}` : null,
      location: item.place,
      transparency: item.type === "meeting" ? ICalEventTransparency.OPAQUE : ICalEventTransparency.TRANSPARENT,
      repeating: item.rrule ? repetitionOf(item.rrule, item.skipped) : null,
    });
  }
  return calendar;
}

function repetitionOf(rule: string, skipped: Date[]): string {
  const exceptions = skipped.map((date) => `\nEXDATE;TZID=${ZONE}:${ist(date).toFormat("yyyyMMdd'T'HHmmss")}`);
  return `RRULE:${rule}${exceptions.join("")}`;
}
