import type { IntentName, SlotName } from "./labels.ts";
import type { Missing, Pending, Request } from "./request.ts";

/** A message as the model read it: the intent and the marked slots (text as written). */
export interface Reading {
  intent: IntentName;
  /** Offsets into `message` are kept when the slots came from it (not when an answer completed an earlier request). */
  slots: Array<{ slot: SlotName; text: string; start?: number; end?: number }>;
  message: string;
  /** People the message named in its context ("Rohan is in town. Book lunch with him"), for "him" and "her". */
  contextPeople?: string[];
  /** Email addresses the message gave (read as names by the model, kept here for invitations). */
  emails?: string[];
}

/** The text of every slot of a kind, joined ("[TIME kal] ... [TIME 11 baje]" is "kal 11 baje"), or undefined. */
export function slotText(reading: Reading, slot: SlotName): string | undefined {
  const parts = reading.slots.filter((s) => s.slot === slot).map((s) => s.text);
  return parts.length ? parts.join(" ") : undefined;
}

/** Every slot of a kind, each on its own ("[ITEM milk], [ITEM eggs]"). */
export function slotTexts(reading: Reading, slot: SlotName): string[] {
  return reading.slots.filter((s) => s.slot === slot).map((s) => s.text);
}

/** Ria's question, keeping what she has so the answer completes the request. */
export function ask(reading: Reading, missing: Missing, question: string, candidates?: string[]): Request {
  const pending: Pending = { intent: reading.intent, slots: reading.slots, message: reading.message, missing };
  if (candidates) pending.candidates = candidates;
  return { kind: "ask", question, pending };
}
