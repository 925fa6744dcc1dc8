/** A rewrite: Hinglish (or loose English) on the left, the English chrono and Ria's parsers read on the right. */
type Rule = [RegExp, string];

const WEEKDAY_WORDS: Rule[] = [
  [/\b(?:somvar|somwar|somvaar|somwaar)\b/gi, "Monday"],
  [/\b(?:mangalvar|mangalwar|mangalvaar)\b/gi, "Tuesday"],
  [/\b(?:budhvar|budhwar|budhvaar|budhwaar)\b/gi, "Wednesday"],
  [/\b(?:guruvar|guruwar|guruvaar|brihaspativar|veervar)\b/gi, "Thursday"],
  [/\b(?:shukravar|shukrawar|shukravaar)\b/gi, "Friday"],
  [/\b(?:shanivar|shaniwar|shanivaar)\b/gi, "Saturday"],
  [/\b(?:ravivar|raviwar|ravivaar|itvaar|itwar|itwaar)\b/gi, "Sunday"],
];
const WEEKDAY = "(monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thurs|fri|sat|sun)";

const RULES: Rule[] = [
  ...WEEKDAY_WORDS,
  // "agle hafte Friday", "Friday agle hafte": that weekday in next week; "is Friday", "aane wale Friday": the coming one.
  [new RegExp(String.raw`\b(?:agle|agla|agli)\s+(?:hafte|hafta|week)\s+(?:ke\s+|ka\s+|ki\s+)?${WEEKDAY}`, "gi"), "next $1"],
  [new RegExp(String.raw`\b${WEEKDAY}\s+(?:ko\s+)?(?:agle|agla|agli)\s+(?:hafte|hafta|week)`, "gi"), "next $1"],
  [new RegExp(String.raw`\b(?:agle|agla|agli|next)\s+${WEEKDAY}`, "gi"), "next $1"],
  [new RegExp(String.raw`\b(?:is|iss|aane\s+wale|aane\s+wala|coming)\s+${WEEKDAY}`, "gi"), "this $1"],
  [/\b(?:agle|agla|agli)\s+(?:hafte|hafta)\b/gi, "next week"],
  [/\b(?:is|iss)\s+(?:hafte|hafta)\b/gi, "this week"],
  [/\b(?:is|iss|ye|yeh)\s+weekend\b/gi, "this weekend"],
  [/\b(?:poora|pura|poore|pure)\s+din\b|\b(?:whole|full|entire)\s+day\b|\ball\s+day\b/gi, ""],
  [/\b(?:agle|agla|agli)\s+(?:mahine|mahina)\b/gi, "next month"],
  [/\bmahine\s+ke\s+(?:end|aakhir|akhir)(?:\s+(?:mein|me|par))?\b/gi, "on the last day of this month"],
  [/\b(\d{1,2})\s*(?:st|nd|rd|th)?\s+(?:tarikh|tareekh|tareek|tarik|taarikh)\b/gi, "on the $1th"],
  // "28 ko 6 baje": a bare number with "ko" is the day of the month (a clock has "baje" or a part of the day before it).
  [
    /(?<![:./\d-]\s*)(?<!\b(?:subah|subha|shaam|sham|dopahar|raat|morning|evening|night|at|by)\s+)\b([1-9]|[12]\d|3[01])\s+ko\b/gi,
    "on the $1th",
  ],
  // Parts of the day; "aaj raat" is tonight.
  [/\baaj\s+raat\b/gi, "tonight"],
  [/\b(?:subah|subha|suba|savere|sawere|savera)\b/gi, "morning"],
  [/\b(?:dopahar|dopehar|dophar|dupahar|dopahr)\b/gi, "afternoon"],
  [/\b(?:shaam|sham|shyam)\b/gi, "evening"],
  [/\braat\b/gi, "night"],
  [/\blunch\s+(?:ke\s+baad|after)\b/gi, "after lunch"],
  // "dopahar 2 baje se shaam 4 baje ke beech", "12 baje se 3 pm tak", "11 am se 2 pm": a range of clock times, each said
  // with or without "baje" or am/pm; the part of the day said before the end is the start's too.
  [
    new RegExp(
      String.raw`\b(\d{1,2}(?::\d{2})?)(\s*[ap]\.?m\.?)?(?:\s+(?:baje|bje))?\s+se\s+(?:(?:morning|afternoon|evening|night)\s+)?` +
        String.raw`(\d{1,2}(?::\d{2})?)(\s*[ap]\.?m\.?)?(?:\s+(?:baje|bje))?` +
        String.raw`(?:\s+(?:tak|(?:ke\s+)?(?:beech|bich)(?:\s+(?:mein|me))?))?(?![\w:])`,
      "gi",
    ),
    "from $1$2 to $3$4",
  ],
  // "10 se 11:30 tak" is a range; with "baje" the clock parser reads it as written.
  [/\b(\d{1,2}(?::\d{2})?)\s+se\s+(\d{1,2}(?::\d{2})?)(?!\s*(?:baje|bje))(?:\s+tak)?\b/gi, "from $1 to $2"],
  // Spans of time: "2 ghante mein/baad" is in 2 hours.
  [/\b(\d+(?:\.\d+)?)\s+(?:ghante?|ghanta)\s+(?:mein|me|baad|bad)\b/gi, "in $1 hours"],
  [/\b(?:ek|1)\s+(?:ghante?|ghanta)\s+(?:mein|me|baad|bad)\b/gi, "in 1 hour"],
  [/\b(?:aadhe|aadha|adhe|adha)\s+(?:ghante?|ghanta)\s+(?:mein|me|baad|bad)\b/gi, "in 30 minutes"],
  [/\bdedh\s+(?:ghante?|ghanta)\s+(?:mein|me|baad|bad)\b/gi, "in 90 minutes"],
  [/\b(\d+)\s+(?:minute|minutes|min|mins|minat)\s+(?:mein|me|baad|bad)\b/gi, "in $1 minutes"],
  [/\b(\d+)\s+din\s+(?:mein|me|baad|bad)\b/gi, "in $1 days"],
  // Joining words that only mark a time: "Monday ko", "5 baje tak", "kal ke liye", "3 pm ka", "12 baje wali".
  [/\s+(?:ko|tak|ke\s+liye|ka|ki|ke|wala|wali|wale|par|pe)(?=\s|$)/gi, " "],
  [/\s+(?:se\s+pehle|se\s+pahle)\b/gi, " "],
];

/** Rewrites the Hinglish of a time phrase into English: weekdays, "agle hafte", parts of the day, spans, joining words. */
export function translateHinglishTime(text: string): string {
  let out = ` ${text} `;
  for (const [pattern, replacement] of RULES) out = out.replace(pattern, replacement);
  return out.replace(/\s+/g, " ").trim();
}
