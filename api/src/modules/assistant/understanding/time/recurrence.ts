import { type Options, RRule, type Weekday } from "./rrule.ts";
import { IST_OFFSET_MINUTES, istParts } from "../../../../rules/ist.rules.ts";
import { corrected } from "./clean-time.ts";
import { translateHinglishTime } from "./hinglish-time.ts";
import { digitsFromWords } from "./numbers.ts";
import { type DayPeriod, PERIOD_HOUR } from "./time-prep.ts";

const DAYS: Record<string, Weekday> = {
  mon: RRule.MO,
  tue: RRule.TU,
  wed: RRule.WE,
  thu: RRule.TH,
  fri: RRule.FR,
  sat: RRule.SA,
  sun: RRule.SU,
};
const WEEKDAY = String.raw`(mon|tue|wed|thu|fri|sat|sun)(?:day|s|nesday|sday|rsday|urday|r|rs|t)?s?`;
const MONTH_DAY = new RegExp(
  String.raw`\b(?:month|mahine|monthly)\D{0,20}?(\d{1,2})(?:st|nd|rd|th)?\b|` +
    String.raw`\b(\d{1,2})(?:st|nd|rd|th)\s+(?:of\s+)?(?:every|each)\s+month|` +
    String.raw`\bevery\s+(\d{1,2})(?:st|nd|rd|th)\b`,
);
const DAY_WORD = new RegExp(String.raw`\b${WEEKDAY}\b`, "gi");
const ORDINAL: Record<string, number> = { first: 1, "1st": 1, second: 2, "2nd": 2, third: 3, "3rd": 3, fourth: 4, "4th": 4, last: -1 };
const HINDI_NTH = String.raw`pehl[aei]|pehle|doosr[aei]|dusr[aei]|teesr[aei]|chauth[aei]|aakhri|akhri`;
const HINDI_ORDINAL: Record<string, string> = {
  peh: "first",
  doo: "second",
  dus: "second",
  tee: "third",
  cha: "fourth",
  aak: "last",
  akh: "last",
};
const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const OFFSET = IST_OFFSET_MINUTES * 60_000;

/** A repetition read from words: the rule without its start, and the part of the day the words named, if any. */
export interface RepeatPattern {
  options: Partial<Options>;
  period?: DayPeriod;
}

/**
 * Reads "every weekday", "har subah", "every second Tuesday", "har mahine ki 1 tarikh", "last Friday of every month"
 * into an RRULE pattern; null when the words are not a repetition Ria understands. `on` is the day the rest of the
 * message named, which a bare "weekly" or "monthly" repeats on.
 */
export function readRepeat(phrase: string, on?: Date): RepeatPattern | null {
  // "every other tuesday no wait every other thursday": the repetition said last.
  const text = translateHinglishTime(digitsFromWords(corrected(phrase.toLowerCase())))
    .replace(/\bhar\b/g, "every")
    // "har mahine ke pehle Monday" (the particle already gone): the first Monday of every month.
    .replace(
      new RegExp(String.raw`\bevery\s+(?:mahine|month)\s+(?:(?:ke|ki|ka|ko)\s+)?(${HINDI_NTH})\s+${WEEKDAY}`),
      (_m, nth: string, day: string) => `${HINDI_ORDINAL[nth.slice(0, 3)] ?? "first"} ${day} of every month`,
    )
    // "har 15 din mein Friday ko" (by now "every in 15 days friday"): every other Friday.
    .replace(/\bevery\s+(?:in\s+)?(?:14|15)\s+(?:din|days)(?=.*\b(?:mon|tue|wed|thu|fri|sat|sun))/g, "every other")
    .replace(/\b(?:doosr[aei]|dusr[aei]|alternate)\b/g, "other")
    .replace(/\b(?:roz|rozana|har\s+din|daily|everyday|each\s+day)\b/g, "every day");
  const period = /\b(morning|afternoon|evening|night)s?\b/.exec(text)?.[1] as DayPeriod | undefined;
  const day = on ? istParts(new Date(on.getTime())) : undefined;
  const days = [...text.matchAll(DAY_WORD)].map((m) => DAYS[m[1]!.slice(0, 3).toLowerCase()]!);
  const pattern = (options: Partial<Options>): RepeatPattern => ({ options, ...(period ? { period } : {}) });

  const other = /\b(?:every\s+(?:other|second|alternate|2nd)|alternate)\b/.test(text);
  if (days.length && !/\bmonth/.test(text)) return pattern({ freq: RRule.WEEKLY, byweekday: days, ...(other ? { interval: 2 } : {}) });
  const nth = new RegExp(
    String.raw`\b(first|1st|second|2nd|third|3rd|fourth|4th|last)\s+${WEEKDAY}\s+(?:of\s+)?(?:every|each|the|a)?\s*month`,
  ).exec(text);
  if (nth) return pattern({ freq: RRule.MONTHLY, byweekday: [DAYS[nth[2]!]!.nth(ORDINAL[nth[1]!]!)] });
  const monthDay = MONTH_DAY.exec(text);
  if (monthDay) return pattern({ freq: RRule.MONTHLY, bymonthday: [Number(monthDay[1] ?? monthDay[2] ?? monthDay[3])] });
  if (/\b(?:every\s+quarter|quarterly)\b/.test(text)) return pattern({ freq: RRule.MONTHLY, interval: 3, bymonthday: [day?.day ?? 1] });
  if (/\b(?:every\s+month|monthly)\b/.test(text)) return pattern({ freq: RRule.MONTHLY, bymonthday: [day?.day ?? 1] });
  const yearly = /\b(?:every\s+year|yearly|annually|saal)\b/.test(text);
  if (yearly) {
    const date = /\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?([a-z]{3})[a-z]*\b/.exec(text);
    const month = date ? MONTHS.indexOf(date[2]!) + 1 : day?.month;
    return month ? pattern({ freq: RRule.YEARLY, bymonth: [month], bymonthday: [Number(date?.[1] ?? day?.day)] }) : null;
  }
  if (/\bweekdays?\b|\bmonday\s+to\s+friday\b|\bmon\s*-\s*fri\b/.test(text))
    return pattern({ freq: RRule.WEEKLY, byweekday: [RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR] });
  if (/\bweekends?\b/.test(text)) return pattern({ freq: RRule.WEEKLY, byweekday: [RRule.SA, RRule.SU] });
  if (/\b(?:every\s+(?:two|2)\s+weeks|fortnight(?:ly)?)\b/.test(text)) return pattern({ freq: RRule.WEEKLY, interval: 2 });
  if (/\b(?:every\s+week|weekly|once\s+a\s+week|hafte)\b/.test(text))
    return pattern({ freq: RRule.WEEKLY, ...(day ? { byweekday: [weekdayOf(day.weekday)] } : {}) });
  if (/\bevery\s+(?:other|alternate)\s+day\b|\balternate\s+days?\b/.test(text)) return pattern({ freq: RRule.DAILY, interval: 2 });
  if (/\bevery\s+(?:day|morning|afternoon|evening|night)\b|\b(?:mornings|evenings|nights)\b/.test(text))
    return pattern({ freq: RRule.DAILY });
  return null;
}

