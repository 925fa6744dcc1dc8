// The usual shapes of a message that adds to a list, read from its words: where the model's marks cut a list's name
// ("books to read") or its items ("name badges") short, the sentence still says both.

/** Items and the list they go to, as written; `list` is the name said, or undefined when none is. */
export interface ListSentence {
  items: string[];
  list?: string;
}

// "to do list add …" (dictated): "to" there begins the list's name.
const TO = String.raw`to(?!\s+do\b)`;
const POLITE = String.raw`(?:(?:please|pls|plz|kindly|can\s+you|could\s+you|ria|also|and)[\s,]+)*`;
const ADD = String.raw`(?:add|put|include|(?:note|jot|write)(?:\s+(?:these|this|them|it))?\s+down|note(?=\s+(?:in|on|to|into)\s))`;
const ADD_ANYWHERE = new RegExp(String.raw`\b${ADD}\b`, "gi");
// Words that stand for items said elsewhere: "the following", "below items", "one more", "these".
const PLACEHOLDER =
  String.raw`(?:the\s+)?(?:following|below|these|this|them|both|one\s+more|another(?:\s+one)?|(?:a\s+few|some)\s+more|` +
  String.raw`(?:two|three|four|five|a\s+couple\s+of|a\s+few|few)(?=\s+(?:things|items))|` +
  String.raw`(?:one|an?|1|single)(?=\s+(?:item|thing|task|point)\b))` +
  String.raw`(?:\s+(?:items?|things?|points?))?(?:\s+below)?`;
