// Words left behind when time phrases are cut out ("remind me on to renew"), and polite filler.
const LEADING =
  /^(?:(?:to|about|that|of|for|regarding|re|on|at|by|in|from|and|please|kindly|me|i need to|i have to|i must|i should|we need to|need to)\b[\s:,-]*)+/i;
const TRAILING = /(?:[\s,]+(?:on|at|by|for|from|in|to|and|before|after|until|till|please|pls|plz|thanks|thank you|ok|okay|today|the)\b)+$/i;

/** Removes dangling prepositions, filler and end punctuation from what is left of a request. */
export function tidyPhrase(text: string): string {
  let out = text.replace(/\s+/g, " ").trim();
  for (let i = 0; i < 3; i++) {
    out = out
      .replace(/^[\s"'“”‘’:,.;!?-]+|[\s"'“”‘’:,.;!?-]+$/g, "")
      .replace(LEADING, "")
      .replace(TRAILING, "")
      .replace(/\b(?:on|at|by)\s+(?=(?:to|about|for|that)\b)/gi, "")
      .trim();
  }
  return out;
}

/** Makes a clean, capitalised title from leftover words: "  to call Rahul  on" -> "Call Rahul". */
export function toTitle(text: string): string {
  return capitalise(tidyPhrase(text));
}

/** Upper-cases the first letter only, so names and acronyms keep the user's casing ("CFO", "iPhone" aside). */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
