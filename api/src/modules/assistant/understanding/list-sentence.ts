// The usual shapes of a message that adds to a list, read from its words: where the model's marks cut a list's name
// ("books to read") or its items ("name badges") short, the sentence still says both.

/** Items and the list they go to, as written; `list` is the name said, or undefined when none is. */
export interface ListSentence {
  items: string[];
  list?: string;
}

const POLITE = String.raw`(?:(?:please|pls|kindly|can\s+you|could\s+you|ria)[\s,]+)*`;
const ADD = String.raw`(?:add|put|include|(?:note|jot|write)(?:\s+(?:these|this|them|it))?\s+down)`;
const FOLLOWING = /^(?:the\s+following|these|following|this|them)$/i;
// "… to the offsite list: projector, name badges": the list first, its items after a colon.
const LIST_THEN_ITEMS = new RegExp(
  String.raw`^${POLITE}${ADD}\s+(?:the\s+following\s+|these\s+|following\s+)?(?:to|in|into|on|for)\s+(?:my|the|our)?\s*` +
    String.raw`([\p{L}\d' -]{1,40}?)\s+list\s*[:–—-]\s*(.+)$`,
  "iu",
);
// "Add X and Y to books to read", "Put X in my tasks, it is urgent".
const ITEMS_THEN_LIST = new RegExp(String.raw`^${POLITE}${ADD}\s+(.+)$`, "iu");
// The list's name ends at "list", a comma or a dash: "the packing list for Singapore", "my reading list - Nandan said".
const TO_LIST = /\s+(?:to|in|into|on|onto)\s+((?:my|the|our)\s+)?([\p{L}\d' -]{1,40}?)(?:\s+list\b.*|\s*[,(].*|\s+[-–—]\s.*)?$/iu;
// "books to read mein 'Atomic Habits' daal do", "Sir ne bola unki reading list mein …": the words before "list" or "mein"
// back to one that joins them to the rest ("unki", "ke liye").
const HINGLISH = new RegExp(
  String.raw`^(?:.*\b(?:ki|ke|ka|liye|unki|unka|meri|mera|apni|hamari|ne\s+bola|bola|said|please|pls|kindly)\s+)?` +
    String.raw`(?!list\b)([\p{L}\d' -]{1,40}?)(?:\s+(?:wali|waali|wala|waala|naam\s+(?:ki|ka|wali)))?(?:\s+list)?` +
    String.raw`\s+(?:mein|me|main|mai)\s+(.+?)\s+` +
    String.raw`(?:daal|dal|add|likh|jod|rakh)\w*(?:\s+(?:do|dena|de|karo|kar\s+do|kardo|na|please|pls))*$`,
  "iu",
);
// "Ek nayi list banao 'Goa trip' aur usme flight tickets aur hotel booking daalo".
const NEW_LIST = new RegExp(
  String.raw`\blist\s+(?:banao|bana\s+do|banado|create\s+karo|called|named)\s+['"‘“]?([\p{L}\d' -]{1,40}?)['"’”]?\s+` +
    String.raw`(?:aur|and)\s+(?:usme|usmein|usmai|isme|ismein|in\s+it|add)\s+(.+?)\s+` +
    String.raw`(?:daal|dal|add|likh|jod|rakh)\w*(?:\s+(?:do|dena|de|karo))*$`,
  "iu",
);
const WORDS = /^[\p{L}\d' -]+$/u;
// "to my travel list no wait to the packing list": a correction the model's marks read better.
const CORRECTION = /\b(?:no\s+wait|i\s+mean|sorry|nahi\s+nahi|actually)\b/i;

/** The items of a phrase: its quoted parts when it has any, else its parts between commas, "and", "aur" and "&". */
export function splitItems(phrase: string): string[] {
  const quoted = [...phrase.matchAll(/['"‘“]([^'"’”]{1,120})['"’”]/g)].map((q) => q[1]!.trim());
  if (quoted.length) return quoted;
  return phrase
    .split(/\s*(?:,|;|&|\band\b|\baur\b|\bplus\b)\s*/i)
    .map((item) => item.trim())
    .filter(Boolean);
}

/** The list and items of an add-to-list message of a usual shape, or null. */
export function listSentence(message: string): ListSentence | null {
  const text = message.trim().replace(/[\s.!]+$/, "");
  if (CORRECTION.test(text)) return null;
  const shaped = LIST_THEN_ITEMS.exec(text) ?? NEW_LIST.exec(text);
  if (shaped) return { list: shaped[1]!.trim(), items: splitItems(shaped[2]!) };
  const hinglish = HINGLISH.exec(text);
  if (hinglish && !FOLLOWING.test(hinglish[2]!)) return { list: hinglish[1]!.trim(), items: splitItems(hinglish[2]!) };
  const rest = ITEMS_THEN_LIST.exec(text)?.[1];
  return rest ? itemsThenList(rest) : null;
}

/**
 * "follow up with legal on the NDA on my to-do list": of the places the items could end (never inside quotes), the
 * last before "my", "the" or "our" wins, else the first ("the new Harari book to books to read").
 */
function itemsThenList(rest: string): ListSentence | null {
  const quotes = [...rest.matchAll(/['"‘“][^'"’”]*['"’”]/g)].map((q) => [q.index, q.index + q[0].length] as const);
  const splits = [...rest.matchAll(/\s+(?:to|in|into|on|onto)\s+/gi)]
    .filter((m) => !quotes.some(([from, to]) => m.index > from && m.index < to))
    .map((m) => ({ items: rest.slice(0, m.index), tail: TO_LIST.exec(rest.slice(m.index)) }))
    .filter((s) => s.tail && s.items.trim() && WORDS.test(s.tail[2]!));
  const chosen = splits.findLast((s) => s.tail![1]) ?? splits[0];
  if (!chosen || FOLLOWING.test(chosen.items.trim())) return null;
  return { list: chosen.tail![2]!.trim(), items: splitItems(chosen.items) };
}
