import { daysInMonth, istParts } from "../../../../rules/ist.rules.ts";

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const MONTH =
  String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|` +
  String.raw`aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const YEAR = String.raw`(?:,?\s*(\d{4}))?`;

// Three ways Indians write dates: "31st of February", "Feb 31", and day-first numbers "30/2" or "30-02-2027".
const DAY_MONTH = new RegExp(String.raw`\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH}(?![a-z])${YEAR}`, "gi");
const MONTH_DAY = new RegExp(String.raw`\b${MONTH}\s+(\d{1,2})(?:st|nd|rd|th)?\b(?!\s*:)${YEAR}`, "gi");
const NUMERIC = /\b(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?\b|\b(\d{1,2})-(\d{1,2})-(\d{4})\b/g;
// Clock times that cannot exist: "25:00", "10:75", "13 pm".
const BAD_CLOCK = /\b(?:(?:2[4-9]|[3-9]\d):\d{2}|\d{1,2}:[6-9]\d|(?<![:.\d])(?:1[3-9]|2\d)(?::\d{2})?\s*(?:am|pm))\b/i;

/**
 * Finds a date or clock time that cannot exist ("31st February", "30/2", "25:00"), returning the phrase as written.
 * chrono quietly rolls such dates over (31 Feb becomes 3 March); Ria must refuse instead.
 */
export function findImpossibleDate(text: string, now: Date): string | null {
  const clock = BAD_CLOCK.exec(text);
  if (clock) return clock[0];
  for (const m of text.matchAll(DAY_MONTH)) {
    if (!valid(Number(m[1]), monthIndex(m[2]!), m[3], now)) return m[0];
  }
  for (const m of text.matchAll(MONTH_DAY)) {
    if (!valid(Number(m[2]), monthIndex(m[1]!), m[3], now)) return m[0];
  }
  for (const m of text.matchAll(NUMERIC)) {
    const [day, month, year] = m[1] ? [m[1], m[2], m[3]] : [m[4], m[5], m[6]];
    if (!valid(Number(day), Number(month), year, now)) return m[0];
  }
  return null;
}

function monthIndex(name: string): number {
  return MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;
}

/** A day-month is valid in the given year, or (no year) in the year it next occurs, so 29 Feb depends on leap years. */
function valid(day: number, month: number, yearText: string | undefined, now: Date): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const today = istParts(now);
  let year = yearText ? Number(yearText) : today.year;
  if (yearText && yearText.length === 2) year += 2000;
  if (!yearText && (month < today.month || (month === today.month && day < today.day))) year += 1;
  return day <= daysInMonth(year, month);
}
