import * as chrono from "chrono-node";
import type { Parser, ParsingContext } from "chrono-node";
import { daysInMonth, istParts } from "../../../../rules/ist.rules.ts";

const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
const ORDINALS: Record<string, number> = { first: 1, "1st": 1, second: 2, "2nd": 2, third: 3, "3rd": 3, fourth: 4, "4th": 4, last: -1 };
const ORDINAL = "(first|1st|second|2nd|third|3rd|fourth|4th|last)";
const MONTH_REF =
  String.raw`(?:of\s+)?(?:(this|next|the\s+coming)\s+month|` + `(${MONTHS.join("|")}|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec))`;
/** The IST month a month reference points at: "this month", "next month", or a named month (the next one to come). */
function monthOf(context: ParsingContext, relative?: string, named?: string): { year: number; month: number } {
  const today = istParts(context.reference.instant);
  if (named) {
    const month = MONTHS.findIndex((m) => m.startsWith(named.toLowerCase().slice(0, 3))) + 1;
    return { year: month < today.month ? today.year + 1 : today.year, month };
  }
  const ahead = relative?.toLowerCase() === "this" ? 0 : 1;
  const month = ((today.month - 1 + ahead) % 12) + 1;
  return { year: today.year + Math.floor((today.month - 1 + ahead) / 12), month };
}

/** "the second Tuesday of next month", "last Friday of this month", "first Monday of December". */
const ordinalWeekday: Parser = {
  pattern: () => new RegExp(String.raw`\b(?:on\s+)?(?:the\s+)?${ORDINAL}\s+(${WEEKDAYS.join("|")})\s+${MONTH_REF}`, "i"),
  extract: (context, match) => {
    const { year, month } = monthOf(context, match[3], match[4]);
    const weekday = WEEKDAYS.indexOf(match[2]!.toLowerCase());
    const n = ORDINALS[match[1]!.toLowerCase()]!;
    const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
    const first = 1 + ((weekday - firstWeekday + 7) % 7);
    let day = n > 0 ? first + 7 * (n - 1) : first + 7 * Math.floor((daysInMonth(year, month) - first) / 7);
    if (day > daysInMonth(year, month)) day = first + 7 * 3;
    return { day, month, year };
  },
};

/** "the last day of this month", "the first day of next month". */
const edgeDayOfMonth: Parser = {
  pattern: () => new RegExp(String.raw`\b(?:on\s+)?(?:the\s+)?(first|last)\s+day\s+${MONTH_REF}`, "i"),
  extract: (context, match) => {
    const { year, month } = monthOf(context, match[2], match[3]);
    return { day: match[1]!.toLowerCase() === "first" ? 1 : daysInMonth(year, month), month, year };
  },
};

/** "on the 28th", "on 5th": this month if still ahead (or today), else next month. */
const dayOfMonth: Parser = {
  pattern: () => /\b(?:on\s+)?(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\b(?!\s+(?:of\s+)?[a-z]{3})/i,
  extract: (context, match) => {
    const day = Number(match[1]);
    const today = istParts(context.reference.instant);
    const next = day < today.day;
    const month = next ? (today.month % 12) + 1 : today.month;
    const year = next && today.month === 12 ? today.year + 1 : today.year;
    return day >= 1 && day <= daysInMonth(year, month) ? { day, month, year } : null;
  },
};

/** "half past 4", "quarter past 10", "quarter to 6". */
const quarterClock: Parser = {
  pattern: () => /\b(?:at\s+)?(half\s+past|quarter\s+past|quarter\s+to)\s+(\d{1,2})\b/i,
  extract: (_context, match) => {
    const hour = Number(match[2]);
    const form = match[1]!.toLowerCase().replace(/\s+/g, " ");
    if (form === "quarter to") return { hour: hour - 1 || 12, minute: 45 };
    return { hour, minute: form === "half past" ? 30 : 15 };
  },
};

const HINDI_CLOCK = String.raw`(?:(saa?de|sawa|paune)\s+)?(\d{1,2})(?::(\d{2}))?`;
/** "4 baje", "saade 11 baje", "3 se 5 baje tak": Hindi clock times and ranges ("baje" is o'clock). */
const hindiClock: Parser = {
  pattern: () =>
    new RegExp(
      String.raw`\b(?:${HINDI_CLOCK}\s+se\s+)?${HINDI_CLOCK}\s*(?:baje|bje)(?:\s+tak)?\b|\b(dedh|dhai)\s+(?:baje|bje)\b` +
        // "shaam saade 6", "sawa 12 kar do": with saade, sawa or paune the hour needs no "baje".
        String.raw`|\b(saa?de|sawa|sava|paune)\s+(\d{1,2})\b` +
        String.raw`(?!\s*(?::|ghant|hour|hr|min|din|day|week|hafte|mahin|month|saal|year|lakh|crore|%))`,
      "i",
    ),
  extract: (context, match) => {
    if (match[7]) return { hour: match[7].toLowerCase() === "dedh" ? 1 : 2, minute: 30 };
    if (match[8]) return hindiTime(match[8].replace(/^sava$/i, "sawa"), match[9]!, undefined);
    const end = hindiTime(match[4], match[5]!, match[6]);
    if (!match[2]) return end;
    const result = context.createParsingResult(match.index ?? 0, match[0], hindiTime(match[1], match[2], match[3]), end);
    return result;
  },
};

function hindiTime(qualifier: string | undefined, hourText: string, minuteText: string | undefined): { hour: number; minute: number } {
  const hour = Number(hourText);
  switch (qualifier?.toLowerCase()) {
    case "sade":
    case "saade":
      return { hour, minute: 30 };
    case "sawa":
      return { hour, minute: 15 };
    case "paune":
      return { hour: (hour + 11) % 12 || 12, minute: 45 };
    default:
      return { hour, minute: Number(minuteText ?? 0) };
  }
}

/** chrono's day-first (en-GB) parser taught Indian English and Hinglish dates and times. */
export const riaChrono = chrono.en.GB.clone();
riaChrono.parsers.push(ordinalWeekday, edgeDayOfMonth, dayOfMonth, quarterClock, hindiClock);
