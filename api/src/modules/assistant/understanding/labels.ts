/**
 * What a message can ask for. The model is trained on exactly these names; `model/vocab.json` records the order
 * it was trained with, and the runtime reads that order from there.
 */
export const INTENTS = [
  "reminder.create",
  "meeting.create",
  "list.add",
  "list.show",
  "list.complete",
  "schedule.agenda",
  "schedule.next",
  "schedule.find",
  "schedule.free",
  "schedule.count",
  "action.change",
  "action.cancel",
  "action.skip",
  "draft.write",
  "content.ideas",
  "message.send",
  "chat.greet",
  "chat.thanks",
  "chat.bye",
  "chat.ack",
  "chat.how",
  "help",
  "health",
  "out_of_scope",
  "fragment",
] as const;

export type IntentName = (typeof INTENTS)[number];

/** The parts of a message the tagger marks (BIO over tokens). */
export const SLOTS = ["TIME", "RECUR", "DURATION", "SHIFT", "TASK", "ITEM", "LIST", "PERSON", "PLACE", "REF", "FORM", "TONE"] as const;

export type SlotName = (typeof SLOTS)[number];

/** The tag set: O, then B- and I- for every slot. */
export const TAGS = ["O", ...SLOTS.flatMap((slot) => [`B-${slot}`, `I-${slot}`])];

export const isIntent = (name: string): name is IntentName => (INTENTS as readonly string[]).includes(name);
export const isSlot = (name: string): name is SlotName => (SLOTS as readonly string[]).includes(name);