function weekdayOf(jsDay: number): Weekday {
  return [RRule.SU, RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA][jsDay]!;
}

/** The RFC 5545 text of a pattern ("FREQ=WEEKLY;BYDAY=MO,TU"), without a start. */
export function ruleText(pattern: RepeatPattern): string {
  return RRule.optionsToString(pattern.options).replace(/^RRULE:/, "");
}

/** The default hour for a repetition said with a part of the day only ("har subah" is 9 am). */
export function periodClock(pattern: RepeatPattern): { hour: number; minute: number } | undefined {
  return pattern.period ? { hour: PERIOD_HOUR[pattern.period], minute: 0 } : undefined;
}

/**
 * The occurrences of a rule after `after` (exclusive), at most `count`, anchored at `anchor` (an occurrence: it fixes
 * the clock time and the cycle of "every other week"). rrule works in floating time, so the rule runs on IST wall
 * clocks written as UTC and each result is shifted back to an instant; skipped occurrences are left out.
 */
export function occurrences(rule: string, anchor: Date, after: Date, count = 1, skipped: Date[] = []): Date[] {
  const parsed = RRule.fromString(`DTSTART:${toBasic(new Date(anchor.getTime() + OFFSET))}\nRRULE:${rule}`);
  const skip = new Set(skipped.map((d) => d.getTime()));
  const out: Date[] = [];
  let cursor = new Date(Math.max(after.getTime(), anchor.getTime() - 1) + OFFSET);
  while (out.length < count) {
    const next = parsed.after(cursor, false);
    if (!next) break;
    const instant = new Date(next.getTime() - OFFSET);
    if (!skip.has(instant.getTime())) out.push(instant);
    cursor = next;
  }
  return out;
}

/** The occurrences of a rule between two instants (start inclusive, end exclusive), for agendas and the calendar feed. */
export function occurrencesBetween(rule: string, anchor: Date, from: Date, to: Date, skipped: Date[] = []): Date[] {
  const parsed = RRule.fromString(`DTSTART:${toBasic(new Date(anchor.getTime() + OFFSET))}\nRRULE:${rule}`);
  const skip = new Set(skipped.map((d) => d.getTime()));
  return parsed
    .between(new Date(from.getTime() + OFFSET), new Date(to.getTime() + OFFSET), true)
    .map((d) => new Date(d.getTime() - OFFSET))
    .filter((d) => d < to && !skip.has(d.getTime()));
}

/** The first occurrence of a rule at a wall-clock time, on or after the IST day of `from` and after `now`. */
export function firstOccurrence(rule: string, clock: { hour: number; minute: number }, from: Date, now: Date): Date | undefined {
  const day = istParts(from);
  const anchor = new Date(Date.UTC(day.year, day.month - 1, day.day, clock.hour, clock.minute) - OFFSET);
  return occurrences(rule, anchor, new Date(Math.max(now.getTime(), anchor.getTime() - 1)), 1)[0];
}

function toBasic(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** The rule in words for the scheduler and dashboard ("every weekday", "every 2 weeks on Tuesday"). */
export function ruleInWords(rule: string): string {
  return RRule.fromString(`RRULE:${rule}`).toText();
}
