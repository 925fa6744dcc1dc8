import { istParts } from "../../../../rules/ist.rules.ts";

// Days people name instead of a date, on the same date every year: [how they are said, day, month].
const FIXED: Array<[string, number, number]> = [
  [String.raw`christmas\s+eve`, 24, 12],
  [String.raw`(?:christmas|x-?mas)(?:\s+day)?`, 25, 12],
  [String.raw`new\s+year'?s?\s+eve`, 31, 12],
  [String.raw`new\s+year'?s?(?:\s+day)?`, 1, 1],
  [String.raw`republic\s+day`, 26, 1],
  [String.raw`valentine'?s?(?:\s+day)?`, 14, 2],
  [String.raw`women'?s?\s+day`, 8, 3],
  [String.raw`independence\s+day`, 15, 8],
  [String.raw`teachers'?\s+day`, 5, 9],
  [String.raw`gandhi\s+jayanti`, 2, 10],
  [String.raw`children'?s?\s+day`, 14, 11],
];
// Festivals that follow the Hindu calendar move every year: their dates (day, month) by year, as far as they are known.
const MOVABLE: Array<[string, Record<number, [number, number]>]> = [
  [String.raw`diwali|deepavali`, { 2026: [8, 11], 2027: [29, 10], 2028: [17, 10] }],
  [String.raw`holi`, { 2026: [4, 3], 2027: [22, 3], 2028: [11, 3] }],
];
const JOIN = String.raw`(?:\s+(?:wale|wala|wali|waale|ke|ka|ki))?(?:\s+(?:din|day))?(?:\s+(?:ko|pe|par))?`;

/** Every name a named day is said by, for spotting one next to a marked time ("Christmas wale din"). */
export const NAMED_DAY = String.raw`(?:${[...FIXED.map(([name]) => name), ...MOVABLE.map(([name]) => name)].join("|")})${JOIN}`;

/** The next date (today included) a named day falls on, written day-first for chrono; null if its date is not known. */
function nextDate(day: number, month: number, year: number, now: Date): string {
  const today = istParts(now);
  const passed = month < today.month || (month === today.month && day < today.day);
  return `on ${day}/${month}/${passed ? year + 1 : year}`;
}

/** "on Christmas", "Christmas wale din", "Diwali ke din", "New Year's Eve": the date each stands for, the next to come. */
export function namedDays(text: string, now: Date): string {
  const year = istParts(now).year;
  let out = text;
  for (const [name, day, month] of FIXED)
    out = out.replace(new RegExp(String.raw`\b(?:on\s+)?${name}${JOIN}\b`, "gi"), () => ` ${nextDate(day, month, year, now)} `);
  for (const [name, dates] of MOVABLE) {
    out = out.replace(new RegExp(String.raw`\b(?:on\s+)?(?:${name})${JOIN}\b`, "gi"), (said) => {
      const [day, month] = dates[year] ?? [0, 0];
      const thisYear = day ? nextDate(day, month, year, now) : "";
      if (thisYear.endsWith(String(year))) return ` ${thisYear} `;
      const next = dates[year + 1];
      return next ? ` on ${next[0]}/${next[1]}/${year + 1} ` : said;
    });
  }
  return out;
}
