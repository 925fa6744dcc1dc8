import { daysInMonth, fromIst, istDayStart, istParts } from "../../../../rules/ist.rules.ts";
import { occurrences, toBasic } from "./recurrence.ts";

/** Where the words say a repetition starts and stops; days are IST midnights, spans are character ranges of the message. */
export interface RepeatBounds {
  /** The first day it may happen: "starting December 1st", "1 December se", "next Monday se start". */
  start?: Date;
  /** The last day it may happen: "till the end of December", "31 December tak", "until the 18th". */
  last?: Date;
  /** How long it runs from its first occurrence: "for the next 6 weeks", "5 din tak". */
  span?: { amount: number; unit: "day" | "week" | "month" };
  /** How many times it happens: "5 times", "the next 4 Sundays". */
  times?: number;
  spans: Array<[number, number]>;
}

const MONTH =
  String.raw`(january|february|march|april|may|june|july|august|september|sept|october|november|december|` +
  String.raw`jan|feb|mar|apr|jun|jul|aug|sep|oct|nov|dec)\b`;
const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const WEEKDAY = String.raw`(mon|tue|wed|thu|fri|sat|sun)(?:day|nesday|sday|rsday|urday|s|r|rs|t)?`;
const WEEKDAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];
const ORDINAL_WORDS = [
  "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth", "thirteenth",
  "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth", "twentieth",
]; // prettier-ignore
const DAY_NUMBER =
  String.raw`(\d{1,2}|(?:twenty|thirty)[\s-](?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|thirtieth|` +
  String.raw`${ORDINAL_WORDS.join("|")})`;
const COUNT_WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, ek: 1, two: 2, do: 2, three: 3, teen: 3, four: 4, char: 4, chaar: 4, five: 5, paanch: 5, panch: 5, six: 6,
  chhe: 6, seven: 7, saat: 7, eight: 8, aath: 8, nine: 9, nau: 9, ten: 10, das: 10, eleven: 11, twelve: 12,
}; // prettier-ignore
const NUMBER = String.raw`(\d{1,3}|${Object.keys(COUNT_WORDS).join("|")})`;
const UNIT = String.raw`(days?|din|weeks?|hafte|hafton|hafta|fortnights?|months?|mahine|mahino|mahina)`;

// A day said in full: a date either way round, a month's end, a bare month or ordinal, a day word, or a weekday.
const DATE = [
  String.raw`(?:the\s+)?${DAY_NUMBER}(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH}`,
  String.raw`${MONTH}\s+(?:the\s+)?${DAY_NUMBER}(?:st|nd|rd|th)?(?![\s:]*(?:am|pm|baje|\d))`,
  String.raw`(?:the\s+)?end\s+of\s+(?:the\s+)?${MONTH}|${MONTH}(?:\s+(?:ke|ka|ki))?\s+(?:end|aakhir|akhir)`,
  String.raw`(?:the\s+)?(?:end\s+of\s+(?:the\s+|this\s+|next\s+)?(month|year)|(month|year|mahine|saal)[\s-](?:ke\s+)?end)`,
  String.raw`(next|agle|agla|coming)\s+(week|hafte|month|mahine)`,
  String.raw`${MONTH}`,
  String.raw`(?:the\s+)?${DAY_NUMBER}(?:st|nd|rd|th)(?!\s+(?:of\s+)?(?:every|each|the|har)\b)`,
  String.raw`(day\s+after\s+tomorrow|tomorrow|today|kal|aaj|parso)`,
  String.raw`(?:(next|this|coming|agle)\s+)?${WEEKDAY}`,
].map((source) => `(?:${source})`);
const ANY_DATE = `(${DATE.join("|")})`;
// "from Monday to Friday", "Mon se Sat": a set of days, not a start.
const NOT_RANGE = String.raw`(?!\s*(?:to|till|until|se|-|–|through)\s+${WEEKDAY})`;

