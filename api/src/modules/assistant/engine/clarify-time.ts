import { type Intent, clarify } from "./intent.ts";
import { formatIst, fromIst, istDaysBetween, istParts } from "../../../rules/ist.rules.ts";
import type { When } from "./parse-time.ts";
import { describeWhen } from "./phrasing.ts";
import { anyWord } from "./pattern.ts";

// Ria keeps one-off reminders and events only; a repeating request made once would be silently wrong.
const RECURRING = anyWord(
  [
    "every",
    "everyday",
    "daily",
    String.raw`(?:weekly|monthly)(?!\s+(?:review|sync|meeting|call|update|report|catch-?up))`,
    String.raw`each\s+(?:day|week|month|morning|evening)`,
    String.raw`har\s+(?:roz|din|hafte)`,
    "rozana",
    "roz",
  ],
  "i",
);
// "5 minutes before the meeting" is relative to an event Ria cannot see in the request.
const RELATIVE_TO_EVENT = /\b\d+\s*(?:minutes?|mins?|hours?|hrs?)\s+(?:before|after|prior\s+to|pehle|baad)\b/i;
const EITHER_TIME = /\b(\d{1,2}(?::\d{2})?\s*(?:am|pm)?)\s+or\s+(\d{1,2}(?::\d{2})?\s*(?:am|pm)?)(?=\W|$)/i;

/** Requests Ria cannot act on faithfully whatever the parsed time: repeats, times relative to an event, "5 or 6". */
export function clarifyRequestShape(text: string, when: When, now: Date): Intent | null {
  const either = EITHER_TIME.exec(text);
  if (either) return clarify("ambiguous", `Which time should I use: ${either[1]!.trim()} or ${either[2]!.trim()}?`);
  if (RELATIVE_TO_EVENT.test(text)) {
    return clarify("ambiguous", 'I can\'t see the time of that event from here. What exact time should I use, e.g. "today at 4:45 pm"?');
  }
  if (RECURRING.test(text)) {
    const first = when.at && !when.problem ? ` Should I set a one-time one ${describeWhen(when.at, now)} instead?` : "";
    return clarify("ambiguous", `I can only set one-time reminders and events for now.${first}`);
  }
  return null;
}

/** The question Ria asks when a time cannot be used as given, or null when it can. */
export function clarifyWhen(when: When, now: Date, action: string): Intent | null {
  if (when.problem === "impossible-date") {
    const what = /:|am|pm/i.test(when.phrase ?? "") ? "time" : "date";
    return clarify("impossible-date", `"${when.phrase}" isn't a real ${what}. Which ${what} did you mean ${action}?`);
  }
  if (when.problem === "past" && when.at) {
    if (istDaysBetween(when.at, now) > 1) return clarify("past", `${formatIst(when.at)} is in the past. Which date did you mean?`);
    const next = nextSameClock(when.at, now);
    return clarify(
      "past",
      `${capitalised(describeWhen(when.at, now))} has already passed. Shall I make it ${describeWhen(next, now)} instead?`,
    );
  }
  return null;
}

/** The next time the same IST clock time comes round after now: today if still ahead, else tomorrow. */
export function nextSameClock(at: Date, now: Date): Date {
  const clock = istParts(at);
  const today = istParts(now);
  const candidate = fromIst(today.year, today.month, today.day, clock.hour, clock.minute);
  return candidate > now ? candidate : fromIst(today.year, today.month, today.day + 1, clock.hour, clock.minute);
}

/** A short example time for missing-time questions, one that is sure to lie ahead. */
export function exampleTime(now: Date): string {
  return istParts(now).hour < 16 ? "today at 5 pm" : "tomorrow at 10 am";
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
