import { digitsFromWords } from "./numbers.ts";

/** Meetings last half an hour unless the request says otherwise; meals an hour. */
export const DEFAULT_MEETING_MINUTES = 30;
export const MEAL_MINUTES = 60;
/** The meals a meeting may be: "lunch with Anjali" is an hour long, and "the lunch" names it, not a time. */
export const MEAL = /\b(?:lunch|dinner|breakfast|brunch)\b/i;

const HOUR = String.raw`(?:hours?|hrs?|h|ghante?|ghanta)`;
const MINUTE = String.raw`(?:minutes?|mins?|m|minat)`;
// "1 hr 30": the minutes after hours may go without their unit.
const DAY = String.raw`(?:days?|din)`;
const WEEK = String.raw`(?:weeks?|hafte|hafta)`;
// A number and its unit: "45 min", "1.5hrs", "an hour"; a word number needs a space, so "am" is never "a m(inute)".
const NUM = String.raw`(\d+(?:\.\d+)?\s*|(?:an?|one|ek)\s+)`;
const HINDI_FRACTIONS: Record<string, number> = {
  dedh: 90,
  dhai: 150,
  dhaai: 150,
  sawa: 75,
  aadha: 30,
  aadhe: 30,
  adha: 30,
  adhe: 30,
  paune: 45,
};

const num = (word: string) => (/^(?:an?|one|ek)$/i.test(word.trim()) ? 1 : Number(word));

/** The minutes a length names ("45 minutes", "1.5 hours", "an hour and a half", "dedh ghanta", "1 hr 30"), or null. */
export function minutesOf(phrase: string): number | null {
  // "one full hour", "a whole 30 minutes": the emphasis says nothing about the length.
  const text = digitsFromWords(phrase.toLowerCase())
    .replace(/-/g, " ")
    .replace(/\b(?:full|whole|entire|complete|poora|pura|poore|pure)\s+/g, "");
  const forms: Array<[RegExp, (m: RegExpExecArray) => number]> = [
    [new RegExp(String.raw`\b${NUM}${HOUR}\s+and\s+(?:a\s+)?half\b`), (m) => num(m[1]!) * 60 + 30],
    [new RegExp(String.raw`\b${NUM}and\s+(?:a\s+)?half\s+${HOUR}\b`), (m) => num(m[1]!) * 60 + 30],
    [new RegExp(String.raw`\b${NUM}${HOUR}\s*(?:and\s+)?(\d+)\s*(?:${MINUTE})?\b`), (m) => num(m[1]!) * 60 + Number(m[2])],
    [new RegExp(String.raw`\b(dedh|dhai|dhaai|sawa|aadha|aadhe|adha|adhe|paune)\s+${HOUR}\b`), (m) => HINDI_FRACTIONS[m[1]!]!],
    [/\bhalf\s+(?:an?\s+)?hour\b|\bhalf\s+hr\b/, () => 30],
    [/\b(?:a\s+)?quarter\s+(?:of\s+)?(?:an?\s+)?hour\b/, () => 15],
    [/\b(?:a\s+)?couple\s+(?:of\s+)?hours\b/, () => 120],
    [new RegExp(String.raw`\b${NUM}${HOUR}\b`), (m) => num(m[1]!) * 60],
    [new RegExp(String.raw`\b${NUM}${MINUTE}\b`), (m) => num(m[1]!)],
    [new RegExp(String.raw`\b${NUM}${DAY}\b`), (m) => num(m[1]!) * 1440],
    [new RegExp(String.raw`\b${NUM}${WEEK}\b`), (m) => num(m[1]!) * 10080],
  ];
  for (const [pattern, toMinutes] of forms) {
    const m = pattern.exec(text);
    if (m) return Math.round(toMinutes(m));
  }
  return null;
}

/**
 * Minutes from now for a relative time ("in 2 hours", "an hour and a half from now", "after 20 min", and the
 * alarm form "for 2 hours" used alone); null for anything else, days included (the date parser reads those).
 */
export function relativeAmount(phrase: string): number | null {
  const text = phrase.trim().toLowerCase();
  const relative =
    /^(?:in|within|after)\s+(.+)$/.exec(text) ?? /^(.+?)\s+(?:from\s+now|later|baad|bad|mein|me)$/.exec(text) ?? /^for\s+(.+)$/.exec(text);
  if (!relative) return null;
  const minutes = minutesOf(relative[1]!);
  return minutes !== null && minutes > 0 && minutes < 1440 && !/\b(?:days?|weeks?|din)\b/.test(relative[1]!) ? minutes : null;
}

// Words that move something earlier; anything else ("push", "postpone", "later", "aage", "baad") moves it later.
const EARLIER =
  /\b(?:prepone|preponed|earlier|before|advance|bring\s+(?:it\s+)?forward|move\s+(?:it\s+)?up|pull\s+(?:it\s+)?in|pehle|pahle|jaldi)\b/i;

/** A relative move ("push it by an hour", "prepone by 30 min", "aadha ghanta pehle") as signed minutes, or null. */
export function shiftOf(phrase: string, message: string): number | null {
  const amount = phrase.replace(/\b(?:by|later|earlier|aage|peeche|pehle|baad)\b/gi, " ");
  // "by [one] day": the unit the model left out of the phrase is still in the message.
  const unitAfter = UNIT_NEXT.test(message.slice(message.indexOf(phrase) + phrase.length));
  const minutes = minutesOf(amount) ?? (unitAfter ? null : bareAmount(amount));
  if (minutes === null || minutes === 0) return null;
  return EARLIER.test(`${message} ${phrase}`) ? -minutes : minutes;
}

const UNIT_NEXT = /^\s*(?:days?|din|weeks?|hafte|hours?|hrs?|ghante?|minutes?|mins?)\b/i;

/** "push it back by 15": an amount without its unit is minutes from 5 up, hours below ("by 2"). */
function bareAmount(phrase: string): number | null {
  const bare = /^\s*(\d{1,3})\s*$/.exec(digitsFromWords(phrase));
  if (!bare) return null;
  const amount = Number(bare[1]);
  return amount >= 5 ? amount : amount * 60;
}
