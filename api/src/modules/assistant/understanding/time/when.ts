import type { ParsedComponents, ParsedResult } from "chrono-node";
import { IST_OFFSET_MINUTES, fromIst, istDayStart, istParts } from "../../../../rules/ist.rules.ts";
import { findImpossibleDate } from "./impossible-date.ts";
import { relativeAmount } from "./duration.ts";
import { cleanTimePhrase } from "./clean-time.ts";
import { daySpan } from "./day-span.ts";
import { daysBefore, leadBefore } from "./lead.ts";
import { riaChrono } from "./ria-chrono.ts";
import { type DayPeriod, PERIOD_HOUR, prepareTimeText } from "./time-prep.ts";

/** What a time phrase says, resolved in IST against `now`. Dates are instants; `day` is the IST midnight of the day named. */
export interface When {
  /** The start, when the phrase fixes one: a clock time, a part of the day (at its usual hour) or a relative amount. */
  at?: Date;
  /** The end of a range ("3 to 4:30"). */
  end?: Date;
  /** IST midnight of the day the phrase is about, when it names or implies one. */
  day?: Date;
  /** A run of days ("next week", "this weekend", "kal aur parso"): from midnight to midnight after the last day. */
  days?: { from: Date; to: Date };
  /** How the time of day was given. */
  clock: "exact" | "period" | "none";
  period?: DayPeriod;
  /** Whether a day was named ("tomorrow", "Friday", "3/12"), rather than implied. */
  dayGiven: boolean;
  /** A 7 or an 8 with nothing to say morning or evening: both readings, for Ria to ask. */
  eitherOf?: [Date, Date];
  /** A clock the hour's usual reading settled ("9:15" is morning, "4" afternoon): the same clock twelve hours away. */
  otherHalf?: Date;
  problem?: "past" | "impossible-date";
  /** The phrase as the user wrote it. */
  phrase: string;
}

// Words that settle an hour without am/pm: "dinner at 8" is evening, "breakfast at 8" morning.
// "am" and "pm" count only after a number: "I am", "Ma'am" and "the PM" say nothing about the hour.
const EVENING_WORDS = /\b(?:dinner|evening|night|tonight|shaam|sham|raat|drinks|party)\b|\dpm\b|\d\s+pm\b/i;
const TAKEN_BACK = /^.*\b(?:no\s+sorry|sorry|no\s+wait|i\s+mean|scratch\s+that|nahi\s+nahi)\b/is;
const MORNING_WORDS = /\b(?:breakfast|morning|subah|subha|savere)\b|\dam\b|\d\s+am\b/i;

/**
 * Resolves a time phrase the model marked ("kal subah 7 baje", "next Monday at 3", "in an hour and a half",
 * "3 to 4:30") into IST instants. `message` is the whole message, for the tense of "kal" and the words that settle
 * am or pm. Deterministic code, never the model: every reply states the date it chose, and nothing lands in the past.
 */
export function resolveWhen(phrase: string, now: Date, message = phrase): When {
  const base: When = { clock: "none", dayGiven: false, phrase };
  // "30 min pehle yaad dilana": the event's time is what the phrase names; the reminder comes that much before it.
  const lead = leadBefore(cleanTimePhrase(phrase, message), message);
  const dayLead = daysBefore(lead?.phrase ?? cleanTimePhrase(phrase, message), message, now);
  const cleaned = dayLead?.phrase ?? lead?.phrase ?? cleanTimePhrase(phrase, message);
  const impossible = findImpossibleDate(cleaned, now);
  if (impossible) return { ...base, dayGiven: true, problem: "impossible-date" };
  const relative = relativeAmount(cleaned);
  if (relative !== null) {
    const at = new Date(now.getTime() + relative * 60_000);
    return { ...base, at, day: istDayStart(at), clock: "exact" };
  }
  const prepared = prepareTimeText(cleaned, now);
  const results = riaChrono.parse(prepared.text, { instant: now, timezone: IST_OFFSET_MINUTES }, { forwardDate: true });
  const dateR = results.find((r) => (["day", "weekday", "month"] as const).some((c) => r.start.isCertain(c)));
  const timeR = results.find((r) => r.start.isCertain("hour"));
  const period = prepared.period;
  // "kal aur parso", "from today till Friday", "Monday and Tuesday next week": the run of days, starting on the first.
  const span = timeR ? null : daySpan(prepared.text, now);
  if (span) return { ...base, days: span, day: span.from, dayGiven: true };
  const weeks = weekSpan(prepared.text, now);
  if (weeks && !timeR) return { ...base, days: weeks, dayGiven: true };
  if (!dateR && !timeR && !period) return base;

  const today = istParts(now);
  const [year, month, day] = dateR
    ? [impliedYear(dateR, now), dateR.start.get("month")!, dateR.start.get("day")!]
    : [today.year, today.month, today.day];
  const dayStart = fromIst(year, month, day - (dayLead?.days ?? 0));
  if (!timeR && !period) return { ...base, day: dayStart, dayGiven: true, ...(dayStart < istDayStart(now) ? { problem: "past" } : {}) };

  // "Dinner... no sorry, a call at 7:30": what was taken back settles nothing.
  const hints = `${message.replace(TAKEN_BACK, "")} ${phrase}`;
  const laterDay = Boolean(dateR) && dayStart > istDayStart(now);
  const readings = timeR ? hourReadings(timeR.start, period, hints, laterDay) : [{ hour: PERIOD_HOUR[period!], minute: 0, dayShift: 0 }];
  const place = (r: { hour: number; minute: number; dayShift: number }) => {
    const shift = r.dayShift - (dayLead?.days ?? 0);
    let at = fromIst(year, month, day + shift, r.hour, r.minute);
    // A clock time with no day is today while still ahead, else tomorrow.
    if (!dateR && at <= now) at = fromIst(year, month, day + shift + 1, r.hour, r.minute);
    return at;
  };
  const early = timeR && lead ? lead.minutes * 60_000 : 0;
  const candidates = readings.map((r) => new Date(place(r).getTime() - early));
  const ahead = candidates.filter((at) => at > now);
  const at = (ahead.length === 1 ? ahead[0] : candidates[0])!;
  const when: When = { ...base, at, day: istDayStart(at), clock: timeR ? "exact" : "period", dayGiven: Boolean(dateR) };
  if (period && !timeR) when.period = period;
  if (candidates.length === 2 && ahead.length === 2) when.eitherOf = [candidates[0]!, candidates[1]!];
  else if (timeR && readings.length === 1 && usualReading(timeR.start, period, hints))
    when.otherHalf = new Date(at.getTime() + (istParts(at).hour < 12 ? 12 : -12) * 3_600_000);
  const endR = timeR?.end;
  if (endR?.isCertain("hour")) when.end = rangeEnd(at, endR, period);
  if (at <= now) when.problem = "past";
  return when;
}

