import { IST_OFFSET_MINUTES, fromIst, istParts } from "../../../../rules/ist.rules.ts";
import { cleanTimePhrase } from "./clean-time.ts";
import { minutesOf } from "./duration.ts";
import { digitsFromWords } from "./numbers.ts";
import { riaChrono } from "./ria-chrono.ts";
import { prepareTimeText } from "./time-prep.ts";

const UNIT = String.raw`(?:hours?|hrs?|ghante?|ghanta|minutes?|mins?|minat)`;
const BEFORE = String.raw`(?:pehle|pahle|before|earlier|early|prior|in\s+advance|advance\s+(?:mein|me|main))\b`;
// "30 min pehle", "an hour before", "aadha ghanta pehle", "half an hour in advance": how long before the event.
const AMOUNT = String.raw`(?:(?:\d+(?:\.\d+)?|an?|one|ek|half|quarter|couple|of|aadh[ae]|adh[ae]|dedh|dhai|dhaai|sawa|paune)\s*){1,4}`;
const LEAD = new RegExp(String.raw`(?<![:\d])\b(${AMOUNT}${UNIT})\s+${BEFORE}`, "i");
// What is left of the lead in the marked time ("[TIME 12:30 ka] [DURATION 30] [TIME min pehle]").
const LEAD_IN_PHRASE = new RegExp(String.raw`(?:(?<![:\d])\b${AMOUNT})?(?:\b${UNIT}\s+)?${BEFORE}(?:\s+(?:my|the|of|ke))?`, "gi");
// Only a reminder is set ahead of the thing it is for; a meeting said "an hour before" is a different question.
const REMINDS = /\b(?:remind\w*|yaad|alert|notify|ping|alarm)\b/i;

// "the day before at 6 pm", "ek din pehle", "2 days before": a day before the event's day, said elsewhere in the message.
const DAYS_BEFORE =
  /\b(?:(?:the|a|one|ek|1)\s+|(\d)\s+)?(?:day|days|din)\s+(?:before|pehle|pahle|earlier|prior)\b(?!\s+yesterday)|\bprevious\s+day\b/i;

/** The day a text names ("flying on Thursday. Remind me …"), as chrono reads it. */
function eventDay(text: string, message: string, now: Date): Date | null {
  const results = riaChrono.parse(
    prepareTimeText(cleanTimePhrase(text, message || text), now).text,
    { instant: now, timezone: IST_OFFSET_MINUTES },
    {
      forwardDate: true,
    },
  );
  const day = results.find((r) => (["day", "weekday"] as const).some((c) => r.start.isCertain(c)));
  return day ? fromIst(day.start.get("year")!, day.start.get("month")!, day.start.get("day")!) : null;
}

/**
 * "Remind me the day before at 6 pm", "Saturday ko … ek din pehle": the days to take off, and the phrase without those
 * words, with the event's day when only the rest of the message says it; null when no days before are said.
 */
export function daysBefore(phrase: string, message: string, now: Date): { phrase: string; days: number } | null {
  const before = DAYS_BEFORE.exec(phrase);
  if (!before) return null;
  const without = phrase.replace(before[0], " ");
  if (eventDay(without, without, now)) return { phrase: without, days: Number(before[1] ?? 1) };
  const event = eventDay(message.includes(phrase) ? message.replace(phrase, " ") : message.replace(before[0], " "), "", now);
  if (!event) return null;
  const p = istParts(event);
  return { phrase: `on ${p.day}/${p.month}/${p.year} ${without}`, days: Number(before[1] ?? 1) };
}

/**
 * A reminder set a while before an event ("Thursday 12:30 ka appointment hai, 30 min pehle yaad dilana", "remind me
 * 15 minutes before my 3 pm"): the minutes to take off the event's time, and the time phrase without the lead.
 */
export function leadBefore(phrase: string, message: string): { minutes: number; phrase: string } | null {
  if (!REMINDS.test(message) || !new RegExp(BEFORE, "i").test(phrase)) return null;
  const lead = LEAD.exec(digitsFromWords(message));
  const minutes = lead ? minutesOf(lead[1]!) : null;
  if (!minutes || minutes >= 24 * 60) return null;
  return { minutes, phrase: phrase.replace(LEAD_IN_PHRASE, " ").replace(/\s+/g, " ").trim() };
}
