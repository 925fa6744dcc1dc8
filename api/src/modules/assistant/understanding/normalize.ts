/**
 * How text is written before the model reads it, the same for training examples and live messages: "8 a.m." is
 * "8 am", "Dr. Rao" is "Dr Rao" (the full stop would split the name from its title), curly quotes are straight, "tmrw"
 * is "tomorrow" and "w/" is "with".
 * Each rewrite keeps to one word, so a labelled span stays a span.
 */
export function normalizeForModel(text: string): string {
  return (
    text
      .replace(/[\u2018\u2019]/g, "'")
      .replace(/[\u201C\u201D]/g, '"')
      .replace(/\b([ap])\s?\.\s?m\b\.?/gi, "$1m")
      .replace(/\b(Mr|Mrs|Ms|Dr|Prof|Sr|Jr|Smt|Shri)\./g, "$1")
      // Typed shorthand: "call w/ Rohan tmrw".
      .replace(/\b(?:tmrw|tmrow|tmr|tmw|2moro|2morrow|tomo|tommorow|tommorrow|tomorow)\b/gi, "tomorrow")
      .replace(/(^|\s)w\/(?=\s)/gi, "$1with")
  );
}
