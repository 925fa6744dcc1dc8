// "ek din baad kar do", "push it by two days", "a day later", "2 din pehle": whole days on from the item's own day.
export const DAYS_ON = new RegExp(
  String.raw`\b(?:by\s+)?(a|one|ek|1|two|do|2|three|teen|3)\s+(?:din|days?)\s+(baad|bad|later|aage|ahead|pehle|pahle|earlier|before)\b|` +
    String.raw`\b(?:postpone|push|delay|shift|move|prepone|advance)\w*\s+(?:(?:it|this|that|ise|isko)\s+)?` +
    String.raw`by\s+(a|one|1|two|2|three|3)\s+days?\b`,
  "i",
);
const DAY_COUNT: Record<string, number> = { a: 1, one: 1, ek: 1, two: 2, do: 2, three: 3, teen: 3 };

/** Signed minutes of a move by whole days said in the message ("ek din baad", "prepone by a day"), or null. */
export function daysOn(message: string): number | null {
  const m = DAYS_ON.exec(message);
  if (!m) return null;
  const word = (m[1] ?? m[3])!.toLowerCase();
  const days = DAY_COUNT[word] ?? Number(word);
  const earlier = /^(?:pehle|pahle|earlier|before)$/i.test(m[2] ?? "") || /\b(?:prepone|advance)/i.test(m[0]);
  return (earlier ? -days : days) * 24 * 60;
}
