/** A meeting length found in a request, and the request with that phrase removed (so it is not read as a time). */
export interface Duration {
  minutes: number;
  rest: string;
}

/** Meetings last half an hour unless the request says otherwise. */
export const DEFAULT_MEETING_MINUTES = 30;

const WORD_NUMBERS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, half: 0.5 };
const NUM = String.raw`(\d+(?:\.\d+)?|an?|one|two|three|four|five|six)`;
const HOURS = String.raw`(?:hours?|hrs?|h)`;
const MINS = String.raw`(?:minutes?|mins?|m)`;
// "for" or "block" marks a length; "in 2 hours" is a time and must not match.
const LEAD = String.raw`(?:\bfor\s+(?:about\s+|around\s+)?|\bblock\s+(?:out\s+)?)?(?<!\b(?:in|within|after|every)\s+)\b`;

const FORMS: Array<[RegExp, (m: RegExpExecArray) => number]> = [
  [new RegExp(String.raw`${LEAD}${NUM}\s+${HOURS}\s+and\s+a\s+half\b`, "i"), (m) => toNumber(m[1]!) * 60 + 30],
  [new RegExp(String.raw`${LEAD}${NUM}\s+and\s+a\s+half\s+${HOURS}\b`, "i"), (m) => toNumber(m[1]!) * 60 + 30],
  [new RegExp(String.raw`${LEAD}half\s+(?:an\s+)?hour\b`, "i"), () => 30],
  [new RegExp(String.raw`${LEAD}${NUM}\s*${HOURS}\s*(?:and\s+)?(\d+)\s*${MINS}\b`, "i"), (m) => toNumber(m[1]!) * 60 + Number(m[2])],
  [new RegExp(String.raw`${LEAD}${NUM}[\s-]*${HOURS}\b(?:\s+long)?`, "i"), (m) => toNumber(m[1]!) * 60],
  [new RegExp(String.raw`${LEAD}${NUM}[\s-]*${MINS}\b(?:\s+long)?`, "i"), (m) => toNumber(m[1]!)],
  // "a 45 minute meeting", "45-min call": the length describes the meeting itself.
  [
    new RegExp(String.raw`\b(\d+)[\s-]*(?:minutes?|mins?)(?=\s+(?:meeting|call|sync|catch-?up|slot|session|review|discussion))`, "i"),
    (m) => Number(m[1]),
  ],
  [
    new RegExp(
      String.raw`\b(\d+(?:\.\d+)?)[\s-]*(?:hours?|hrs?)(?=\s+(?:meeting|call|sync|catch-?up|slot|session|review|discussion))`,
      "i",
    ),
    (m) => Number(m[1]) * 60,
  ],
];

/** Finds a duration such as "for 45 minutes", "an hour and a half", "90 mins" or "1.5 hrs"; null when none is given. */
export function parseDuration(text: string): Duration | null {
  for (const [pattern, toMinutes] of FORMS) {
    const m = pattern.exec(text);
    if (!m) continue;
    const minutes = Math.round(toMinutes(m));
    if (minutes < 5 || minutes > 24 * 60) return null;
    return { minutes, rest: `${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}`.replace(/\s+/g, " ").trim() };
  }
  return null;
}

function toNumber(word: string): number {
  return WORD_NUMBERS[word.toLowerCase()] ?? Number(word);
}