/** "this week", "next week", "this weekend", "next weekend": whole days, from today for this week. */
function weekSpan(text: string, now: Date): { from: Date; to: Date } | null {
  const m = /\b(this|next|coming)\s+(week|weekend)\b|^\s*(?:(?:for|on|over|at|during)\s+)?(?:the\s+)?(weekend)\s*$/i.exec(text);
  if (!m) return null;
  const weekday = (istParts(now).weekday + 6) % 7; // Monday 0
  const next = m[1]?.toLowerCase() === "next";
  if ((m[2] ?? m[3])!.toLowerCase() === "weekend") {
    const saturday = 5 - weekday + (next ? 7 : 0);
    return { from: istDayStart(now, Math.max(0, saturday)), to: istDayStart(now, saturday + 2) };
  }
  return next
    ? { from: istDayStart(now, 7 - weekday), to: istDayStart(now, 14 - weekday) }
    : { from: istDayStart(now), to: istDayStart(now, 7 - weekday) };
}

/** The end of a range on the start's day: "11 to 12:30" ends at 12:30 pm, "10 to 1" at 1 pm, never before the start. */
function rangeEnd(start: Date, end: ParsedComponents, period: DayPeriod | undefined): Date | undefined {
  const [reading] = hourReadings(end, period, "", false);
  const s = istParts(start);
  let at = fromIst(s.year, s.month, s.day, reading!.hour, reading!.minute);
  if (at <= start && !end.isCertain("meridiem") && reading!.hour < 12)
    at = fromIst(s.year, s.month, s.day, reading!.hour + 12, reading!.minute);
  return at > start ? at : undefined;
}

/** chrono jumps a year ahead even for today's date; dates up to a month back stay this year (and are reported past). */
function impliedYear(r: ParsedResult, now: Date): number {
  if (r.start.isCertain("year") || !r.start.isCertain("day") || !r.start.isCertain("month")) return r.start.get("year")!;
  const today = istParts(now);
  const thisYear = fromIst(today.year, r.start.get("month")!, r.start.get("day")!);
  return now.getTime() - thisYear.getTime() > 31 * 86_400_000 ? today.year + 1 : today.year;
}

type Reading = { hour: number; minute: number; dayShift: number };

/**
 * The hours an hour without am/pm can mean, as a person means it: a part of the day decides; else 9-11 morning,
 * 12 noon, 1-6 afternoon or evening; 7 and 8 could be either (and 6 on a later day: an early flight or an evening
 * call), unless the message says dinner, breakfast and the like.
 */
/** A clock from 1 to 11 that only the usual reading of its hour put in the morning or the afternoon. */
function usualReading(c: ParsedComponents, period: DayPeriod | undefined, hints: string): boolean {
  const hour = c.get("hour") ?? 0;
  return !period && !c.isCertain("meridiem") && hour >= 1 && hour <= 11 && !EVENING_WORDS.test(hints) && !MORNING_WORDS.test(hints);
}

function hourReadings(c: ParsedComponents, period: DayPeriod | undefined, hints: string, laterDay: boolean): Reading[] {
  const minute = c.get("minute") ?? 0;
  const hour = c.get("hour") ?? 9;
  if (c.isCertain("meridiem") || hour === 0 || hour > 12) return [{ hour, minute, dayShift: 0 }];
  const at = (h: number, dayShift = 0): Reading => ({ hour: h, minute, dayShift });
  switch (period) {
    case "morning":
      return [at(hour === 12 ? 12 : hour)];
    case "afternoon":
    case "evening":
      return [at(hour === 12 ? 12 : hour + 12)];
    case "night":
      // "raat 12 baje" and "raat 2 baje" are after midnight, so on the next calendar day.
      if (hour === 12) return [at(0, 1)];
      return hour <= 4 ? [at(hour, 1)] : [at(hour + 12)];
  }
  // A 7 or an 8 can be either; so can a 6 on a later day ("Monday at 6"), while "at 6" today is the evening.
  if (hour === 7 || hour === 8 || (hour === 6 && laterDay)) {
    if (EVENING_WORDS.test(hints)) return [at(hour + 12)];
    if (MORNING_WORDS.test(hints)) return [at(hour)];
    return [at(hour), at(hour + 12)];
  }
  // "dinner at 9", "party at 10": a late hour of an evening thing is the evening's.
  if (hour >= 9 && hour <= 11 && EVENING_WORDS.test(hints) && !MORNING_WORDS.test(hints)) return [at(hour + 12)];
  return [at(hour >= 1 && hour <= 6 ? hour + 12 : hour)];
}
