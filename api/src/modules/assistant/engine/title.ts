import { turnPronouns } from "./phrasing.ts";
import { sentenceCase } from "./title-case.ts";
import { oneOf, pattern } from "./pattern.ts";

// Words left behind when time phrases are cut out ("remind me on to renew"), polite filler and urgency, which
// says how much the task matters, not what it is ("remind me asap to call the lawyer" is "Call the lawyer").
const URGENCY =
  String.raw`(?:(?:this\s+is|it\s+is|it'?s|its)\s+)?(?:very\s+|really\s+|super\s+)?` +
  String.raw`(?:urgent(?:ly)?|important|asap|high\s+priority|top\s+priority)`;
const LEADING = pattern(
  [
    "^(?:",
    oneOf([
      "to",
      "about",
      "that",
      "of",
      "for",
      "regarding",
      "re",
      "on",
      "at",
      "by",
      "in",
      "from",
      "and",
      "please",
      "kindly",
      "me",
      "i need to",
      "i have to",
      "i must",
      "i should",
      "we need to",
      "need to",
      "remember to",
      "don'?t forget to",
      URGENCY,
    ]),
    String.raw`\b[\s:,-]*)+`,
  ],
  "i",
);
const TRAILING = pattern(
  [
    String.raw`(?:[\s,;-]+`,
    oneOf([
      "on",
      "at",
      "by",
      "for",
      "from",
      "in",
      "to",
      "and",
      "before",
      "after",
      "until",
      "till",
      "please",
      "pls",
      "plz",
      "thanks",
      "thank you",
      "ok",
      "okay",
      "today",
      "the",
      URGENCY,
    ]),
    String.raw`\b)+$`,
  ],
  "i",
);

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
  return capitalise(sentenceCase(tidyPhrase(text)));
}

/** A title Ria says back to the user, so it speaks to them: "take my medicine" -> "Take your medicine". */
export function toSpokenTitle(text: string): string {
  return capitalise(turnPronouns(toTitle(text)));
}

/** Upper-cases the first letter only, so names and acronyms keep the user's casing ("CFO", "iPhone" aside). */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
