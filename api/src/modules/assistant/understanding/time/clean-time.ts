import { translateHinglishTime } from "./hinglish-time.ts";
import { digitsFromWords } from "./numbers.ts";

// "at 4 no sorry 5", "at five no six pm", "kal nahi parso", "Friday, I mean Saturday", "six pm no make it six thirty": the word said last
// replaces the one before it.
const CORRECTION = new RegExp(
  String.raw`\b(?:no\s+(?:sorry|wait|actually)|actually|sorry|no\s+no|i\s+mean|nahi\s+nahi|nahi|matlab|` +
    String.raw`no(?=[\s,]+(?:make|change|\d|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b))\b` +
    String.raw`(?:[\s,.-]*(?:make\s+(?:it|that)|change\s+(?:it|that)\s+to)\b)?[\s,.-]*`,
  "i",
);
const FILLERS =
  /\b(?:uh+|um+|umm+|hmm+|like|so|basically|you\s+know|okay|ok|er+|ah+|maybe|around|about|approx(?:imately)?|roughly|sharp)\b/gi;
// Past-tense Hinglish verbs make "kal" yesterday; everything else Ria is asked about is ahead.
const PAST = /\b(?:tha|thi|hua|hui|hue|kiya|kiye|gaya|gayi|gaye|mila|mili|was|were|did|had)\b/i;

const CLOCK = /(?:\b(?:at|by)\s+)?\b\d{1,2}(?::\d{2})?(?:\s*(?:am|pm|baje))?(?![\s\S]*\b\d)/i;
const RANGE_SOURCE =
  String.raw`\d{1,2}(?::\d{2})?(?:\s*(?:am|pm))?\s*(?:to|-|–|till|until|and|se)\s*` + String.raw`\d{1,2}(?::\d{2})?(?:\s*(?:am|pm|baje))?`;
const RANGE = new RegExp(String.raw`(?:\b(?:from|between)\s+)?\b${RANGE_SOURCE}`, "i");
const RANGE_START = new RegExp(String.raw`^\s*(?:(?:from|between)\s+)?${RANGE_SOURCE}`, "i");
const DAY_WORD = String.raw`(?:today|tomorrow|tonight|kal|aaj|parso|mon|tue|wed|thu|fri|sat|sun)`;
// The last day word of a phrase (none of them follows it); a weekday's own forms only ("Sunil" is no Sunday).
const DAY_FORMS = String.raw`${DAY_WORD}(?:day|nesday|sday|rsday|urday|s|r|rs)?s?\b`;
const DAY = new RegExp(String.raw`\b(?:on\s+)?(?:${DAY_FORMS}|(?:this|next|coming)\s+\w+\b)(?![\s\S]*\b${DAY_FORMS})`, "i");

/**
 * The phrase with each self-correction applied: what is said after "no wait" replaces the same kind of thing said
 * before it ("at 9 tomorrow no wait 10" keeps tomorrow), or the last word when its kind is unclear.
 */
export function corrected(phrase: string): string {
  let text = phrase;
  for (let match = CORRECTION.exec(text); match; match = CORRECTION.exec(text)) {
    let after = text.slice(match.index + match[0].length);
    const before = text.slice(0, match.index).replace(/\s*,?\s*$/, "");
    const clockCorrected = /^\s*(?:at\s+)?\d/i.test(digitsFromWords(after)) && CLOCK.test(digitsFromWords(before));
    // "six pm no make it six thirty": the am or pm said with the first clock holds for the corrected one.
    const meridiem = clockCorrected ? /\d\s*(am|pm)\b/i.exec(digitsFromWords(before))?.[1] : undefined;
    if (meridiem) after = digitsFromWords(after).replace(/^(\s*(?:at\s+)?\d{1,2}(?::\d{2})?)(?!\s*(?:am|pm|:|\d))/i, `$1 ${meridiem}`);
    // "at three no sorry four": the model may leave the corrected number out; the "at" before the correction stays.
    const atLeft = /\b(?:at|by)\s*$/i.test(before) && /^\s*\d/.test(digitsFromWords(after));
    // "from two to four no wait three to five": a range corrected by a range replaces it whole.
    const rangeCorrected = RANGE_START.test(digitsFromWords(after)) && RANGE.test(digitsFromWords(before));
    const replaced = rangeCorrected
      ? digitsFromWords(before).replace(RANGE, " ")
      : atLeft
        ? before
        : clockCorrected
          ? digitsFromWords(before).replace(CLOCK, (clock) =>
              /^(?:at|by)\b/i.test(clock) && !/^\s*(?:at|by)\b/i.test(after) ? " at " : " ",
            )
          : DAY.test(after) && DAY.test(before)
            ? before.replace(DAY, " ")
            : before.replace(/(?:\b(?:at|on)\s+)?\S+$/i, "");
    text = `${replaced} ${after}`;
  }
  return text;
}

