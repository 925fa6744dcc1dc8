/**
 * India Standard Time, the one copy for server and browser: IST has no daylight saving, so a fixed
 * +05:30 offset is exact. Pure: no imports, safe for the web bundle.
 */
export const IST_OFFSET_MINUTES = 330;
const OFFSET_MS = IST_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/** The instant shifted so its UTC fields read as the IST wall clock. */
function shifted(at: Date): Date {
  return new Date(at.getTime() + OFFSET_MS);
}

/** The IST calendar day (YYYY-MM-DD) an instant falls on. */
export function istDay(at: Date): string {
  return shifted(at).toISOString().slice(0, 10);
}

/** The IST calendar month (YYYY-MM) an instant falls in. */
export function istMonth(at: Date): string {
  return shifted(at).toISOString().slice(0, 7);
}

/** The datetime-local value ("2026-11-21T18:30") of an instant as an IST wall clock, whatever the device's zone. */
export function istLocalMinute(at: Date): string {
  return shifted(at).toISOString().slice(0, 16);
}

/** The instant an IST datetime-local value ("2026-11-21T18:30", seconds optional) stands for, or null when it is not a real time. */
export function instantOfIstLocal(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2})?$/.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  const at = fromIst(year!, month!, day!, hour!, minute!);
  return istLocalMinute(at) === value.slice(0, 16) ? at : null;
}

/** Wall-clock parts of an instant as seen in Asia/Kolkata (month is 1-12, weekday 0 = Sunday). */
export interface IstParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: number;
}

/** Reads the IST wall clock of an instant, whatever the server's own time zone is. */
export function istParts(date: Date): IstParts {
  const wall = shifted(date);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    weekday: wall.getUTCDay(),
  };
}

/** The instant at an IST wall-clock time; out-of-range parts roll over like Date.UTC does. */
export function fromIst(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  return new Date(Date.UTC(year, month - 1, day, hour, minute) - OFFSET_MS);
}

/** Midnight IST of the day `days` after the IST day containing `date`. */
export function istDayStart(date: Date, days = 0): Date {
  const p = istParts(date);
  return fromIst(p.year, p.month, p.day + days);
}

/** Whole IST calendar days from `from` to `to` (0 = same day). */
export function istDaysBetween(from: Date, to: Date): number {
  return Math.round((istDayStart(to).getTime() - istDayStart(from).getTime()) / DAY_MS);
}

/** Days in a month of a year (month 1-12), leap years included. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A short IST label such as "Sat, 22 Nov, 5:00 pm", the form Ria uses in replies. */
export function formatIst(date: Date): string {
  const p = istParts(date);
  return `${WEEKDAYS[p.weekday]}, ${p.day} ${MONTHS[p.month - 1]}, ${formatIstTime(date)}`;
}

/** The IST time of day alone, such as "5:00 pm" or "12:30 am". */
export function formatIstTime(date: Date): string {
  const { hour, minute } = istParts(date);
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:${String(minute).padStart(2, "0")} ${hour < 12 ? "am" : "pm"}`;
}

/** An IST day label such as "Mon, 23 Nov", for agenda ranges. */
export function formatIstDay(date: Date): string {
  const p = istParts(date);
  return `${WEEKDAYS[p.weekday]}, ${p.day} ${MONTHS[p.month - 1]}`;
}

/** ISO 8601 with the +05:30 offset, e.g. "2026-11-22T17:00:00+05:30", so clients see IST directly. */
export function toIstIso(date: Date): string {
  return `${shifted(date).toISOString().slice(0, 19)}+05:30`;
}
