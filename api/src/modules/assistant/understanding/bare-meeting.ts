import { asksForSomething, REMINDS } from "./focus-slots.ts";
import type { Reading } from "./read.ts";

// "Meeting with Kiran tomorrow at 10am", "Lunch with Anjali at 12:30 tomorrow": a meeting named with whom and when, and
// no verb. The model may take the noun for a reference to a meeting there is; with no word of changing one, it is new.
const BARE_MEETING = new RegExp(
  String.raw`^\s*(?:(?:a|an)\s+)?(?:(?:quick|short|brief)\s+)?(meeting|call|con\s*call|video\s+call|zoom\s+call|lunch|dinner|` +
    String.raw`breakfast|coffee|catch[\s-]?up|sync|1:1|meet)\s+with\s+`,
  "i",
);
const CHANGES = new RegExp(
  String.raw`\b(?:move|push|shift|prepone|postpone|reschedule|cancel|call\s+off|drop|rename|instead|change|make\s+(?:it|that)|` +
    String.raw`extend|shorten|add|remove|skip|same\s+time|earlier|later|kar\s+do|karo)\b`,
  "i",
);

// "Vendor meeting Wednesday 5 pm", "Kal 10 baje standup", "Board meeting on 3 Dec at 11am": once its time is taken out,
// the message is only the name of an event, a kind of meeting last, perhaps with whom.
const EVENT = new RegExp(
  String.raw`^(?:(?:a|an|the|my|our)\s+)?((?:[\p{L}\d&'.-]+\s+){0,4}?(?:meeting|call|con\s*call|review|sync|stand-?\s?up|demo|` +
    String.raw`lunch|dinner|breakfast|coffee|catch[\s-]?up|1:1|one[\s-]on[\s-]one|interview|presentation|pitch|huddle|session|` +
    String.raw`workshop|town\s?hall|offsite|visit))(?:\s+(?:with|se|ke\s+saath|ke\s+sath)\s+([\p{L} .'-]{1,40}))?$`,
  "iu",
);
const PERSON_FIRST = new RegExp(
  String.raw`^([\p{L} .'-]{1,40}?)\s+(?:se|ke\s+saath|ke\s+sath)\s+(meeting|call|con\s*call|video\s+call|lunch|dinner|breakfast|coffee|` +
    String.raw`catch[\s-]?up|sync|review|demo|1:1)$`,
  "iu",
);
// What is left around a time: "on", "at", "ko", punctuation.
const AROUND_TIME = /(?:^|\s)(?:on|at|for|ko|pe|par)(?=\s*$)|[,.!;:]/gi;

/**
 * A message the model could not place (a fragment, or a change of nothing named) that is an event and its time, with no
 * verb: the meeting to book. Undefined otherwise.
 */
export function asBareMeeting(reading: Reading): Reading | undefined {
  if (CHANGES.test(reading.message)) return undefined;
  return withPerson(reading) ?? eventAndTime(reading);
}

/**
 * The meeting to book in a message the model read as nothing Ria does, as a change of nothing named, or as a reminder
 * that says no word of reminding ("Kal 4 baje Priya se call", "Lunch with Rhea on Thursday"); undefined otherwise.
 */
export function bareMeetingIn(reading: Reading): Reading | undefined {
  const misread = ["fragment", "action.change", "out_of_scope"].includes(reading.intent);
  const unreminded = reading.intent === "reminder.create" && !REMINDS.test(reading.message);
  return misread || unreminded ? asBareMeeting(reading) : undefined;
}

/** "Vendor meeting Wednesday 5 pm": the words left when the time is taken out name an event. */
function eventAndTime(reading: Reading): Reading | undefined {
  const times = reading.slots.filter((slot) => slot.slot === "TIME" && slot.start !== undefined);
  if (!times.some((slot) => /\d|noon|baje/i.test(slot.text))) return undefined;
  let rest = reading.message;
  for (const slot of [...times].sort((a, b) => b.start! - a.start!)) rest = `${rest.slice(0, slot.start)} ${rest.slice(slot.end)}`;
  rest = rest.replace(AROUND_TIME, " ").replace(/\s+/g, " ").trim();
  if (asksForSomething(rest)) return undefined;
  // "Priya se call": in Hinglish the person comes first.
  const personFirst = PERSON_FIRST.exec(rest);
  const eventFirst = personFirst ? null : EVENT.exec(rest);
  const kind = personFirst?.[2] ?? eventFirst?.[1];
  const who = personFirst?.[1] ?? eventFirst?.[2];
  if (!kind) return undefined;
  const start = reading.message.indexOf(kind);
  const task = { slot: "TASK" as const, text: kind, ...(start >= 0 ? { start, end: start + kind.length } : {}) };
  const person = who ? [{ slot: "PERSON" as const, text: who.trim() }] : [];
  return { ...reading, intent: "meeting.create", slots: [task, ...times, ...person] };
}

/** "Meeting with Kiran tomorrow at 10am", however the model marked it. */
function withPerson(reading: Reading): Reading | undefined {
  const bare = BARE_MEETING.exec(reading.message);
  if (!bare) return undefined;
  const noun = { slot: "TASK" as const, text: bare[1]!, start: bare.index, end: bare.index + bare[0].trimEnd().length };
  const people = reading.slots.filter((slot) => slot.slot === "PERSON");
  // "[REF Meeting with Kiran]": the person is what the reference says after "with".
  const named = reading.slots
    .filter((slot) => slot.slot === "REF")
    .map((slot) => /\bwith\s+(.+)$/i.exec(slot.text)?.[1])
    .filter((name): name is string => !!name)
    .map((text) => ({ slot: "PERSON" as const, text }));
  const kept = reading.slots.filter((slot) => slot.slot !== "REF");
  return { ...reading, intent: "meeting.create", slots: [noun, ...kept, ...(people.length ? [] : named)] };
}
