import { type Options, RRule, type Weekday } from "./rrule.ts";
import { IST_OFFSET_MINUTES, istParts } from "../../../../rules/ist.rules.ts";
import { corrected } from "./clean-time.ts";
import { translateHinglishTime } from "./hinglish-time.ts";
import { digitsFromWords } from "./numbers.ts";
import { type DayPeriod, PERIOD_HOUR } from "./time-prep.ts";
import { MONTH_WORD, monthNumber, monthsNamed } from "./months.ts";

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
  String.raw`\b(?:month|mahine|monthly)\D{0,20}?(\d{1,2})(?:st|nd|rd|th)\b|` +
    String.raw`\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?(?:every|each|the)\s+month|` +
    String.raw`\bevery\s+(\d{1,2})(?:st|nd|rd|th)\b|\bon\s+the\s+(\d{1,2})(?:st|nd|rd|th)\b`,
);
// "every 10th": a date of every month (not "every 2nd Tuesday"); "on the 1st and 15th": two of them.
const EVERY_DATE = new RegExp(String.raw`\bevery\s+\d{1,2}(?:st|nd|rd|th)\b(?!\s+${WEEKDAY})`);
const TWO_DATES = /\b(\d{1,2})(?:st|nd|rd|th)\s*(?:,|and|&|aur)\s*(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\b/;
const DAY_WORD = new RegExp(String.raw`\b${WEEKDAY}\b`, "gi");
const ORDINAL: Record<string, number> = { "1st": 1, "2nd": 2, "3rd": 3, "4th": 4, "5th": 5, last: -1 };
const HINDI_NTH = String.raw`pehl[aei]|pehle|doosr[aei]|dusr[aei]|teesr[aei]|chauth[aei]|aakhri|akhri`;
const HINDI_ORDINAL: Record<string, string> = {
  peh: "1st",
  doo: "2nd",
  dus: "2nd",
  tee: "3rd",
  cha: "4th",
  aak: "last",
  akh: "last",
};
const NTH_DAY = new RegExp(String.raw`\b((?:1st|2nd|3rd|4th|5th|last)(?:\s*(?:,|and|&|aur)\s*(?:1st|2nd|3rd|4th|5th|last))*)\s+${WEEKDAY}`);
const OFFSET = IST_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;
const MONTH_END = new RegExp(
  String.raw`\b(?:last|aakhri|akhri)\s+(?:day|date|din)\b|\bmonth[\s-]end\b|` +
    String.raw`\b(?:end|aakhir|akhir)\s+(?:of\s+)?(?:every|each|the)?\s*(?:month|mahine)\b`,
);
const DAY_THEN_MONTH = new RegExp(String.raw`\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH_WORD}`);
const MONTH_THEN_DAY = new RegExp(String.raw`\b${MONTH_WORD}\s+(\d{1,2})(?:st|nd|rd|th)?\b`);
const ALL_DAYS = [RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA, RRule.SU];
const WORK_DAYS = ALL_DAYS.slice(0, 5);
const SET_WORDS = String.raw`(?:${WEEKDAY}|weekends?|weekdays?)`;
// "except Friday", "weekends chhod ke", "Sunday ke alawa", "not on Saturdays": days left out.
const EXCEPT = new RegExp(
  String.raw`\b(?:except(?:\s+for)?|excluding|but\s+not|other\s+than|apart\s+from|not\s+on|skip(?:ping)?|leaving(?:\s+out)?|minus)\s+` +
    String.raw`(?:on\s+)?((?:${SET_WORDS}(?:\s*(?:,|and|&|or|aur)\s*)?)+)|` +
    String.raw`((?:${SET_WORDS}(?:\s*(?:,|and|&|or|aur)\s*)?)+)\s+(?:chhod|chod|alawa|alava|siwa|sivay|ko\s+chhod|off\b)\w*`,
  "gi",
);
const RANGE = new RegExp(String.raw`\b${WEEKDAY}\s*(?:to|till|until|through|thru|se|-|–)\s*${WEEKDAY}\b`, "gi");
// "every 3 weeks", "every third month", "har teen mahine": a repetition with a step.
const EVERY_N = /\bevery\s+(\d{1,2})(?:st|nd|rd|th)?\s+(days?|din|weeks?|hafte|hafta|months?|mahine|mahina|years?|saal)\b/;
const STEP_UNIT: Record<string, "d" | "w" | "m" | "y"> = { d: "d", w: "w", h: "w", m: "m", y: "y", s: "y" };
const HINDI_COUNT: Record<string, number> = { ek: 1, do: 2, teen: 3, char: 4, chaar: 4, paanch: 5, chhe: 6 };
const MONTHLY = /\b(?:months?|monthly|mahine|mahina|quarter(?:ly|s)?)\b/;

/** A repetition read from words: the rule without its start, and the part of the day the words named, if any. */
export interface RepeatPattern {
  options: Partial<Options>;
  period?: DayPeriod;
}

/**
 * Reads "every weekday", "har subah", "every second Tuesday", "har mahine ki 1 tarikh", "last Friday of every month",
 * "Mon se Sat", "every weekday except Friday", "har teen mahine" into an RRULE pattern; null when the words are not a
 * repetition Ria understands. `on` is the day the rest of the message named, which a bare "weekly" or "monthly"
 * repeats on.
 */
export function readRepeat(phrase: string, on?: Date): RepeatPattern | null {
  // "every other tuesday no wait every other thursday": the repetition said last.
  let text = translateHinglishTime(digitsFromWords(corrected(phrase.toLowerCase())))
    .replace(/\b(?:har|evry|evrey)\b/g, "every")
    // "har do hafte", "har teen mahine": Hindi numbers that digitsFromWords leaves alone before these units.
    .replace(
      /\bevery\s+(ek|do|teen|char|chaar|paanch|chhe)\s+(?=hafte|hafta|mahine|mahina|saal|din)/g,
      (_m, n: string) => `every ${HINDI_COUNT[n]} `,
    )
    .replace(new RegExp(String.raw`\b(${HINDI_NTH})\s+(?=${WEEKDAY})`, "g"), (nth: string) => `${HINDI_ORDINAL[nth.slice(0, 3)] ?? nth} `)
    // "har 15 din mein Friday ko" (by now "every in 15 days friday"): every other Friday.
    .replace(/\bevery\s+(?:in\s+)?(?:14|15)\s+(?:din|days)(?=.*\b(?:mon|tue|wed|thu|fri|sat|sun))/g, "every other")
    .replace(/\b(?:alternate)\b/g, "other")
    // "har dusre hafte": every second week.
    .replace(/\b(?:doosr|dusr)[aei]\s+haft[ae]\b/g, "other week")
    .replace(/\b(?:roz|rozana|every\s+din|daily|everyday|each\s+day|din\s+mein\s+(?:ek|1)\s+baar)\b/g, "every day")
    .replace(/\b(?:bi-?weekly|once\s+in\s+(?:two|2)\s+weeks)\b/g, "fortnightly")
    .replace(/\b(?:quarterly|every\s+quarter)\b/g, "every 3 months")
    .replace(/\b(?:half[\s-]?yearly|semi[\s-]?annual(?:ly)?)\b/g, "every 6 months");
  const period = /\b(morning|afternoon|evening|night)s?\b/.exec(text)?.[1] as DayPeriod | undefined;
  const day = on ? istParts(new Date(on.getTime())) : undefined;
  const pattern = (options: Partial<Options>): RepeatPattern => ({ options, ...(period ? { period } : {}) });

  const step = EVERY_N.exec(text);
  const interval = step && Number(step[1]) > 1 ? Number(step[1]) : undefined;
  const stepUnit = step ? STEP_UNIT[step[2]!.slice(0, 1)] : undefined;
  if (step) text = text.replace(EVERY_N, `every ${{ d: "day", w: "week", m: "month", y: "year" }[stepUnit!]}`);
  const every = interval ? { interval } : {};

  // "every 15th of March, June, September and December", "the first Monday of Jan, Apr, Jul and Oct": some months a year.
  const months = monthsNamed(text);
  if (months.length >= 2) {
    const yearly = (options: Partial<Options>) => pattern({ freq: RRule.YEARLY, bymonth: months, ...options });
    const nth = NTH_DAY.exec(text);
    if (nth) return yearly({ byweekday: nthWeekdays(nth) });
    const date = /\b(\d{1,2})(?:st|nd|rd|th)\b/.exec(text) ?? DAY_THEN_MONTH.exec(text);
    if (date) return yearly({ bymonthday: [Number(date[1])] });
  }
  if (stepUnit === "m" || EVERY_DATE.test(text) || (MONTHLY.test(text) && !/\bevery\s+(?:week|day)\b/.test(text))) {
    const monthly = (options: Partial<Options>) => pattern({ freq: RRule.MONTHLY, ...every, ...options });
    if (/\b(?:last|1st)\s+(?:working|business)\s+day\b/.test(text))
      return monthly({ byweekday: WORK_DAYS, bysetpos: [/\blast\b/.test(text) ? -1 : 1] });
    if (MONTH_END.test(text)) return monthly({ bymonthday: [-1] });
    const nth = NTH_DAY.exec(text);
    if (nth) return monthly({ byweekday: nthWeekdays(nth) });
    const twoDays = TWO_DATES.exec(text);
    if (twoDays) return monthly({ bymonthday: [Number(twoDays[1]), Number(twoDays[2])] });
    const monthDay = MONTH_DAY.exec(text);
    if (monthDay) return monthly({ bymonthday: [Number(monthDay[1] ?? monthDay[2] ?? monthDay[3] ?? monthDay[4])] });
    if (/\bevery\s+month\b|\bmonthly\b|\bmahine\b/.test(text)) return monthly({ bymonthday: [day?.day ?? 1] });
  }
  const yearly = stepUnit === "y" || /\b(?:every\s+year|yearly|annually|saal)\b/.test(text);
  if (yearly) {
    // "26th january", "on january 26th": the day and the month either way round.
    const dayFirst = DAY_THEN_MONTH.exec(text);
    const monthFirst = MONTH_THEN_DAY.exec(text);
    const [date, month] = dayFirst
      ? [Number(dayFirst[1]), monthNumber(dayFirst[2]!)]
      : monthFirst
        ? [Number(monthFirst[2]), monthNumber(monthFirst[1]!)]
        : [day?.day, day?.month];
    return month ? pattern({ freq: RRule.YEARLY, ...every, bymonth: [month], bymonthday: [date!] }) : null;
  }

  // "every second Tuesday", "har doosre Wednesday": outside a month, every other one.
  text = text.replace(/\b2nd\s+(?=(?:mon|tue|wed|thu|fri|sat|sun|week))/g, "other ");
  const days = daySet(text);
  const other = /\b(?:every\s+other\b|other\s+(?:mon|tue|wed|thu|fri|sat|sun|week))|^\s*other\b/.test(text);
  const weekStep = stepUnit === "w" ? every : other || /\bfortnight(?:ly)?\b/.test(text) ? { interval: 2 } : {};
  if (days.length) return pattern({ freq: RRule.WEEKLY, byweekday: days, ...weekStep });
  if (/\bfortnight(?:ly)?\b/.test(text) || (stepUnit === "w" && interval))
    return pattern({ freq: RRule.WEEKLY, ...weekStep, ...(day ? { byweekday: [weekdayOf(day.weekday)] } : {}) });
  if (/\b(?:every\s+week|weekly|once\s+a\s+week|hafte)\b/.test(text))
    return pattern({ freq: RRule.WEEKLY, ...(day ? { byweekday: [weekdayOf(day.weekday)] } : {}) });
  if (/\bevery\s+other\s+day\b|\bother\s+days?\b/.test(text)) return pattern({ freq: RRule.DAILY, interval: 2 });
  if (stepUnit === "d" && interval) return pattern({ freq: RRule.DAILY, interval });
  if (/\bevery\s+(?:day|morning|afternoon|evening|night)\b|\b(?:mornings|evenings|nights)\b/.test(text))
    return pattern({ freq: RRule.DAILY });
  return null;
}

/**
 * The days of the week a repetition names, in week order: "Tuesday aur Saturday", "Mon se Sat", "weekdays",
 * "every weekday except Friday", "weekends chhod ke roz" (every day but those); empty when it names none.
 */
function daySet(phrase: string): Weekday[] {
  const named = (text: string) => {
    const found = new Set<Weekday>();
    for (const m of text.matchAll(DAY_WORD)) found.add(DAYS[m[1]!.slice(0, 3).toLowerCase()]!);
    if (/\bweekdays?\b|\bworking\s+days?\b/.test(text)) WORK_DAYS.forEach((d) => found.add(d));
    if (/\bweekends?\b/.test(text)) [RRule.SA, RRule.SU].forEach((d) => found.add(d));
    return found;
  };
  let text = phrase.replace(RANGE, (_m, from: string, to: string) => {
    const first = ALL_DAYS.indexOf(DAYS[from]!);
    const last = ALL_DAYS.indexOf(DAYS[to]!);
    const length = ((last - first + 7) % 7) + 1;
    return Array.from({ length }, (_, i) => ` ${WEEKDAY_NAMES[(first + i) % 7]} `).join("");
  });
  const left = new Set<Weekday>();
  text = text.replace(EXCEPT, (words: string) => {
    named(words).forEach((d) => left.add(d));
    return " ";
  });
  // "daily, Monday to Friday only", "har weekday, Mon to Thu only": the days named outright are the days.
  const only = /\bonly\b/.test(text) ? named(text.replace(/\b(?:weekdays?|weekends?|working\s+days?)\b/g, " ")) : undefined;
  const kept = only?.size ? only : named(text);
  const base = kept.size ? [...kept] : left.size && /\bevery\s+day\b|\bevery\s+(?:morning|evening|night)\b/.test(text) ? ALL_DAYS : [];
  const days = base.filter((d) => ![...left].some((l) => l.weekday === d.weekday));
  return ALL_DAYS.filter((d) => days.some((k) => k.weekday === d.weekday));
}

const WEEKDAY_NAMES = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

function weekdayOf(jsDay: number): Weekday {
  return [RRule.SU, RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA][jsDay]!;
}

/** "1st and 3rd monday" (as NTH_DAY matched it): those weekdays of the month. */
function nthWeekdays(nth: RegExpExecArray): Weekday[] {
  return nth[1]!.split(/\s*(?:,|and|&|aur)\s*/).map((n) => DAYS[nth[2]!]!.nth(ORDINAL[n]!));
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
  const parsed = floating(rule, anchor);
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
  const skip = new Set(skipped.map((d) => d.getTime()));
  return floating(rule, anchor)
    .between(new Date(from.getTime() + OFFSET), new Date(to.getTime() + OFFSET), true)
    .map((d) => new Date(d.getTime() - OFFSET))
    .filter((d) => d < to && !skip.has(d.getTime()));
}

/**
 * The rule on IST wall clocks written as UTC. Its UNTIL is an instant (RFC 5545 wants UTC beside a zoned DTSTART), so it
 * moves with the clocks; a bare date ("UNTIL=20261231") keeps the whole of that IST day.
 */
function floating(rule: string, anchor: Date): InstanceType<typeof RRule> {
  const options = RRule.parseString(rule);
  if (options.until) {
    const dateOnly = /\bUNTIL=\d{8}(?:;|$)/i.test(rule);
    options.until = new Date(options.until.getTime() + (dateOnly ? DAY_MS - 1000 : OFFSET));
  }
  return new RRule({ ...options, dtstart: new Date(anchor.getTime() + OFFSET) });
}

/** The first occurrence of a rule at a wall-clock time, on or after the IST day of `from` and after `now`. */
export function firstOccurrence(rule: string, clock: { hour: number; minute: number }, from: Date, now: Date): Date | undefined {
  const day = istParts(from);
  const anchor = new Date(Date.UTC(day.year, day.month - 1, day.day, clock.hour, clock.minute) - OFFSET);
  // "every other Monday", "every six months on the 1st": the first is the next such day; the step counts from it.
  const stepless = RRule.parseString(rule);
  delete stepless.interval;
  const after = new Date(Math.max(now.getTime(), anchor.getTime() - 1));
  return occurrences(RRule.optionsToString(stepless).replace(/^RRULE:/, ""), anchor, after, 1)[0];
}

/** An instant in RFC 5545 basic UTC form ("20261231T182959Z"). */
export function toBasic(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** The rule in words for the scheduler and dashboard ("every weekday", "every 2 weeks on Tuesday"). */
export function ruleInWords(rule: string): string {
  return RRule.fromString(`RRULE:${rule}`).toText();
}
