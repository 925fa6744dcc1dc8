/**
 * India Standard Time, the one copy for server and browser: IST has no daylight saving, so a fixed
 * +05:30 offset is exact. Pure: no imports, safe for the web bundle.
 */
export const IST_OFFSET_MINUTES = 330;
const OFFSET_MS = IST_OFFSET_MINUTES * 60_000;

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

/** The instant at an IST wall-clock time; out-of-range parts roll over like Date.UTC does. */
export function fromIst(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  return new Date(Date.UTC(year, month - 1, day, hour, minute) - OFFSET_MS);
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
