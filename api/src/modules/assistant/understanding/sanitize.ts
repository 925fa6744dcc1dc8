import { normalizeForModel } from "./normalize.ts";

/** Longest message the engine reads; longer pastes are documents, not requests. */
export const MAX_REQUEST_CHARS = 1000;

/** Why a message could not be read at all. */
export type InputProblem = "empty" | "too-long" | "junk" | "markup";

/** Either the cleaned text of a request or the reason it is unreadable. */
export type SanitizedInput = { ok: true; text: string } | { ok: false; problem: InputProblem };

const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B-\u200F\u2028\u2029\uFEFF]/g;

/** Cleans raw user text (any value, never throws) and refuses what is not a request. */
export function sanitizeInput(raw: unknown): SanitizedInput {
  if (typeof raw !== "string") return { ok: false, problem: "empty" };
  if (raw.length > MAX_REQUEST_CHARS) return { ok: false, problem: "too-long" };
  // Script or markup means a paste from a page or an injection attempt; acting on its words would be a guess.
  if (/<\s*\/?\s*(script|iframe|style|object|embed|svg|img)\b/i.test(raw) || /\bjavascript:/i.test(raw)) {
    return { ok: false, problem: "markup" };
  }
  const text = normalizeForModel(raw).replace(CONTROL, " ").replace(/\s+/g, " ").trim();
  if (text === "") return { ok: false, problem: "empty" };
  if (looksLikeJunk(text)) return { ok: false, problem: "junk" };
  return { ok: true, text };
}

/** True when too little of the text is Latin letters to be a sentence (binary, emoji walls, key mashing). */
function looksLikeJunk(text: string): boolean {
  const compact = text.replace(/\s/g, "");
  const latin = (compact.match(/[A-Za-z]/g) ?? []).length;
  if (latin === 0) return true;
  if (compact.includes("\uFFFD")) return true;
  if (latin / compact.length < 0.5) return true;
  // Key mashing: a long word with no vowels, e.g. "sdfghjklqwrtp".
  return /\b[b-df-hj-np-tv-z]{8,}\b/i.test(text) && text.split(" ").length <= 3;
}
