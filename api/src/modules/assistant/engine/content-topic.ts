const STOPWORDS = new Set("a an the and or our my your their its is are be how why what we us".split(" "));
// Verbs that frame an announcement rather than name its subject: "announcing our Series B" is about "our Series B".
const FRAMING_VERBS =
  /^(?:announcing|announce|celebrating|celebrate|sharing|share|introducing|introduce|launching|(?:the\s+)?launch\s+of|about|on|regarding|that)\s+/i;

/** The subject of a content request without framing verbs: "announcing our Series B" -> "our Series B". */
export function contentSubject(topic: string): string {
  return topic.replace(FRAMING_VERBS, "").trim() || topic.trim();
}

/** The subject without a leading possessive, for headings: "our Series B" -> "Series B". */
export function bareSubject(topic: string): string {
  return contentSubject(topic).replace(/^(?:our|my|the|a|an)\s+/i, "");
}

const GENERIC = new Set("series round update news plan policy team company business".split(" "));

/** Hashtags for a topic: one per phrase, plus the head noun ("sustainable leadership" -> #SustainableLeadership #Leadership). */
export function topicHashtags(topic: string): string[] {
  const phrases = bareSubject(topic)
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .split(/\s+(?:in|at|for|of|with|on|and|to|from|across)\s+/i)
    .map((p) => p.split(/\s+/).filter((w) => w && !STOPWORDS.has(w.toLowerCase())))
    .filter((words) => words.length > 0);
  const tags = phrases.map(pascal);
  const head = phrases.length === 1 && phrases[0]!.length > 1 ? phrases[0]!.at(-1)! : "";
  if (head.length >= 5 && !GENERIC.has(head.toLowerCase())) tags.push(pascal([head]));
  return [...new Set(tags)]
    .filter((t) => t.length > 1 && !GENERIC.has(t.toLowerCase()))
    .slice(0, 3)
    .map((t) => `#${t}`);
}

function pascal(words: string[]): string {
  return words.map((w) => (/^[A-Z0-9]+$/.test(w) ? w : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())).join("");
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
