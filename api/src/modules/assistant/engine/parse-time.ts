import type { ParsedComponents, ParsedResult } from "chrono-node";
import { findImpossibleDate } from "./impossible-date.ts";
import { IST_OFFSET_MINUTES, fromIst, istParts } from "../../../rules/ist.rules.ts";
import { riaChrono } from "./ria-chrono.ts";
import { type DayPeriod, PERIOD_HOUR, prepareTimeText } from "./time-prep.ts";

/** When a request happens, as far as its words say; `rest` is the text without the time words (for titles). */
export interface When {
  at?: Date;
  /** The end of a range ("11 to 12:30"), when one was given. */
  end?: Date;
  hasDate: boolean;
  hasTime: boolean;
  /** Whether a clock time was given ("at 3", "4 baje"), not only a part of the day. */
  hasClock?: boolean;
  /** The part of the day named without a clock time ("tomorrow afternoon"), if any. */
  period?: DayPeriod;
  problem?: "past" | "impossible-date";
  /** The impossible date as the user wrote it, for the clarifying question. */
  phrase?: string;
  rest: string;
}

/**
 * Finds and resolves the date and time in a request, in IST, relative to `now`, from chrono's full result
 * (start and end components, certain vs implied). Defaults follow how people talk: "at 5" is 5 pm, "at 11" is 11 am,
 * a bare date is 9 am, a bare time is today if still ahead, else tomorrow; explicit days in the past are reported, never moved.
 * `periodHint` is the part of day the request implies without naming it ("dinner at 8" is 8 pm).
 */
export function parseWhen(text: string, now: Date, periodHint?: DayPeriod): When {
  const impossible = findImpossibleDate(text, now);
  if (impossible) {
    const { rest } = parseWhen(text.replace(impossible, " "), now);
    return { hasDate: true, hasTime: false, problem: "impossible-date", phrase: impossible, rest };
  }
  const prepared = prepareTimeText(text, now);
  const results = riaChrono.parse(prepared.text, { instant: now, timezone: IST_OFFSET_MINUTES }, { forwardDate: true });
  const rest = removeSpans(prepared.text, results);
  const dateR = results.find((r) => ["day", "weekday", "month"].some((c) => r.start.isCertain(c as "day")));
  const timeR = results.find((r) => r.start.isCertain("hour"));
  const named = prepared.period;
  const period = named ?? (timeR || dateR ? periodHint : undefined);
  if (!dateR && !timeR && !period) return { hasDate: false, hasTime: false, rest };

  const today = istParts(now);
  const [year, month, day] = dateR
    ? [impliedYear(dateR, now), dateR.start.get("month")!, dateR.start.get("day")!]
    : [today.year, today.month, today.day];
  const { hour, minute, dayShift } = timeR
    ? clockTime(timeR.start, period)
    : { hour: PERIOD_HOUR[period ?? "morning"], minute: 0, dayShift: 0 };
  let at = fromIst(year, month, day + dayShift, hour, minute);
  const relative = timeR && !dateR && timeR.start.isCertain("day");
  if (at <= now && !dateR && !relative) at = fromIst(year, month, day + dayShift + 1, hour, minute);
  // A bare weekday ("on Saturday", said on a Saturday after the time) means the next one, not today.
  if (at <= now && dateR && dateR.start.isCertain("weekday") && !dateR.start.isCertain("day")) {
    at = fromIst(year, month, day + dayShift + 7, hour, minute);
  }
  const when: When = { at, hasDate: Boolean(dateR), hasTime: Boolean(timeR || period), rest };
  if (named && !timeR) when.period = named;
  if (timeR) when.hasClock = true;
  const endR = timeR?.end ?? dateR?.end;
  if (endR?.isCertain("hour")) when.end = rangeEnd(at, endR, period);
  if (at <= now) when.problem = "past";
  return when;
}

/** The end of a range on the start's day: "11 to 12:30" ends at 12:30 pm, "10 to 1" at 1 pm, never before the start. */
function rangeEnd(start: Date, end: ParsedComponents, period: DayPeriod | undefined): Date | undefined {
  const { hour, minute } = clockTime(end, period);
  const s = istParts(start);
  let at = fromIst(s.year, s.month, s.day, hour, minute);
  if (at <= start && !end.isCertain("meridiem") && hour < 12) at = fromIst(s.year, s.month, s.day, hour + 12, minute);
  return at > start ? at : undefined;
}

/**
 * The year of a date written without one. chrono jumps a year ahead even for today ("21/11" at 10:00 on
 * 21 Nov); Ria keeps dates up to a month back in this year, so they are reported as past rather than
 * silently moved a year on, and reads older ones ("5 Jan" in November) as next year.
 */
function impliedYear(r: ParsedResult, now: Date): number {
  if (r.start.isCertain("year") || !r.start.isCertain("day") || !r.start.isCertain("month")) return r.start.get("year")!;
  const today = istParts(now);
  const thisYear = fromIst(today.year, r.start.get("month")!, r.start.get("day")!);
  return now.getTime() - thisYear.getTime() > 31 * 86_400_000 ? today.year + 1 : today.year;
}

/** The clock time of parsed components, with am/pm filled in the way a person means it when they leave it out. */
function clockTime(c: ParsedComponents, period: DayPeriod | undefined): { hour: number; minute: number; dayShift: number } {
  const minute = c.get("minute") ?? 0;
  const hour = c.get("hour") ?? 9;
  if (c.isCertain("meridiem") || hour === 0 || hour > 12) return { hour, minute, dayShift: 0 };
  return { ...guessMeridiem(hour, period), minute };
}

/** Business-hours reading of an hour without am/pm: 1-7 are afternoon or evening, 8-12 morning or noon, unless a period says otherwise. */
export function guessMeridiem(hour: number, period?: DayPeriod): { hour: number; dayShift: number } {
  switch (period) {
    case "morning":
      return { hour: hour === 12 ? 12 : hour, dayShift: 0 };
    case "afternoon":
    case "evening":
      return { hour: hour === 12 ? 12 : hour + 12, dayShift: 0 };
    case "night":
      // "raat 12 baje" and "raat 2 baje" are after midnight, so on the next calendar day.
      if (hour === 12) return { hour: 0, dayShift: 1 };
      return hour <= 4 ? { hour, dayShift: 1 } : { hour: hour + 12, dayShift: 0 };
    default:
      return { hour: hour >= 1 && hour <= 7 ? hour + 12 : hour, dayShift: 0 };
  }
}

function removeSpans(text: string, results: ParsedResult[]): string {
  let out = text;
  for (const r of [...results].sort((a, b) => b.index - a.index)) {
    out = `${out.slice(0, r.index)} ${out.slice(r.index + r.text.length)}`;
  }
  return out.replace(/\s+/g, " ").trim();
}
