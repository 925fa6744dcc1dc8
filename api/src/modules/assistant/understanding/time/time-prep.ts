import { daysInMonth, istParts } from "../../../../rules/ist.rules.ts";
import { namedDays } from "./named-days.ts";

/** A part of the day named without a clock time; each has the hour a person would expect. */
export type DayPeriod = "morning" | "afternoon" | "evening" | "night";

/** The hour Ria picks for a part of the day: subah 9 am, dopahar 2 pm, shaam 6 pm, raat 9 pm. */
export const PERIOD_HOUR: Record<DayPeriod, number> = { morning: 9, afternoon: 14, evening: 18, night: 21 };

const MONTH =
  String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|` +
  String.raw`aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;

/** A weekday as written, whole or short: "Wednesday", "Wed", "thurs". */
export const WEEKDAY = String.raw`(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?`;

/** Text ready for chrono, and the part of the day that was named, if any. */
export interface PreparedTime {
  text: string;
  period?: DayPeriod;
}

/**
 * Rewrites what chrono gets wrong or does not know, keeping everything else as typed:
 * named days ("Christmas wale din"), "day after tomorrow" (unsupported), "Nov 30" (read as November 2030), "3.30 pm" and "EOD",
 * and lifts out parts of the day so Ria's own defaults apply instead of chrono's (6 am mornings, 10 pm nights).
 */
export function prepareTimeText(text: string, now: Date): PreparedTime {
  const after = `on ${dayAfterTomorrow(now)}`;
  let out = namedDays(text, now)
    .replace(/\b(?:the\s+)?day\s+after\s+tomorrow\b/gi, after)
    .replace(/\bbetween\s+(\d{1,2}(?::\d{2})?(?:\s*[ap]m)?)\s+and\s+(\d{1,2}(?::\d{2})?\s*(?:[ap]m)?)/gi, "from $1 to $2")
    // "1st Dec 4 to 5 pm": the number after the month is the start of a time range, not the day.
    .replace(new RegExp(String.raw`(\d(?:st|nd|rd|th)?\s+${MONTH})\s+(?=\d{1,2}(?::\d{2})?\s*(?:to|-|am|pm)\b)`, "gi"), "$1 at ")
    .replace(new RegExp(String.raw`(?<!\d(?:st|nd|rd|th)?\s+)\b${MONTH}\s+(\d{1,2})(st|nd|rd|th)?\b(?!\s*:)`, "gi"), "$2 $1")
    .replace(/\b(by|till|until|at)\s+(\d{1,2})(?=\s+(?:in\s+the|this|tonight|today|tomorrow)\b|\s*$)/gi, "$1 $2:00")
    .replace(/\b(today|tomorrow|tonight)\s+itself\b/gi, "$1")
    // "Wednesday the 2nd", "Wed, 2 Dec": the date says the day; chrono would take the weekday alone.
    .replace(new RegExp(String.raw`\b${WEEKDAY},?\s+(?=(?:the\s+)?\d{1,2}(?:st|nd|rd|th)\b|\d{1,2}\s+${MONTH})`, "gi"), "")
    // "Monday and Tuesday next week": each day of next week, not the whole week.
    .replace(
      new RegExp(String.raw`\b(${WEEKDAY})\s+(and|to|through|thru|till|until|-|–)\s+(${WEEKDAY})\s+(next|coming)\s+week\b`, "gi"),
      "$1 next week $2 $3 next week",
    )
    // "next week Monday": chrono adds a week and then a Monday; it is the Monday of next week.
    .replace(/\b(?:next|coming)\s+week(?:'s)?\s+(?:on\s+)?((?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/gi, "$1 next week")
    .replace(/\b(at|by|@)\s*(\d{1,2})\.(\d{2})\b/gi, "$1 $2:$3")
    .replace(/\b(\d{1,2})\.(\d{2})\s*(am|pm)\b/gi, "$1:$2 $3")
    .replace(/\b(?:by\s+)?(?:the\s+)?(?:eod|end\s+of\s+(?:the\s+)?day)\b/gi, "at 6 pm")
    .replace(/\bmid-?day\b/gi, "noon")
    // "12 noon to 1:30 pm": a range chrono reads only as "12 pm to 1:30 pm".
    .replace(/\b12\s+noon\b/gi, "12 pm")
    // "now" is not a time to be reminded at; dropping it makes Ria ask when.
    .replace(/\b(?:right\s+)?now\b/gi, " ")
    .replace(
      new RegExp(String.raw`\b(?:on\s+)?the\s+(\d{1,2})(?:st|nd|rd|th)\b(?!\s+(?:of\s+)?${MONTH})`, "gi"),
      (m, d: string) => dayOfMonth(Number(d), now) ?? m,
    );

  let period: DayPeriod | undefined;
  out = out
    .replace(/\btonight\b/gi, () => ((period = "night"), "today"))
    .replace(/\b(this|in\s+the|at|by)\s+(morning|afternoon|evening|night)\b/gi, (_m, pre: string, p: string) => {
      period = p.toLowerCase() as DayPeriod;
      return pre.toLowerCase() === "this" ? "today" : " ";
    })
    .replace(/\b(morning|afternoon|evening|night)\b/gi, (_m, p: string) => ((period = p.toLowerCase() as DayPeriod), " "))
    .replace(/\s+/g, " ");
  // "1 December 11 baje", "5th Jan 10:30" (the part of the day lifted from between): chrono takes a one- or two-digit
  // number after a month for the year (2011); it is the clock time.
  out = out.replace(
    new RegExp(String.raw`(\d(?:st|nd|rd|th)?\s+${MONTH})\s+(?=\d{1,2}(?::\d{2})?\s*(?:baje|o'?clock|hrs|$))`, "gi"),
    "$1 at ",
  );
  return { text: out.replace(/\s+/g, " ").trim(), period };
}

/** "the 25th": this month if that day is still to come (or today), else next month; null if no such day soon. */
function dayOfMonth(day: number, now: Date): string | null {
  const t = istParts(now);
  for (let k = 0; k < 3; k++) {
    const month = ((t.month - 1 + k) % 12) + 1;
    const year = t.year + Math.floor((t.month - 1 + k) / 12);
    if (k === 0 && day < t.day) continue;
    if (day >= 1 && day <= daysInMonth(year, month)) return `on ${day}/${month}/${year}`;
  }
  return null;
}

/** Written day-first with the year, which chrono's en-GB parser reads unambiguously. */
function dayAfterTomorrow(now: Date): string {
  const p = istParts(new Date(now.getTime() + 2 * 86_400_000));
  return `${p.day}/${p.month}/${p.year}`;
}