const FILLER = String.raw`(?:basically|just|quickly|also|quick)`;
// The task list's own names: "to-do", "todos", "tasks".
const TASK_LIST_WORD = String.raw`(?:to-?\s?dos?|todos?|tasks?)`;
// "Add a task to follow up with HDFC", "Add one task also — revert to Mr Iyer": one item for the task list.
const A_TASK = new RegExp(
  String.raw`^${POLITE}${ADD}\s+(?:a|one|another|1)\s+(?:task|to-?do|item)(?:\s+also)?` +
    String.raw`(?:\s*[:–—-]\s*|\s+(?:to|for)\s+(?!(?:my|the|our)\b))(.+)$`,
  "iu",
);
// "add to tasks send the term sheet to Vikram" (dictated, nothing between): the task list, then the item.
const TASKS_THEN_ITEM = new RegExp(
  String.raw`^${POLITE}${ADD}\s+(?:to|in|into|on)\s+(?:my\s+|the\s+)?${TASK_LIST_WORD}(?:\s+list)?\s+` +
    String.raw`(?![-–—:>]|(?:list|for|before|please|pls|also|too)\b)(.+)$`,
  "iu",
);
const FOLLOWING = new RegExp(String.raw`^${PLACEHOLDER}$`, "i");
// "… to the offsite list: projector, name badges", "Add to my tasks - X": the list first, its items after a colon or dash.
const LIST_THEN_ITEMS = new RegExp(
  String.raw`^${POLITE}${ADD}\s+(?:${FILLER}\s+)?(?:${PLACEHOLDER}\s+)?(?:to|in|into|on|for)\s+(?:my|the|our)?\s*` +
    String.raw`([\p{L}\d' -]{1,40}?)(?:\s+list\s*[:–—-]|\s*:|\s+[-–—])\s*(.+)$`,
  "iu",
);
// "For packing list kindly add: charger, passport", "Books to read - add The Psychology of Money": the list said first.
const LIST_FIRST = new RegExp(
  String.raw`^(?:(?:for|in|${TO}|on)\s+)?(?:(?:my|the|our)\s+)?([\p{L}\d' -]{1,40}?)(?:\s+list\s*[,:–—-]?\s*|\s*[,:–—-]\s*)` +
    String.raw`${POLITE}${ADD}(?:\s+(?:karo|kar\s+do|kardo|do))?\s*[:–—-]?\s+(.+)$`,
  "iu",
);
// "Diwali gifts list: dry fruit boxes, silver coins", "Packing for Davos list — thermals, gloves": a list and its items.
const LIST_COLON = new RegExp(
  String.raw`^(?:(?:for|in|${TO}|on)\s+)?(?:(?:my|the|our)\s+)?` +
    String.raw`(?![\p{L}\d' -]*\b(?:in|into|on|to)\s+(?:my|the|our)\b)([\p{L}\d' -]{1,40}?)\s+list\s*(?:[:–—-]|->)\s*(.+)$`,
  "iu",
);
// "My to-do: approve the budget, reply to Nasscom", "Tasks -> X": one's own list, or the task list, as a heading.
const OWN_LIST_COLON = new RegExp(String.raw`^(?:(?:my|our)\s+([\p{L}\d' -]{1,40}?)|(${TASK_LIST_WORD}))\s*(?::|->)\s*(.+)$`, "iu");
// "add two things to my gifts list a watch for papa and a saree for mummy": items said to come, after the list.
const COUNTED_THEN_LIST = new RegExp(
  String.raw`^${POLITE}${ADD}\s+${PLACEHOLDER}\s+(?:to|in|into|on)\s+(?:my|the|our)?\s*([\p{L}\d' -]{1,40}?)\s+list\s*[:–—-]?\s+(.+)$`,
  "iu",
);
// "Put following in my tasks: 1. Call CA 2. Renew insurance", "Packing list: - passport - charger" (lines arrive joined):
// the head says where, the numbered or bulleted parts what.
const HEAD_THEN_MARKED = /^([^:]+?)\s*:\s*((?:[-*•]|\d+[.)])\s.+)$/su;
const MARKER = /(?:^|\s)(?:[-*•]|\d+[.)])\s+/u;
const HEAD = new RegExp(
  String.raw`^${POLITE}${ADD}\s+(?:${PLACEHOLDER}\s+)?(?:to|in|into|on|for)\s+(?:my|the|our)?\s*([\p{L}\d' -]{1,40}?)(?:\s+list)?$|` +
    String.raw`^(?:(?:for|in|${TO}|on)\s+)?(?:(?:my|the|our)\s+)?([\p{L}\d' -]{1,40}?)\s+list$|` +
    // "To-do mein add karo: 1) … 2) …"
    String.raw`^([\p{L}\d' -]{1,40}?)(?:\s+list)?\s+(?:mein|me|main)\s+` +
    String.raw`(?:add|daal|dal|likh|jod)\w*(?:\s+(?:karo|kar\s+do|kardo|do|dena|lo))*$`,
  "iu",
);
// "Add X and Y to books to read", "Put X in my tasks, it is urgent".
const ITEMS_THEN_LIST = new RegExp(String.raw`^${POLITE}${ADD}\s+(.+)$`, "iu");
// The list's name ends at "list", a comma or a dash: "the packing list for Singapore", "my reading list - Nandan said".
// "to tasks before I forget": a clause after the name is no part of it.
const AFTER_THE_NAME = String.raw`(?:before|so|as|because|since|please|pls|asap|urgently|for\s+now|thx|thanks|thank\s+you|ty)`;
const TO_LIST = new RegExp(
  String.raw`\s+(?:to|in|into|on|onto)\s+((?:my|the|our)\s+)?([\p{L}\d' -]{1,40}?)` +
    String.raw`(?:(\s+list\b)(.*)|\s*([,(].*)|\s+[-–—]\s.*|\s+${AFTER_THE_NAME}\b.*)?$`,
  "iu",
);
// "…to my to-do list, and also update the address": more items after the list.
const ALSO_AFTER = /^[\s,]*(?:and\s+)?also\s+(.+)$/i;
const TASK_WORDS = new RegExp(String.raw`^${TASK_LIST_WORD}$`, "i");
// "books to read mein 'Atomic Habits' daal do", "Sir ne bola unki reading list mein …": the words before "list" or "mein"
// back to one that joins them to the rest ("unki", "ke liye").
const HINGLISH = new RegExp(
  String.raw`^(?:.*\b(?:ki|ke|ka|liye|unki|unka|meri|mera|apni|hamari|ne\s+bola|bola|said|please|pls|kindly|bas|zara|jara)\s+)?` +
    String.raw`(?!list\b)([\p{L}\d' -]{1,40}?)(?:\s+(?:wali|waali|wala|waala|naam\s+(?:ki|ka|wali)))?(?:\s+list)?` +
    String.raw`\s+(?:mein|me|main|mai)\s+(.+?)\s+` +
    String.raw`(?:daal|dal|add|likh|jod|rakh)\w*` +
    String.raw`(?:\s+(?:do|dena|de|lo|lena|lijiye|dijiye|karo|kar\s+do|kardo|karna|karni|na|please|pls|bhai|yaar|ji))*$`,
  "iu",
);
// "Ek nayi list banao 'Goa trip' aur usme flight tickets aur hotel booking daalo".
const NEW_LIST = new RegExp(
  String.raw`\blist\s+(?:banao|bana\s+do|banado|create\s+karo|called|named)\s+['"‘“]?([\p{L}\d' -]{1,40}?)['"’”]?\s+` +
    String.raw`(?:aur|and)\s+(?:usme|usmein|usmai|isme|ismein|in\s+it|add)\s+(.+?)\s+` +
    String.raw`(?:daal|dal|add|likh|jod|rakh)\w*(?:\s+(?:do|dena|de|karo))*$`,
  "iu",
);
// "Groceries: atta, toor dal, ghee", "Movies to watch: Oppenheimer, Dune", "Gift ideas for Anjali: a scarf, a Kindle":
// a heading that names a list (a plural, "things to buy", "… ideas"), then its items.
const HEADING = /^([\p{L}' -]{2,40}?)\s*(?::|->)\s*([^?]+)$/u;
const NAMES_A_LIST = new RegExp(
  String.raw`(?:[^'s]s|\bideas?|\bstuff|\bshopping|\bpacking|\bwishlist|\bchecklist|\bgrocery)$|` +
    String.raw`\bto\s+(?:buy|watch|read|get|pack|try|visit|order|carry)\b|^(?:my\s+)?${TASK_LIST_WORD}$`,
  "iu",
);
// Headings that say what a message is about, not a list: "Reminders: …", "Tomorrow's meetings: …", "Done: …".
const NOT_A_LIST = new RegExp(
  String.raw`\b(?:reminders?|meetings?|calls?|notes?|fyi|updates?|agenda|subject|questions?|replies|drafts?|e-?mails?|messages?|` +
    String.raw`posts?|captions?|news|status|plans?|points?|minutes|done|completed|finished|today|tomorrow|tonight|` +
    String.raw`(?:mon|tues|wednes|thurs|fri|satur|sun)day'?s?)$|\b(?:today|tomorrow|tonight)'?s?\b`,
  "iu",
);
const ASKS = /^(?:please|pls|plz|kindly|can|could|remind|schedule|book|set|send|draft|write|cancel|move|call|email|add)\b/i;
const WORDS = /^[\p{L}\d' -]+$/u;
const IT = /^(?:it|this|that)$/i;
const LEAD_IN = /^(?:(?:i\s+)?(?:need|have|want)\s+to\s+|(?:please\s+)?(?:remember|don'?t\s+forget)\s+to\s+)+/i;
// "to my travel list no wait to the packing list": a correction the model's marks read better.
const CORRECTION = /\b(?:no\s+wait|i\s+mean|sorry|nahi\s+nahi|actually)\b/i;

/** The items of a phrase: its quoted parts when it has any, else its parts between commas, "and", "aur" and "&". */
export function splitItems(phrase: string): string[] {
  const quoted = [...phrase.matchAll(/['"‘“]([^'"’”]{1,120})['"’”]/g)].map((q) => q[1]!.trim());
  if (quoted.length) return quoted;
  return (
    phrase
      .split(/\s*(?:,|;|&|\band\b|\baur\b|\bplus\b)\s*|\s+\+\s+/i)
      // "…, and also sign the batch": the joining "also" is no part of the item.
      .map((item) => item.trim().replace(/^also\s+/i, ""))
      .filter(Boolean)
  );
}

/** A list said as a heading and its items, or null: "Groceries: atta, toor dal, ghee". */
export function listHeading(message: string): ListSentence | null {
  const heading = HEADING.exec(message.trim().replace(/[\s.!]+$/, ""));
  if (!heading) return null;
  const list = heading[1]!.trim();
  const tail = heading[2]!.trim();
  // "Gift ideas for Anjali": the words before whom or what the list is for say it is one.
  const kind = list.replace(/\s+for\s+[\p{L}' -]+$/u, "");
  if (!NAMES_A_LIST.test(kind) || NOT_A_LIST.test(kind) || ASKS.test(tail)) return null;
  return { list, items: splitItems(tail) };
}

/** The list and items of an add-to-list message of a usual shape, or null. */
export function listSentence(message: string): ListSentence | null {
  const marked = HEAD_THEN_MARKED.exec(message.trim());
  const head = marked && HEAD.exec(marked[1]!.trim());
  if (marked && head) {
    const items = marked[2]!.split(MARKER).map((item) => item.trim().replace(/[.;]$/, ""));
    return { list: (head[1] ?? head[2] ?? head[3])!.trim(), items: items.filter(Boolean) };
  }
  const text = message.trim().replace(/[\s.!]+$/, "");
  if (CORRECTION.test(text)) return null;
  // "For the Singapore roadshow, add X to my travel list": the clause that asks, after any context.
  const clause = requestClause(text);
  const single = A_TASK.exec(clause) ?? TASKS_THEN_ITEM.exec(clause);
  if (single) return { list: "tasks", items: [single[1]!.trim()] };
  const following = LIST_THEN_ITEMS.exec(clause) ?? COUNTED_THEN_LIST.exec(clause);
  if (following) return { list: following[1]!.trim(), items: splitItems(following[2]!) };
  const rest = ITEMS_THEN_LIST.exec(clause)?.[1];
  const after = rest ? itemsThenList(rest, text.slice(0, text.length - clause.length)) : null;
  if (after?.named) return { list: after.list, items: after.items };
  const shaped = NEW_LIST.exec(text) ?? LIST_FIRST.exec(text) ?? LIST_COLON.exec(text);
  if (shaped) return { list: shaped[1]!.trim(), items: splitItems(shaped[2]!) };
  const heading = OWN_LIST_COLON.exec(text);
  if (heading) return { list: (heading[1] ?? heading[2])!.trim(), items: splitItems(heading[3]!) };
  const headed = listHeading(text);
  if (headed) return headed;
  // "Yaar ghar pe atta khatam ho gaya, grocery mein 5 kilo atta add kar do": the clause that asks, after the news.
  const hinglish = HINGLISH.exec(clause) ?? HINGLISH.exec(text);
  if (hinglish && !FOLLOWING.test(hinglish[2]!)) return { list: hinglish[1]!.trim(), items: splitItems(hinglish[2]!) };
  return after && { list: after.list, items: after.items };
}

/** The text from the clause boundary before the last "add" on: what comes before it is context. */
function requestClause(text: string): string {
  const verb = [...text.matchAll(ADD_ANYWHERE)].at(-1);
  if (!verb) return text;
  const boundaries = [...text.slice(0, verb.index).matchAll(/[,.;:!?]\s+|\s+[-–—]\s+/g)];
  const last = boundaries.at(-1);
  return last ? text.slice(last.index + last[0].length) : text;
}

/**
 * "follow up with legal on the NDA on my to-do list": of the places the items could end (never inside quotes), the
 * last before "my", "the" or "our" wins, else the first ("the new Harari book to books to read").
 */
function itemsThenList(rest: string, context: string): (ListSentence & { named: boolean }) | null {
  const quotes = [...rest.matchAll(/['"‘“][^'"’”]*['"’”]/g)].map((q) => [q.index, q.index + q[0].length] as const);
  const splits = [...rest.matchAll(/\s+(?:to|in|into|on|onto)\s+/gi)]
    .filter((m) => !quotes.some(([from, to]) => m.index > from && m.index < to))
    .map((m) => ({ items: rest.slice(0, m.index), tail: TO_LIST.exec(rest.slice(m.index)) }))
    .filter((s) => s.tail && s.items.trim() && WORDS.test(s.tail[2]!));
  const chosen = splits.findLast((s) => s.tail![1]) ?? splits[0];
  if (!chosen) return null;
  // "Need to remember to book the Goa villa, add it to my to-do list": "it" is what was said before.
  const said = IT.test(chosen.items.trim()) ? context.replace(/[\s,.;:!?–—-]+$/, "").replace(LEAD_IN, "") : "";
  if (said) return { list: chosen.tail![2]!.trim(), items: [said], named: true };
  if (FOLLOWING.test(chosen.items.trim())) return null;
  // "to my travel list", "in the tasks": plainly a list; "to books to read" may be, when no other shape says otherwise.
  const list = chosen.tail![2]!.trim();
  const named = Boolean(chosen.tail![1] ?? chosen.tail![3]) || TASK_WORDS.test(list);
  const also = ALSO_AFTER.exec(chosen.tail![4] ?? chosen.tail![5] ?? "")?.[1];
  return { list, items: [...splitItems(chosen.items), ...(also ? splitItems(also) : [])], named };
}
