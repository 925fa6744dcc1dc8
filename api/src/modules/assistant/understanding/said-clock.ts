import { type Reading, slotText, slotTexts } from "./read.ts";
import { digitsFromWords } from "./time/numbers.ts";

// A clock written whole: "6:30 pm", "2 pm", "8:15", "3pm".
const WHOLE_CLOCK = /\b\d{1,2}(?::\d{2}(?:\s*[ap]m)?|\s*[ap]m)\b/gi;
// Words that ask for a change, so a clock in the message is where the thing goes.
const CHANGE_WORD = /\b(?:make|change|move|shift|push|pull|do\s+it|prepone|postpone|reschedule|kar\s+do|karo|rakh\s+do|rakho|instead)\b/i;
const squeezed = (text: string) => digitsFromWords(text).replace(/\s+/g, "").toLowerCase();

/**
 * The time a follow-up moves something to. The model sometimes cuts a clock across parts ("make [REF it 2] [TIME pm
 * same day]", "to [TIME 8:] [REF 15]") or marks none ("make it 3pm instead"): the one clock the message writes whole,
 * with the day words of the marked time. The marked time as it is when it holds that clock, or a reference does.
 */
export function timeSaid(reading: Reading): string | undefined {
  const time = slotText(reading, "TIME");
  const message = digitsFromWords(reading.message);
  const clocks = [...message.matchAll(WHOLE_CLOCK)].map((m) => m[0]);
  if (clocks.length !== 1 || !CHANGE_WORD.test(message)) return time;
  const clock = squeezed(clocks[0]!);
  if (time && squeezed(time).includes(clock)) return time;
  if (slotTexts(reading, "REF").some((ref) => squeezed(ref).includes(clock))) return time;
  const day = (time ?? "")
    .replace(/\d+|:|\b[ap]\.?m\b\.?|\b(?:at|to|by)\b/gi, " ")
    .replace(/\s+/g, " ")
    .trim();
  return `${day} at ${clocks[0]}`.trim();
}

/**
 * The reading without the pieces of a cut clock left in its references ("[REF it at 6] : [REF 30] pm" refers by "it"),
 * when the clock the change goes to was read from the message whole.
 */
export function withoutClockPieces(reading: Reading): Reading {
  if (timeSaid(reading) === slotText(reading, "TIME")) return reading;
  const slots = reading.slots.flatMap((s) => {
    if (s.slot !== "REF") return [s];
    const text = s.text.replace(/(?:\b(?:at|to)\s+)?\b\d{1,2}(?::\d{0,2})?(?!\s*[ap]m)(?:\s|$)/gi, " ").trim();
    return text ? [{ ...s, text }] : [];
  });
  return { ...reading, slots };
}
