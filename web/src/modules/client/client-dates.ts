import { EXPIRY_WARNING_DAYS } from "@ria/api/modules/client/client.rules.ts";
import { IST_TIME_ZONE } from "../../lib/ist-zone";

const DAY_MS = 86_400_000;

/** Whole days from now until `iso` (rounded up: anything left today counts as a day); negative once past. */
export function daysUntil(iso: string, now: Date): number {
  return Math.ceil((Date.parse(iso) - now.getTime()) / DAY_MS);
}

/** The date the plan or demo ends, if it ends within the warning window (or has ended). */
export function expiryToWarnAbout(planExpiryDate: string | null | undefined, demoExpiresAt: string | null | undefined, now: Date) {
  const ends = [planExpiryDate, demoExpiresAt].filter((value): value is string => Boolean(value)).sort()[0];
  if (!ends) return null;
  const days = daysUntil(ends, now);
  return days <= EXPIRY_WARNING_DAYS ? { ends, days } : null;
}

/** "Your Demo plan ends in 3 days", "ends today", "ended". */
export function expiryMessage(planName: string, days: number): string {
  if (days < 0) return `Your ${planName} plan has ended.`;
  if (days === 0) return `Your ${planName} plan ends today.`;
  return `Your ${planName} plan ends in ${days} ${days === 1 ? "day" : "days"}.`;
}

const dayFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: IST_TIME_ZONE,
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
});

/** An end date in IST: "Tue, 24 Nov 2026". */
export function formatEndDate(iso: string): string {
  const parts = Object.fromEntries(dayFormat.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${parts.weekday}, ${parts.day} ${parts.month} ${parts.year}`;
}

/** A greeting for the hour in IST. */
export function greetingFor(now: Date): string {
  const hour = Number(new Intl.DateTimeFormat("en-IN", { timeZone: IST_TIME_ZONE, hour: "numeric", hourCycle: "h23" }).format(now));
  if (hour < 12) return "Good morning";
  if (hour < 17) return "Good afternoon";
  return "Good evening";
}

/** The morning brief's "HH:MM" (IST) as people read it: "8:00 am". */
export function formatBriefTime(hhmm: string): string {
  const [hours = 0, minutes = 0] = hhmm.split(":").map(Number);
  const suffix = hours < 12 ? "am" : "pm";
  return `${hours % 12 || 12}:${String(minutes).padStart(2, "0")} ${suffix}`;
}
