/** IST is UTC+5:30 all year (no daylight saving). */
const IST_OFFSET_MS = 330 * 60_000;

/**
 * The datetime-local value ("2026-11-21T18:30") of an instant as an IST wall clock, whatever the
 * device's zone: what the launch-time input shows and what the api reads (spec section 5).
 */
export function istLocalMinute(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/** The IST datetime-local value `minutes` after an instant. */
export function istLocalMinuteAfter(at: Date, minutes: number): string {
  return istLocalMinute(new Date(at.getTime() + minutes * 60_000));
}

/** The instant an IST datetime-local value stands for, or null when it is not one. */
export function instantOfIstLocal(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  const at = new Date(Date.UTC(year!, month! - 1, day!, hour!, minute!) - IST_OFFSET_MS);
  return istLocalMinute(at) === value ? at : null;
}

/** "in 3 min", "in 2 h 5 min", "in 3 days", "now": how far off a launch time is. */
export function timeUntil(launchIso: string, now: Date): string {
  const minutes = Math.ceil((Date.parse(launchIso) - now.getTime()) / 60_000);
  if (minutes <= 0) return "due now";
  if (minutes < 60) return `in ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `in ${hours} h ${minutes % 60} min` : `in ${hours} h`;
  const days = Math.round(hours / 24);
  return `in ${days} ${days === 1 ? "day" : "days"}`;
}
