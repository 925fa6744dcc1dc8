/**
 * How text is written before the model reads it, the same for training examples and live messages: "8 a.m." is
 * "8 am", "Dr. Rao" is "Dr Rao" (the full stop would split the name from its title), curly quotes are straight, "tmrw"
 * is "tomorrow", "w/" is "with", "&" is "and", "mtg" is "meeting" and "fri 11" is "Friday 11".
 * Each rewrite keeps to one word, so a labelled span stays a span.
 */
const WEEKDAYS: Record<string, string> = { mon: "Monday", tue: "Tuesday", wed: "Wednesday", thu: "Thursday", fri: "Friday" };

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
      // "coffee w Nikhil", "mtg w/ Kavya re hiring plan, fri 11"
      .replace(/(^|\s)w(?=\s+\p{Lu})/gu, "$1with")
      .replace(/\bmtg\b/gi, "meeting")
      // "Rajiv & Shalini": the model knows people joined by "and".
      .replace(/(?<=\s)&(?=\s)/g, "and")
      .replace(/\b(?:mon|tues?|wed|thu|thurs?|fri)\b(?=\s*(?:\d|at\b|[,.]|$))/gi, (day) => WEEKDAYS[day.slice(0, 3).toLowerCase()]!)
  );
}
