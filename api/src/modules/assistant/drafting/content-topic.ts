import { oneOf, pattern } from "../understanding/pattern.ts";

const STOPWORDS = new Set("a an the and or our my your their his her its is are be how why what we us you me i them it to of".split(" "));
// Verbs that frame an announcement rather than name its subject: "announcing our Series B" is about "our Series B".
const FRAMING_VERBS = pattern(
  [
    "^",
    oneOf([
      "announcing",
      "announce",
      "celebrating",
      "celebrate",
      "sharing",
      "share",
      "introducing",
      "introduce",
      "launching",
      String.raw`(?:the\s+)?launch\s+of`,
      "about",
      "on",
      "regarding",
      "that",
    ]),
    String.raw`\s+`,
  ],
  "i",
);

/** The subject of a content request without framing verbs: "announcing our Series B" -> "our Series B". */
export function contentSubject(topic: string): string {
  return topic.replace(FRAMING_VERBS, "").trim() || topic.trim();
}

/** The subject without a leading possessive, for headings: "our Series B" -> "Series B". */
export function bareSubject(topic: string): string {
  return contentSubject(topic).replace(/^(?:our|my|the|a|an)\s+/i, "");
}

// Describing words that add nothing to a tag ("#NewLeavePolicy" is "#LeavePolicy"), and nouns that mean
// something only with another word: "#LeavePolicy" and "#SeriesB" are tags, "#Policy" and "#Series" reach nobody.
const FILLER = new Set(
  "new great big good latest recent upcoming first next last best very really all some more every this that these those".split(" "),
);
const GENERIC = new Set(
  (
    "series round update updates news plan policy team teams company business office quarter year years month week day " +
    "time thing things work way people everyone app product launch activity results"
  ).split(" "),
);
const JOINS = /\s+(?:in|at|for|of|with|on|and|to|from|across|about|by|into|over)\s+/i;

/**
 * Hashtags built from the topic's own whole words, at most three: each phrase in CamelCase (its last two meaningful
 * words), then its names and head noun: "our team's Diwali celebrations" -> #DiwaliCelebrations #Diwali #Celebrations.
 * Stopwords, possessives and filler never become tags, a generic noun never stands alone, and no word is cut.
 */
export function topicHashtags(topic: string): string[] {
  const phrases = bareSubject(topic)
    .replace(/['’]s\b/gi, "")
    .replace(/[^\p{L}\p{N}\s-]/gu, " ")
    .split(JOINS)
    .map((p) => p.split(/\s+/).filter((w) => w && isMeaningful(w)))
    .filter((words) => words.length > 0);
  const tags: string[] = [];
  for (const words of phrases) {
    const tail = words.slice(-2);
    if (tail.length === 2 || !GENERIC.has(tail[0]!.toLowerCase())) tags.push(pascal(tail));
    if (tail.length === 1) continue;
    for (const word of words) if (/^\p{Lu}/u.test(word) && word.length > 1 && !GENERIC.has(word.toLowerCase())) tags.push(pascal([word]));
    const head = words.at(-1)!;
    if (head.length >= 5 && !GENERIC.has(head.toLowerCase())) tags.push(pascal([head]));
  }
  return [...new Set(tags)].slice(0, 3).map((t) => `#${t}`);
}

/** A word worth a tag: not a stopword or weak word, and a real word (two letters or more, or a capital like the B of Series B). */
function isMeaningful(word: string): boolean {
  const lower = word.toLowerCase();
  if (STOPWORDS.has(lower) || FILLER.has(lower) || /^-|-$/.test(word)) return false;
  return word.length > 1 || /^[A-Z0-9]$/.test(word);
}

/** ["work-life", "balance"] -> "WorkLifeBalance"; acronyms keep their capitals ("CSR", "Q3"). */
function pascal(words: string[]): string {
  return words
    .flatMap((w) => w.split("-"))
    .map((w) => (/^[A-Z0-9]+$/.test(w) ? w : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()))
    .join("");
}

/** A small stable hash, so the same request always yields the same ideas in the same order. */
export function stableHash(text: string): number {
  let h = 2166136261;
  for (const ch of text.toLowerCase()) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}
