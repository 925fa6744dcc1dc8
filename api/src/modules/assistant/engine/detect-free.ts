import { type Intent } from "./intent.ts";
import { formatIstDay, formatIstTime, fromIst, istDayStart, istParts } from "../../../rules/ist.rules.ts";
import { parseWhen } from "./parse-time.ts";
import type { DayPeriod } from "./time-prep.ts";
import { pattern } from "./pattern.ts";

const FREE = pattern(
  [
    String.raw`\b(?:am\s+i|are\s+we|i\s+am|is\s+my\b.*)\s+free\b`,
    String.raw`|\bfree\s+(?:hoon|hu|hun|hain|ho)\b`,
    String.raw`|^(?:do\s+i\s+have|is\s+there|have\s+i\s+got|anything)\s+(?:anything\s+)?(?:on|in)\b`,
  ],
  "i",
);
// The working hours a part of the day covers when someone asks whether it is free.
const SPANS: Record<DayPeriod, [number, number]> = { morning: [9, 12], afternoon: [12, 17], evening: [17, 21], night: [21, 24] };

/** "Am I free on Thursday afternoon?", "kya main kal shaam free hoon": a yes/no about a span of time. */
export function detectFree(text: string, now: Date): Intent | null {
  if (!FREE.test(text) || /^(?:schedule|book|remind|set|add)\b/i.test(text)) return null;
  const when = parseWhen(text.replace(/\bfree\b/gi, " "), now);
  const asksSpan = /\bfree\b/i.test(text) || when.period || when.hasClock;
  if (!asksSpan || !when.at || when.problem) return null;
  const day = istParts(when.at);
  if (when.hasClock) {
    return {
      kind: "free",
      from: when.at,
      to: when.end ?? new Date(when.at.getTime() + 3_600_000),
      label: `on ${formatIstDay(when.at)} at ${formatIstTime(when.at)}`,
    };
  }
  if (when.period) {
    const [start, end] = SPANS[when.period];
    return {
      kind: "free",
      from: fromIst(day.year, day.month, day.day, start),
      to: fromIst(day.year, day.month, day.day, end),
      label: `on ${formatIstDay(when.at)} ${when.period}`,
    };
  }
  return { kind: "free", from: istDayStart(when.at), to: istDayStart(when.at, 1), label: `on ${formatIstDay(when.at)}` };
}
