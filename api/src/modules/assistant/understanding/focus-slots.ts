import { isInstruction } from "./draft-instructions.ts";
import type { SlotValue } from "./model.ts";

// Where one clause of a message ends: a sentence, a dash, ", so", ", and", "so I": context comes first, the request last.
const BOUNDARY = new RegExp(
  [
    String.raw`[.!?;]+\s+|\s+[-–—:]+\s+`,
    String.raw`,\s*(?:so|and|but|toh|to|aur|isliye|kyunki|which\s+is\s+why)\s+`,
    String.raw`\s+so\s+(?=(?:i|pls|please|kindly|can|could|just)\b)`,
  ].join("|"),
  "gi",
);
const REMINDING = String.raw`remind\w*|reminder|yaad|alert|ping\s+me|nudge|alarm`;
/** Words of reminding: a reminder said so is one, whatever it is about. */
export const REMINDS = new RegExp(String.raw`\b(?:${REMINDING})\b`, "i");
// Words that ask Ria for something: the clause holding the last of them is the request.
const REQUEST = new RegExp(
  String.raw`\b(?:${[
    String.raw`${REMINDING}|book|schedule|set\s+up|fix|block|rakh\w*|laga\w*|add|daal\w*|put`,
    String.raw`note\s+down|cancel|move|push|prepone|postpone|shift|draft|write|likh\w*|send|bhej\w*|tell\s+me|what|when|kab|kitn\w*`,
    String.raw`how\s+many|am\s+i\s+free|free\s+hoon|show|dikha\w*|mark|tick|strike|skip|stop|band|hata\w*|kar\s+do|kardo|krdo|karo|instead`,
  ].join("|")})\b`,
  "gi",
);
// Kinds of slot that belong to the request; others (a draft's tone, a list's name) stay wherever they are said.
const FOCUSED = new Set(["TIME", "TASK", "PERSON", "LIST"]);

/** Whether a message has a word that asks Ria for something ("remind", "book", "kar do", "what"). */
export function asksForSomething(text: string): boolean {
  return text.search(REQUEST) >= 0;
}

/** Clause starts, in offsets. */
function clauseStarts(text: string): number[] {
  return [0, ...[...text.matchAll(BOUNDARY)].map((m) => m.index + m[0].length)];
}

/**
 * Keeps the slots of the clause that asks for something when the message also gives context ("The board pack slipped
 * again, so set a reminder for Thursday 9 am to chase Raghavan"): a time, task, person or list said in the context is
 * not the request's. Slots the request clause lacks are kept wherever they are. Returns the context's people too, for
 * "him" and "her" in the request.
 */
export function focusSlots(text: string, slots: SlotValue[]): { slots: SlotValue[]; contextPeople: string[] } {
  const starts = clauseStarts(text);
  if (starts.length < 2) return { slots, contextPeople: [] };
  const clauseOf = (offset: number) => starts.filter((start) => start <= offset).length - 1;
  // "Formal rakhna", "keep it short": how to write, never the request itself.
  const clauseText = (clause: number) => text.slice(starts[clause], starts[clause + 1] ?? text.length);
  const verbs = [...text.matchAll(REQUEST)].filter(
    (verb) => !isInstruction(clauseText(clauseOf(verb.index)).replace(/[\s,.;:!?–—-]+$/, "")),
  );
  if (verbs.length === 0) return { slots, contextPeople: [] };
  const request = clauseOf(verbs.at(-1)!.index);
  const inRequest = (slot: SlotValue) => clauseOf(slot.start) === request;
  const kept = slots.filter(
    (slot) => !FOCUSED.has(slot.slot) || inRequest(slot) || !slots.some((s) => s.slot === slot.slot && inRequest(s)),
  );
  const contextPeople = slots.filter((slot) => slot.slot === "PERSON" && !kept.includes(slot)).map((slot) => slot.text);
  return { slots: kept, contextPeople };
}