/** What was said after the last self-correction ("an hour long no wait ninety minutes" -> "ninety minutes"), or null. */
export function saidLast(text: string): string | null {
  const last = [...text.matchAll(new RegExp(CORRECTION.source, "gi"))].at(-1);
  return last ? text.slice(last.index + last[0].length) : null;
}

const CLOCK_SAID = /\b\d{1,2}(?::\d{2}|\s*(?:am|pm|baje|bje|o'?clock))\b|\b(?:at|ko|pe|par)\s+\d{1,2}\b/i;

/**
 * A time phrase made ready for the parsers: corrections resolved, fillers dropped, spoken numbers as digits,
 * Hinglish in English, and "kal"/"parso" read with the tense of the whole message.
 */
export function cleanTimePhrase(phrase: string, message: string): string {
  const past = PAST.test(message);
  // "lunch ko 2 baje": a clock said beside a meal is the time; the meal only names the thing.
  const meal = CLOCK_SAID.test(digitsFromWords(phrase)) ? [" ", " "] : ["at 2 pm", "at 1 pm"];
  const spaced = phrase
    .replace(/(\d)\s*:\s*(\d{2})\b/g, "$1:$2")
    .replace(/\b([ap])\s*\.\s*m\b\s*\.?/gi, "$1m")
    .replace(/\b(?:bajhe|bajey|bajay|baj|bje|bajke)\b/gi, "baje")
    // Said-out times of day, before spoken numbers turn "first" into "1st".
    .replace(/\b(?:after\s+lunch|post\s+lunch|lunch\s+ke\s+baad)\b/gi, meal[0]!)
    .replace(/\b(?:at\s+)?(?:lunch\s*time|lunch)\b/gi, meal[1]!)
    .replace(/\bfirst\s+thing(?:\s+in\s+the\s+morning)?\b/gi, "at 9 am")
    .replace(/\b(?:the\s+)?(?:month[\s-]end|end\s+of\s+(?:the\s+|this\s+)?month)\b/gi, "on the last day of this month")
    .replace(/\bmidnight\b/gi, "at 11:59 pm")
    // "move it to 5", "till 6": the new time.
    .replace(/^\s*(?:to|till|until)\s+(?=\d)/i, "at ");
  let text = digitsFromWords(corrected(spaced).replace(FILLERS, " "));
  text = text
    .replace(/\bparso(?:n)?\b/gi, past ? "day before yesterday" : "day after tomorrow")
    .replace(/\b(?:kal|kl|kaal)\b/gi, past ? "yesterday" : "tomorrow")
    .replace(/\baaj\b/gi, "today")
    .replace(/\b(?:abhi|now)\b/gi, " ");
  // A bare "11" (the model marked only the number) is a clock time.
  if (/^\s*\d{1,2}(?::\d{2})?\s*$/.test(text)) text = `at ${text.trim()}`;
  return translateHinglishTime(text)
    .replace(/^\s*(?:at|on|by|for|from|in)\s*$/i, "")
    .replace(/\s+/g, " ")
    .trim();
}
