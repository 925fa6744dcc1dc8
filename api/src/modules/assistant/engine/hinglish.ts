import { pattern } from "./pattern.ts";

/** A rewrite rule: Hinglish words on the left, the English the rest of the engine reads on the right. */
type Rule = [RegExp, string | ((...groups: string[]) => string)];

const WEEKDAYS: Rule[] = [
  [/\b(somvar|somwar)\b/gi, "Monday"],
  [/\b(mangalvar|mangalwar)\b/gi, "Tuesday"],
  [/\b(budhvar|budhwar)\b/gi, "Wednesday"],
  [/\b(guruvar|guruwar|brihaspativar)\b/gi, "Thursday"],
  [/\b(shukravar|shukrawar)\b/gi, "Friday"],
  [/\b(shanivar|shaniwar)\b/gi, "Saturday"],
  [/\b(ravivar|raviwar|itvaar|itwar)\b/gi, "Sunday"],
  [/\b(agle|agla|agli)\s+(hafte|hafta)\b/gi, "next week"],
  [/\bis\s+(hafte|hafta)\b/gi, "this week"],
  [/\b(agle|agla|agli)\b/gi, "next"],
];

// Spans of time: "2 ghante mein" is in 2 hours; "45 minute ki (meeting)" is for 45 minutes.
const SPANS: Rule[] = [
  [/\b(?:ek|1)\s+ghante?\s+(?:mein|me|baad)\b/gi, "in 1 hour"],
  [/\b(\d+)\s+ghante?\s+(?:mein|me|baad)\b/gi, "in $1 hours"],
  [/\baadhe\s+ghante?\s+(?:mein|me|baad)\b/gi, "in 30 minutes"],
  [/\b(\d+)\s+(?:minute|minutes|min|mins)\s+(?:mein|me|baad)\b/gi, "in $1 minutes"],
  [/\bdedh\s+ghante?\s*(?:ki|ka|ke\s+liye)?\b/gi, "for 90 minutes"],
  [/\baadhe\s+ghante?\s*(?:ki|ka|ke\s+liye)?\b/gi, "for 30 minutes"],
  [/\b(?:ek|1)\s+ghante?\s+(?:ki|ka|ke\s+liye)\b/gi, "for 1 hour"],
  [/\b(\d+(?:\.\d+)?)\s+ghante?\s+(?:ki|ka|ke\s+liye)\b/gi, "for $1 hours"],
  [/\b(\d+)\s+(?:minute|minutes|min|mins)\s+(?:ki|ka|ke\s+liye)\b/gi, "for $1 minutes"],
];

// Parts of the day; the trailing "ko" ("shaam ko") only marks time.
const PERIODS: Rule[] = [
  [/\baaj\s+raat\b/gi, "tonight"],
  [/\b(subah|subha|suba|savere|sawere)(\s+ko)?\b/gi, "morning"],
  [/\b(dopahar|dopehar|dophar|dupahar)(\s+ko|\s+mein)?\b/gi, "afternoon"],
  [/\b(shaam|sham)(\s+ko)?\b/gi, "evening"],
  [/\braat(\s+ko)?\b/gi, "night"],
];

// "Monday ko", "kal ko": after a day word "ko" only marks time.
const DROP_KO: Rule = [
  pattern(
    [
      String.raw`\b(kal|aaj|parso|today|tomorrow|yesterday|tonight|morning|afternoon|evening|night|`,
      String.raw`monday|tuesday|wednesday|thursday|friday|saturday|sunday)\s+ko\b`,
    ],
    "gi",
  ),
  "$1",
];

/** Rewrites Hinglish weekday, part-of-day and span words into English; "kal", "parso" and "baje" are chrono parsers. */
export function translateHinglishTime(text: string): string {
  let out = text;
  for (const [pattern, replacement] of [...SPANS, ...PERIODS, ...WEEKDAYS, DROP_KO]) {
    out = typeof replacement === "string" ? out.replace(pattern, replacement) : out.replace(pattern, replacement);
  }
  return out.replace(/\s+/g, " ").trim();
}
