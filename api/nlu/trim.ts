import type { Example } from "./example.ts";

// Words at the edge of a task or reference that only join it to the sentence: "to call Rahul", "gym jaane ke liye".
const LEADING = /^(?:(?:to|about|for|regarding|re|that|ki|ke)\s+)+/i;
const TRAILING = /(?:\s+(?:ke\s+liye|ke\s+baa?re\s+(?:me|mein|mai|mei)|ke|ki|ka|ko|se|ka\s+reminder))+$/i;

/**
 * Trims the joining words every source marks differently (Hinglish-TOP keeps "ke liye" inside a task, our phrasings
 * leave it out), so the tagger learns one convention.
 */
export function trimSpans(example: Example): Example {
  const spans = example.spans.flatMap((span) => {
    if (span.slot !== "TASK" && span.slot !== "REF" && span.slot !== "ITEM") return [span];
    const text = example.text.slice(span.start, span.end);
    const lead = text.length - text.replace(LEADING, "").length;
    const rest = text.slice(lead);
    const kept = rest.replace(TRAILING, "");
    if (!kept.trim()) return [span];
    return [{ ...span, start: span.start + lead, end: span.start + lead + kept.length }];
  });
  return { ...example, spans };
}
