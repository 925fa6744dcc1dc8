// Readings of follow-ups as the model gives them, for the follow-up reader's tests.
import type { Reading } from "./read.ts";
import { readFollowUp } from "./read-follow-up.ts";

// A frozen clock: Tuesday 24 November 2026, 10:00 IST.
export const NOW = new Date("2026-11-24T10:00:00+05:30");
const ist = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 16).replace("T", " ");

/** A reading with each marked part found in the message, as the model gives it. */
export function reading(intent: Reading["intent"], message: string, marked: Array<[Reading["slots"][number]["slot"], string]>): Reading {
  const slots = marked.map(([slot, text]) => {
    const start = message.indexOf(text);
    return { slot, text, start, end: start + text.length };
  });
  return { intent, slots, message };
}

/** The change a follow-up asks for, a new time written as IST wall clock. */
export const change = (message: string, marked: Array<[Reading["slots"][number]["slot"], string]>) => {
  const request = readFollowUp(reading("action.change", message, marked), NOW);
  if (request.kind !== "change") throw new Error(`not a change: ${request.kind}`);
  if (request.change.kind === "retime") return { ...request, change: { ...request.change, at: ist(request.change.at) } };
  return request;
};
