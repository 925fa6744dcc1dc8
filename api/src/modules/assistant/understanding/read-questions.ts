import { formatIstDay, formatIstTime, istDayStart, istDaysBetween } from "../../../rules/ist.rules.ts";
import { type Reading, slotText } from "./read.ts";
import { readReference } from "./read-reference.ts";
import type { Request, Window } from "./request.ts";
import { WEEKDAY } from "./time/time-prep.ts";
import { type When, resolveWhen } from "./time/when.ts";

const PERIOD_HOURS = { morning: [9, 12], afternoon: [12, 17], evening: [17, 21], night: [21, 24] } as const;
const REMINDERS = /\b(?:reminders?|yaad|alarms?)\b/i;
const SAME_DAY = /^\s*(?:on\s+)?(?:that|the\s+same|same|us|usi|uss)\s+(?:day|din)\s*$/i;
const SAME_DAY_IN_MESSAGE = /\b(?:on\s+)?(?:that|the\s+same|same|us|usi|uss)\s+(?:day|din)\b/gi;
const MEETINGS = /\b(?:meetings?|calls?|appointments?|baithak|sessions?|interviews?)\b/i;

// "What time am I seeing Cyrus?", "Venugopal meeting is at what time?", "Nair ke saath call kitne baje hai?": asks the
// time of one meeting, found by whom it is with.
const ASKS_WHEN = /\b(?:what\s+time|kitne\s+baje|kab\s+(?:hai|h|he|thi|tha|rakh\w*|fix\w*)|when(?:'s|\s+(?:is|am|do|will|was))\b)/i;
const NAME =
  String.raw`(?!(?:The|My|Our|Team|Board|Next|This|That|Today|Tomorrow|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b)` +
  String.raw`(?:(?:Mr|Mrs|Ms|Dr)\.?\s+)?[A-Z][\p{L}'-]+(?:\s+[A-Z][\p{L}'-]+)?`;
const MEETING_WITH = new RegExp(
  String.raw`\b(?:seeing|meeting|meet|see|with|speaking\s+(?:to|with)|talking\s+to)\s+(${NAME})\b|` +
    // "Aditi ke saath Friday wali meeting", "Ritu ke saath lunch"
    String.raw`\b(${NAME})(?:'s)?\s+(?:(?:ke\s+saath|ji\s+ke\s+saath|wali|wala|ki|ka|ke|se|\p{L}+\s+wali)\s+)*` +
    String.raw`(?:meeting|call|appointment|catch-?up|baithak|lunch|dinner|breakfast|coffee|review|sync|demo)\b`,
  "u",
);
// What the model may make of such a question when it misses it: the next meeting, the day's agenda, nothing it handles.
const MISREAD_AS = new Set<Reading["intent"]>(["schedule.next", "schedule.agenda", "out_of_scope"]);

// "Show me next week's schedule", "Kindly share tomorrow's agenda", "what's on my calendar Friday": a day's or week's
// whole schedule, which the model may read as the next meeting, one to find, or free time.
const ASKS_AGENDA = new RegExp(
  String.raw`\b(?:show|share|send|give|tell|read\s+out|what'?s|what\s+is|dikha\w*|bata\w*)\b.*\b(?:schedule|agenda|calendar|` +
    String.raw`diary|line-?up|itinerary)\b|\b(?:schedule|agenda|calendar|diary|line-?up)\s+(?:for|of)\b|` +
    // "Anything on Saturday?", "is there anything planned for Friday?" (with a window, it asks whether that is free)
    String.raw`^\s*(?:is\s+there\s+|do\s+i\s+have\s+)?anything\s+(?:planned\s+)?(?:on|for)\s+\w+[\s?.!]*$|` +
    // "Saturday I have any meeting?", "Do I have anything later today?"
    String.raw`\b(?:do\s+i\s+have|i\s+have|is\s+there|are\s+there)\s+(?:any|anything)\b(?!.*\b(?:from|between|till|until)\b)`,
  "i",
);
// "How packed is Thursday?", "Friday kitna busy hai?", "kal ka kya scene hai": how full a day is, read from its agenda.
const HOW_FULL =
  /\bhow\s+(?:packed|busy|full|hectic|loaded|tight)\s+(?:is|am\s+i|does)\b|\bkitna\s+(?:busy|packed|full|bhara)\b|\bkya\s+scene\s+hai\b/i;
// "what's up next on my calendar" asks for one thing, "what's on my calendar next week" for a schedule.
const NOT_AGENDA =
  /\b(?:free|busy|available|khali|with)\b|\bnext\b(?!\s+(?:week|weekend|month|few|couple|\d|(?:mon|tues|wednes|thurs|fri|satur|sun)day))/i;
// "How packed is Thursday? Number of meetings?": a count asked outright stays a count.
const ASKS_COUNT = /\b(?:how\s+many|number\s+of|count|kitn[ie]\s+(?:meetings?|calls?))\b/i;
const MISREAD_AGENDA = new Set<Reading["intent"]>(["schedule.next", "schedule.find", "schedule.free", "out_of_scope"]);

/** What a question the model may misread asks: when one person's meeting is (a find), or a day's schedule (its agenda). */
export function questionAsked(reading: Reading): Reading | undefined {
  const counts = reading.intent === "schedule.count" && ASKS_COUNT.test(reading.message);
  if (HOW_FULL.test(reading.message) && !counts && !/^(?:reminder|meeting|list|draft|message)\./.test(reading.intent))
    return { ...reading, intent: "schedule.agenda" };
  const agenda = MISREAD_AGENDA.has(reading.intent) && ASKS_AGENDA.test(reading.message) && !NOT_AGENDA.test(reading.message);
  if (agenda && !reading.slots.some((slot) => slot.slot === "PERSON")) return { ...reading, intent: "schedule.agenda" };
  if (!MISREAD_AS.has(reading.intent) || !ASKS_WHEN.test(reading.message)) return undefined;
  const found = MEETING_WITH.exec(reading.message);
  const name = found?.[1] ?? found?.[2];
  if (!found || !name) return undefined;
  const start = found.index + found[0].indexOf(name);
  const slots = reading.slots.filter((slot) => slot.slot !== "PERSON");
  return { ...reading, intent: "schedule.find", slots: [...slots, { slot: "PERSON", text: name, start, end: start + name.length }] };
}

/** How an answer names a day: "today", "tomorrow", or "on Fri, 27 Nov". */
export function dayLabel(day: Date, now: Date): string {
  const days = istDaysBetween(now, day);
  if (days === 0) return "today";
  if (days === 1) return "tomorrow";
  if (days === -1) return "yesterday";
  return `on ${formatIstDay(day)}`;
}

const WEEKDAY_NAME = new RegExp(String.raw`\b${WEEKDAY}\b`, "i");

/** The days a question is about: the days named, a week or weekend, else today. */
export function dayWindow(when: When | undefined, now: Date): Window {
  // "kal aur parso", "Monday to Wednesday": named by their dates.
  // "Monday and Tuesday next week" too: days named in a week are those days.
  if (when?.days && (!/\b(?:week|weekend|hafte|hafta)\b/i.test(when.phrase) || WEEKDAY_NAME.test(when.phrase))) {
    const last = new Date(when.days.to.getTime() - 1);
    return { ...when.days, label: `between ${formatIstDay(when.days.from)} and ${formatIstDay(last)}` };
  }
  if (when?.days) {
    const label = /weekend/i.test(when.phrase)
      ? /next/i.test(when.phrase)
        ? "next weekend"
        : "this weekend"
      : /next/i.test(when.phrase)
        ? "next week"
        : "this week";
    return { ...when.days, label };
  }
  const day = when?.day ?? istDayStart(now);
  return { from: day, to: istDayStart(day, 1), label: dayLabel(day, now) };
}

/** The window of a free/busy question: a range, one hour from a clock time, a part of a day, or a working day. */
function freeWindow(when: When | undefined, now: Date): { window: Window; exact: boolean } {
  const base = dayWindow(when, now);
  if (when?.at && when.clock === "exact") {
    const to = when.end ?? new Date(when.at.getTime() + 60 * 60_000);
    const label = when.end
      ? `between ${formatIstTime(when.at)} and ${formatIstTime(to)} ${base.label}`
      : `at ${formatIstTime(when.at)} ${base.label}`;
    return { window: { from: when.at, to, label }, exact: true };
  }
  const [start, end] = when?.period ? PERIOD_HOURS[when.period] : [9, 18];
  const hour = (h: number) => new Date(base.from.getTime() + h * 3_600_000);
  if (when?.days) return { window: base, exact: false };
  const label = when?.period ? `${base.label} ${when.period === "night" ? "at night" : `in the ${when.period}`}` : base.label;
  return { window: { from: hour(start), to: hour(end), label }, exact: Boolean(when?.period) };
}

const DAY_WORDS =
  /\b(?:(?:this|next|coming)\s+(?:week|weekend)|today|tomorrow|tonight|aaj|kal|parso|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/i;

/** The day or week a message names in so many words ("tomorrow's", "next week's"), for a question the model left unmarked. */
function dayWords(message: string): string | undefined {
  return DAY_WORDS.exec(message)?.[0];
}

/** Questions about the executive's own schedule, answered later from stored data. */
export function readQuestion(reading: Reading, now: Date): Request {
  // "Show me next week's schedule": a day the model did not mark is still the message's.
  const marked = slotText(reading, "TIME") ?? (reading.intent === "schedule.agenda" ? dayWords(reading.message) : undefined);
  // "How packed is Friday? How many meetings that day?": the day said before, not today.
  const phrase = marked && SAME_DAY.test(marked) ? reading.message.replace(SAME_DAY_IN_MESSAGE, " ") : marked;
  const when = phrase ? resolveWhen(phrase, now, reading.message) : undefined;
  const what = REMINDERS.test(reading.message) ? "reminders" : MEETINGS.test(reading.message) ? "meetings" : "all";
  switch (reading.intent) {
    case "schedule.next":
      return { kind: "next", what: what === "meetings" ? "meetings" : "all" };
    case "schedule.free":
      return { kind: "free", ...freeWindow(when, now) };
    case "schedule.count":
      return { kind: "count", window: dayWindow(when, now), what: what === "all" ? "meetings" : what };
    case "schedule.find": {
      // "on which day and time?": words the model marked as a time that name no day look everywhere.
      const named = when && (when.day || when.days);
      return { kind: "find", reference: readReference(reading, now), ...(named ? { window: dayWindow(when, now) } : {}) };
    }
    default:
      return { kind: "agenda", window: dayWindow(when, now), what: what === "reminders" ? "reminders" : "all" };
  }
}