const STARTS = [
  new RegExp(
    String.raw`\b(?:starting(?:\s+from)?|start(?:s|ing)?\s+(?:from|on)|beginning(?:\s+from)?|commencing|from|w\.?e\.?f\.?|` +
      String.raw`effective(?:\s+from)?|with\s+effect\s+from)\s+(?:on\s+)?${ANY_DATE}${NOT_RANGE}\b(?:\s+onwards)?`,
    "gi",
  ),
  new RegExp(
    String.raw`\b${ANY_DATE}${NOT_RANGE}\s+(?:se|say)\b(?!\s+(?:pehle|pahle|before))` +
      String.raw`(?:\s+(?:start|shuru|chalu|onwards|aage)\w*)?(?:\s+(?:karo|kar\s+do|karna))?`,
    "gi",
  ),
  new RegExp(String.raw`\b${ANY_DATE}\s+(?:onwards|and\s+onwards|forward)\b`, "gi"),
];
// "Monday through Friday", "Mon se Sat tak": the last day of a set of days, not an end.
const AFTER_WEEKDAY = /(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\s*(?:se|to|-|–|through|thru|till|until)?\s*$/;
const JUST_WEEKDAY = new RegExp(`^${WEEKDAY}$`);
const ENDS = [
  new RegExp(String.raw`\b(?:till|until|untill|til|upto|up\s+to|through|thru|ending(?:\s+on)?|ends?\s+on)\s+(?:on\s+)?${ANY_DATE}\b`, "gi"),
  new RegExp(String.raw`\b${ANY_DATE}\s+(?:tak|tk)\b`, "gi"),
];
const SPANS = [
  new RegExp(String.raw`\bfor\s+(?:the\s+)?(?:next\s+|coming\s+)?${NUMBER}\s+${UNIT}\b`, "gi"),
  new RegExp(String.raw`\b(?:next|agle|aane\s+wale)\s+${NUMBER}\s+${UNIT}(?:\s+(?:tak|ke\s+liye))?`, "gi"),
  new RegExp(String.raw`\b${NUMBER}\s+${UNIT}\s+(?:tak|ke\s+liye)\b`, "gi"),
  new RegExp(String.raw`\bfor\s+(a|one)\s+(week|fortnight|month)\b`, "gi"),
];
const TIMES = [
  new RegExp(String.raw`\b${NUMBER}\s+(?:times|occurrences|sessions)\b(?!\s+(?:a|per|every|each|in)\b)`, "gi"),
  new RegExp(String.raw`\b(?:the\s+)?(?:next|agle)\s+${NUMBER}\s+${WEEKDAY}`, "gi"),
];

/** Reads the start, the end and the length of a repetition from the whole message, with where each was said. */
export function readBounds(message: string, now: Date): RepeatBounds {
  const text = message.toLowerCase();
  const bounds: RepeatBounds = { spans: [] };
  const taken = (index: number) => bounds.spans.some(([from, to]) => index >= from && index < to);
  const each = (patterns: RegExp[], use: (m: RegExpExecArray) => boolean) => {
    for (const pattern of patterns)
      for (const m of text.matchAll(pattern)) if (!taken(m.index) && use(m)) bounds.spans.push([m.index, m.index + m[0].length]);
  };
  each(TIMES, (m) => (bounds.times ??= countOf(m[1]!)) > 0);
  each(SPANS, (m) => {
    const unit = /^d/.test(m[2]!) ? "day" : /^(?:w|h|f)/.test(m[2]!) ? "week" : "month";
    const amount = countOf(m[1]!) * (/^fortnight/.test(m[2]!) ? 2 : 1);
    bounds.span ??= { amount, unit };
    return amount > 0;
  });
  each(ENDS, (m) => {
    const days = JUST_WEEKDAY.test(m[1]!.trim()) && AFTER_WEEKDAY.test(text.slice(0, m.index + m[0].indexOf(m[1]!)));
    return !days && Boolean((bounds.last ??= dayOf(m[1]!, now, "last")));
  });
  each(STARTS, (m) => Boolean((bounds.start ??= dayOf(m[1]!, now, "first"))));
  return bounds;
}

/** The message with the bound phrases blanked out, each character a space so the model's slot offsets still hold. */
export function withoutBounds(message: string, bounds: RepeatBounds): string {
  let out = message;
  for (const [from, to] of bounds.spans) out = out.slice(0, from) + " ".repeat(to - from) + out.slice(to);
  return out;
}

/**
 * The rule with the end its words gave, once its first occurrence is known: the last day ("31 December tak"), a span
 * from the first occurrence ("for the next 6 weeks"), or a number of times (rrule counts them). It is stored as UNTIL
 * the end of that IST day, since a repeating reminder moves its anchor each time it fires, which would restart a COUNT.
 */
export function endedRule(rule: string, first: Date, end: Pick<RepeatBounds, "last" | "span" | "times">): string {
  let last = end.last;
  if (!last && end.span) {
    const days = end.span.unit === "day" ? end.span.amount : end.span.unit === "week" ? 7 * end.span.amount : 0;
    const start = istParts(first);
    last = fromIst(start.year, start.month + (end.span.unit === "month" ? end.span.amount : 0), start.day + days - 1);
  }
  if (!last && end.times) last = occurrences(`${rule};COUNT=${end.times}`, first, new Date(first.getTime() - 1), end.times).at(-1);
  if (!last) return rule;
  const day = istParts(last);
  const until = new Date(fromIst(day.year, day.month, day.day + 1).getTime() - 1000);
  return `${rule};UNTIL=${toBasic(until)}`;
}

function countOf(word: string): number {
  return /^\d/.test(word) ? Number(word) : (COUNT_WORDS[word] ?? 0);
}

function dayNumber(word: string): number {
  if (/^\d/.test(word)) return Number.parseInt(word, 10);
  if (word === "thirtieth") return 30;
  const [tens, unit] = word.split(/[\s-]/);
  if (unit) return (tens === "twenty" ? 20 : 30) + ORDINAL_WORDS.indexOf(unit) + 1;
  return ORDINAL_WORDS.indexOf(word) + 1;
}

/** The IST day a date phrase names; a month or a week is its first day when it starts a repetition, its last when it ends one. */
function dayOf(phrase: string, now: Date, edge: "first" | "last"): Date | undefined {
  const today = istParts(now);
  const month = (name: string) => MONTHS.indexOf(name.slice(0, 3)) + 1;
  // A date without a year is the next one on or after today (a month back still counts as this year's).
  const dated = (m: number, d: number) => {
    const year = fromIst(today.year, m, 1) < fromIst(today.year, today.month, 1) ? today.year + 1 : today.year;
    return d >= 1 && d <= daysInMonth(year, m) ? fromIst(year, m, d) : undefined;
  };
  const monthEdge = (m: number) => {
    const first = dated(m, 1)!;
    const { year } = istParts(first);
    return edge === "first" ? (first < istDayStart(now) ? istDayStart(now) : first) : lastDayOf(fromIst(year, m, 1));
  };
  const p = phrase.trim();
  let m: RegExpExecArray | null;
  if ((m = new RegExp(`^(?:the\\s+)?${DAY_NUMBER}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}`).exec(p)))
    return dated(month(m[2]!), dayNumber(m[1]!));
  if ((m = new RegExp(`^${MONTH}\\s+(?:the\\s+)?${DAY_NUMBER}`).exec(p))) return dated(month(m[1]!), dayNumber(m[2]!));
  if ((m = new RegExp(`(?:end\\s+of\\s+(?:the\\s+)?${MONTH}|^${MONTH}(?:\\s+(?:ke|ka|ki))?\\s+(?:end|aakhir|akhir))`).exec(p)))
    return lastDayOf(dated(month(m[1] ?? m[2]!), 1)!);
  if (/\b(?:month|mahine)\b/.test(p) && /\bend\b/.test(p))
    return lastDayOf(/\bnext\b/.test(p) ? fromIst(today.year, today.month + 1, 1) : istDayStart(now));
  if (/\b(?:year|saal)\b/.test(p) && /\bend\b/.test(p)) return fromIst(today.year, 12, 31);
  if ((m = /^(?:next|agle|agla|coming)\s+(week|hafte|month|mahine)$/.exec(p))) {
    if (/^(?:month|mahine)/.test(m[1]!)) return monthEdge((today.month % 12) + 1);
    const monday = istDayStart(now, 7 - ((today.weekday + 6) % 7));
    return edge === "first" ? monday : istDayStart(monday, 6);
  }
  if ((m = new RegExp(`^${MONTH}$`).exec(p))) return monthEdge(month(m[1]!));
  if ((m = new RegExp(`^(?:the\\s+)?${DAY_NUMBER}(?:st|nd|rd|th)$`).exec(p))) {
    const d = dayNumber(m[1]!);
    const thisMonth = d >= today.day ? dated(today.month, d) : undefined;
    return thisMonth ?? dated((today.month % 12) + 1, d);
  }
  if (/^(?:today|aaj)$/.test(p)) return istDayStart(now);
  if (/^(?:tomorrow|kal)$/.test(p)) return istDayStart(now, 1);
  if (/^(?:day after tomorrow|parso)$/.test(p)) return istDayStart(now, 2);
  if ((m = new RegExp(`^(?:(next|this|coming|agle)\\s+)?${WEEKDAY}$`).exec(p))) {
    const ahead = (WEEKDAYS.indexOf(m[2]!) - today.weekday + 7) % 7 || 7;
    return istDayStart(now, ahead);
  }
  return undefined;
}

function lastDayOf(day: Date): Date {
  const { year, month } = istParts(day);
  return fromIst(year, month, daysInMonth(year, month));
}
