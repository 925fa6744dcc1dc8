import type { DraftPurpose } from "./draft-request.ts";

// Each purpose as a verb ("thanking them"), and before the piece as a noun or adjective ("a thank-you note").
const CUES: Array<[DraftPurpose, string]> = [
  ["thank", String.raw`thank(?:s|ing)?(?:[\s-]+you)?|appreciat(?:e|ing|ion)|gratitude`],
  ["congratulate", String.raw`congrat\w*`],
  ["invite", String.raw`invit(?:e|es|ing|ation)`],
  ["welcome", String.raw`welcom(?:e|ing)`],
  ["wish", String.raw`wish(?:es|ing)?|greetings?`],
  ["apologise", String.raw`apologi[sz](?:e|ing)|apology|apologies|sorry`],
  ["follow-up", String.raw`follow(?:ing)?[\s-]*up|checking\s+in`],
  ["request", String.raw`request(?:ing)?|ask(?:ing)?(?=\s+(?:\S+\s+){0,3}?for\b)|seeking`],
  ["remind", String.raw`remind(?:ing|er)?`],
  ["decline", String.raw`declin(?:e|ing)|turn(?:ing)?\s+down|reject(?:ing)?|saying\s+no\s+to`],
  ["farewell", String.raw`farewell|goodbye|send-?off`],
  ["announce", String.raw`announc(?:e|es|ing|ement)|introduc(?:e|ing)|unveil(?:ing)?|sharing\s+(?:the\s+)?news\s+(?:of|about|that)`],
];

/** A regex source matching any purpose cue: where a recipient phrase ends, what frames a piece. */
export const ANY_PURPOSE_CUE = CUES.map(([, cue]) => cue).join("|");

// Compiled once: a draft request is read on every chat message that asks for one.
const CUE_PATTERNS = CUES.map(
  ([purpose, cue]) => [purpose, new RegExp(String.raw`\b(?:${cue})\b`, "i"), new RegExp(String.raw`^(?:${cue})\b`, "i")] as const,
);

/** The first purpose cue in a text, with where it ends; `atStart` asks for one that opens the text. */
export function cueIn(text: string, atStart: boolean): [DraftPurpose, number] | undefined {
  let best: [DraftPurpose, number, number] | undefined;
  for (const [purpose, anywhere, opening] of CUE_PATTERNS) {
    const m = (atStart ? opening : anywhere).exec(text);
    if (m && (!best || m.index < best[2])) best = [purpose, m.index + m[0].length, m.index];
  }
  return best && [best[0], best[1]];
}
