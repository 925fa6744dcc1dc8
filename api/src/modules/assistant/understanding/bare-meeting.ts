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

/** A change the model read into a bare "meeting with someone at a time", as the meeting to book; undefined otherwise. */
export function asBareMeeting(reading: Reading): Reading | undefined {
  const bare = BARE_MEETING.exec(reading.message);
  if (!bare || CHANGES.test(reading.message)) return undefined;
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
