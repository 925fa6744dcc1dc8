/** A rewrite rule: Hinglish words on the left, the English the rest of the engine reads on the right. */
type Rule = [RegExp, string | ((...groups: string[]) => string)];

// Verbs in the past tense tell "kal" (yesterday/tomorrow) apart, unless the sentence is a request.
const PAST_MARKERS = /\b(tha|thi|hua|hui|hue|kiya|kiye|gaya|gayi|gaye|mila|mili)\b/i;
const REQUEST_MARKERS = /\b(yaad|remind|rakh|rakho|fix|schedule|book|set|add|daal)\b/i;

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

// Clock words: "saade 5" is 5:30, "sawa 5" 5:15, "paune 5" 4:45; "baje" means o'clock.
const CLOCK: Rule[] = [
  [/\bsaa?de\s+(\d{1,2})\b/gi, (_m, h) => `${h}:30`],
  [/\bsawa\s+(\d{1,2})\b/gi, (_m, h) => `${h}:15`],
  [/\bpaune\s+(\d{1,2})\b/gi, (_m, h) => `${(Number(h) + 11) % 12 || 12}:45`],
  [/\bdedh\s+(baje|bje)\b/gi, "1:30 $1"],
  [/\bdhai\s+(baje|bje)\b/gi, "2:30 $1"],
  [/\b(?:at\s+)?(\d{1,2}:\d{2})\s*(?:baje|bje)\b/gi, "at $1"],
  [/\b(?:at\s+)?(\d{1,2})\s*(?:baje|bje)\b/gi, "at $1 o'clock"],
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
  /\b(today|tomorrow|yesterday|tonight|morning|afternoon|evening|night|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\s+ko\b/gi,
  "$1",
];

/** Rewrites Hinglish date and time words into English ("kal shaam 6 baje" -> "tomorrow evening at 6 o'clock"). */
export function translateHinglishTime(text: string): string {
  // The rule: in a request (remind, schedule) "kal" is always tomorrow; only questions look back.
  const kal = PAST_MARKERS.test(text) && !REQUEST_MARKERS.test(text) ? "yesterday" : "tomorrow";
  const days: Rule[] = [
    [/\b(parso|parson)\b/gi, "day after tomorrow"],
    [/\bkal\b/gi, kal],
    [/\baaj\b/gi, "today"],
  ];
  let out = text;
  for (const [pattern, replacement] of [...CLOCK, ...SPANS, ...PERIODS, ...days, ...WEEKDAYS, DROP_KO]) {
    out = typeof replacement === "string" ? out.replace(pattern, replacement) : out.replace(pattern, replacement);
  }
  return out.replace(/\s+/g, " ").trim();
}
