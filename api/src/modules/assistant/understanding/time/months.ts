const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/** A month by its name or its usual short form, captured: "jan", "January", "sept". */
export const MONTH_WORD =
  String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|` +
  String.raw`sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b`;

// "Jul and Oct", "1 Oct", "15th March, June": months (with a day) and nothing else.
const DAY_OF = String.raw`(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?)?`;
const ONLY_MONTHS = new RegExp(String.raw`^${DAY_OF}${MONTH_WORD}(?:\s*(?:,|and|&|aur)\s*${DAY_OF}${MONTH_WORD})*$`, "i");

/** A month's number (1 to 12) from its name or short form, undefined for a word that is none. */
export function monthNumber(word: string): number | undefined {
  const index = MONTHS.indexOf(word.slice(0, 3).toLowerCase());
  return index >= 0 && new RegExp(String.raw`^${MONTH_WORD}`, "i").test(word) ? index + 1 : undefined;
}

/** The months a text names (1 to 12), each once, in the year's order. */
export function monthsNamed(text: string): number[] {
  const named = [...text.matchAll(new RegExp(String.raw`\b${MONTH_WORD}`, "gi"))].map((m) => monthNumber(m[1]!)!);
  return [...new Set(named)].sort((a, b) => a - b);
}

/** Whether a phrase is months and their days alone ("Jul and Oct", "1 Oct"): a time, never a name. */
export function namesOnlyMonths(phrase: string): boolean {
  return ONLY_MONTHS.test(phrase.trim());
}
