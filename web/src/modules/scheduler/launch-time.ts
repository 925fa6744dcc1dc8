import { istLocalMinute } from "@ria/api/rules/ist.rules.ts";
import { MAX_SCHEDULE_AHEAD_DAYS } from "@ria/api/modules/scheduler/scheduler.rules.ts";

/** The IST datetime-local value `minutes` after an instant. */
export function istLocalMinuteAfter(at: Date, minutes: number): string {
  return istLocalMinute(new Date(at.getTime() + minutes * 60_000));
}

/** The latest launch time the form offers: the server's own look-ahead. */
export function latestLaunchMinute(now: Date): string {
  return istLocalMinuteAfter(now, MAX_SCHEDULE_AHEAD_DAYS * 24 * 60);
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
