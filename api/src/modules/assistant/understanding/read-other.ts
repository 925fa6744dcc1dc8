import { type Reading, ask, slotText, slotTexts } from "./read.ts";
import type { Request } from "./request.ts";
import { namesNothing, splitPeople, tidyPhrase } from "./title.ts";
import { recipientOf } from "./draft-recipient.ts";
import { draftTopic } from "./draft-topic.ts";
import { type NamedList, namedList } from "./list-name.ts";
import { listSentence } from "./list-sentence.ts";
import { digitsFromWords } from "./time/numbers.ts";

// "my to-do list", "task list", "kaam ki list": the task list, which has no name.
const TASK_LIST = /^(?:(?:pending|open)\s+)?(?:to-?\s?do|todo|tasks?|task\s+list|kaam|work|pending|my|main)$/i;

// "the", "my", "mere" before a list's name: "things to ask the CA" keeps its own "the".
const LEADING_OWNER = /^\s*(?:(?:my|the|our|meri|mera|mere|apni|apna|apne|hamari|hamara)\s+)+/i;

/** A list's name as stored: lower case, without "list"; null for the task list. */
export function listName(text: string | undefined): string | null {
  const words = (text ?? "")
    .replace(/\b(?:list|lists|wali|wala|ki|mein|me|naam|called|named)\b/gi, " ")
    .replace(LEADING_OWNER, "")
    .trim();
  // "to-do" before tidying, which would take its "to" for a joining word.
  const name = TASK_LIST.test(words) ? "" : tidyPhrase(words).toLowerCase().replace(LEADING_OWNER, "");
  return !name || TASK_LIST.test(name) ? null : name.slice(0, 60);
}

type Slot = Reading["slots"][number];

/**
 * The items marked, in order, without the words of the list's own name ("[Books] to read wali list"), and with people
 * said in the same breath ("[PERSON Sharma uncle] aur [ITEM Gupta ji]"): on a list, a name is an item like any other.
 */
function itemTexts(reading: Reading, named: NamedList | null): string[] {
  const slots = reading.slots;
  const joined = (a: Slot | undefined, b: Slot | undefined) =>
    a?.end !== undefined && b?.start !== undefined && /^\s*(?:,|and|aur|&)?\s*$/i.test(reading.message.slice(a.end, b.start));
  const items = slots.filter(
    (s, i) =>
      s.slot === "ITEM" ||
      (s.slot === "PERSON" && [slots[i - 1], slots[i + 1]].some((n) => n?.slot === "ITEM" && (joined(n, s) || joined(s, n)))),
  );
  // "mark 'book cab to airport' as done": a quoted item is whole, wherever the model cut it.
  const quoted = [...reading.message.matchAll(/['"‘“]([^'"’”]{2,120})['"’”]/g)];
  const whole = (s: Slot) =>
    quoted.find((q) => s.start !== undefined && s.start <= q.index + q[0].length && s.end! >= q.index)?.[1] ?? s.text;
  if (!named) return [...new Set(items.map(whole))];
  return items.flatMap((s) => {
    if (s.start === undefined || s.end === undefined || s.end <= named.start || s.start >= named.end) return [s.text];
    const before = reading.message.slice(s.start, Math.max(s.start, named.start));
    const outside = `${before} ${reading.message.slice(Math.min(s.end, named.end), s.end)}`;
    return outside.trim() ? [outside] : [];
  });
}

// "Add to groceries": a list named and nothing to put on it.
const NOTHING_ADDED = new RegExp(
  String.raw`^(?:(?:please|pls|kindly|ria|can\s+you|could\s+you)[\s,]+)*(?:add|put)\s+(?:to|in|into|on)\s+` +
    String.raw`((?:(?:my|the|our)\s+)?(?:[\p{L}'-]+|[\p{L}\d' -]{1,40}\s+list))\s*[.!?]*$`,
  "iu",
);

/** Adding to, showing or ticking off a list. */
export function readList(reading: Reading): Request {
  const nothing = NOTHING_ADDED.exec(reading.message.trim());
  if (reading.intent === "list.add" && nothing) {
    const name = listName(nothing[1]);
    // The answer ("milk and eggs") brings the items; the list is the one named here.
    const start = reading.message.indexOf(nothing[1]!);
    const listed = { ...reading, slots: [{ slot: "LIST" as const, text: nothing[1]!, start, end: start + nothing[1]!.length }] };
    return ask(listed, "what", `What should I add to your ${name ? `${name} list` : "task list"}?`);
  }
  // "to my travel list no wait the packing list": the list said last; "Books to read wali list": the words before "list".
  const named = namedList(reading);
  const sentence = reading.intent === "list.add" ? listSentence(reading.message) : null;
  const list = listName(sentence?.list ?? named?.name ?? slotTexts(reading, "LIST").at(-1));
  if (reading.intent === "list.show") return { kind: "list.show", list };
  const items = (sentence?.items ?? itemTexts(reading, named)).map(tidyPhrase).filter((item) => item && !namesNothing(item));
  const fallback = slotText(reading, "TASK") ?? slotText(reading, "REF");
  if (reading.intent === "list.complete") {
    // "Board pack has been sent, mark it as completed": without a marked item, the message's own words find it.
    const query = items.join(" ") || tidyPhrase(fallback ?? "") || reading.message;
    return { kind: "list.complete", query, list, message: reading.message };
  }
  const all = items.length ? items : fallback && !namesNothing(fallback) ? [tidyPhrase(fallback)] : [];
  if (all.length === 0) return ask(reading, "what", "What should I add to your list?");
  return {
    kind: "list.add",
    items: all.map((item) => item.charAt(0).toUpperCase() + item.slice(1)).map((item) => item.slice(0, 200)),
    list,
  };
}

/** Post ideas: the platform, the topic, how many (five unless a number is given). */
export function readIdeas(reading: Reading): Request {
  const form = (slotText(reading, "FORM") ?? reading.message).toLowerCase();
  const platform = /linked/.test(form)
    ? "linkedin"
    : /insta/.test(form)
      ? "instagram"
      : /twitter|tweet|\bx\b/.test(form)
        ? "twitter"
        : "general";
  const count = Number(/\b([1-9]|10)\b/.exec(digitsFromWords(reading.message))?.[1] ?? 5);
  return { kind: "ideas", platform, topic: tidyPhrase(slotText(reading, "TASK") ?? ""), count };
}

/** A message to send: to whom and what (all of what the sentence says, not only the words the model marked). */
export function readSend(reading: Reading): Request {
  const to = slotTexts(reading, "PERSON").flatMap(splitPeople)[0] ?? recipientOf(reading);
  const body = draftTopic(reading) || tidyPhrase(slotText(reading, "TASK") ?? "");
  if (!to) return ask(reading, "who", "Who should I send it to?");
  if (!body) return ask(reading, "what", `What should the message to ${to} say?`);
  return { kind: "send", to, body };
}
