import type { SlotName } from "../../src/modules/assistant/understanding/labels.ts";
import type { Example } from "../example.ts";

/** An example as a run of pieces: plain text, or the text of one slot. Editing pieces keeps the spans right. */
export interface Piece {
  text: string;
  slot?: SlotName;
}

/** Splits an example into pieces in text order. */
export function toPieces(example: Example): Piece[] {
  const pieces: Piece[] = [];
  let last = 0;
  for (const span of [...example.spans].sort((a, b) => a.start - b.start)) {
    if (span.start > last) pieces.push({ text: example.text.slice(last, span.start) });
    pieces.push({ text: example.text.slice(span.start, span.end), slot: span.slot });
    last = span.end;
  }
  if (last < example.text.length) pieces.push({ text: example.text.slice(last) });
  return pieces;
}

/** Joins pieces back into an example, dropping empty slots and collapsing the spaces edits leave. */
export function fromPieces(pieces: Piece[], base: Pick<Example, "intent" | "source">): Example {
  let text = "";
  const spans: Example["spans"] = [];
  for (const piece of pieces) {
    let part = piece.text.replace(/\s+/g, " ");
    if (/\s$/.test(text) || text === "") part = part.replace(/^\s+/, "");
    if (!part) continue;
    if (piece.slot) {
      const trimmed = part.trim();
      if (!trimmed) continue;
      if (text && !/\s$/.test(text) && /^\w/.test(trimmed) && /\w$/.test(text)) text += " ";
      spans.push({ slot: piece.slot, start: text.length, end: text.length + trimmed.length });
      text += trimmed;
      if (part.endsWith(" ")) text += " ";
    } else {
      if (text && /\w$/.test(text) && /^\w/.test(part)) text += " ";
      text += part;
    }
  }
  const trimmedStart = text.length - text.trimStart().length;
  return {
    ...base,
    text: text.trim(),
    spans: spans.map((s) => ({ ...s, start: s.start - trimmedStart, end: s.end - trimmedStart })),
  };
}
