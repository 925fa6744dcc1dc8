import { IST_TIME_ZONE } from "./ist-zone";

/** Everyone reads times in India Standard Time (spec: Asia/Kolkata, en-IN), whatever the device's zone. */
const LOCALE = "en-IN";

const timeFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: IST_TIME_ZONE,
  hour: "numeric",
  minute: "2-digit",
  second: "2-digit",
  hour12: true,
});
const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: IST_TIME_ZONE,
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});
const hourFormat = new Intl.DateTimeFormat(LOCALE, { timeZone: IST_TIME_ZONE, hour: "numeric", minute: "2-digit", hour12: true });
const dayFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: IST_TIME_ZONE,
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
});
const numberFormat = new Intl.NumberFormat(LOCALE);

/** "7:24:17 pm IST" */
export function formatIstTime(iso: string): string {
  return `${timeFormat.format(new Date(iso))} IST`;
}

/** "21 Nov, 7:24 pm IST" */
export function formatIstDateTime(iso: string): string {
  return `${dateTimeFormat.format(new Date(iso))} IST`;
}

/** An hour bucket: "21 Nov, 2:00 pm – 3:00 pm IST" (IST is a half-hour zone, so UTC hours start at :30). */
export function formatIstHourRange(isoStart: string): string {
  const start = new Date(isoStart);
  const end = new Date(start.getTime() + 3_600_000);
  const day = new Intl.DateTimeFormat(LOCALE, { timeZone: IST_TIME_ZONE, day: "numeric", month: "short" }).format(start);
  return `${day}, ${hourFormat.format(start)} – ${hourFormat.format(end)} IST`;
}

/** An IST calendar day given as YYYY-MM-DD: "Sat, 21 Nov 2026". */
export function formatIstDay(day: string): string {
  const parts = Object.fromEntries(dayFormat.formatToParts(new Date(`${day}T12:00:00+05:30`)).map((part) => [part.type, part.value]));
  return `${parts.weekday}, ${parts.day} ${parts.month} ${parts.year}`;
}

const shortDayFormat = new Intl.DateTimeFormat(LOCALE, { timeZone: IST_TIME_ZONE, day: "numeric", month: "short" });

/** "11:30 am": a time of day in IST, to the minute. */
export function formatIstClock(iso: string): string {
  return hourFormat.format(new Date(iso));
}

/** An IST calendar day given as YYYY-MM-DD, short, as chart axes show it: "2 Nov". */
export function formatIstShortDay(day: string): string {
  return shortDayFormat.format(new Date(`${day}T12:00:00+05:30`));
}

/** Indian digit grouping: 1,00,000. */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}
