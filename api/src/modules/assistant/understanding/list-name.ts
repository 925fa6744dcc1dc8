import type { Reading } from "./read.ts";

/** Where a message names a list, as written: its words and their offsets in the message. */
export interface NamedList {
  name: string;
  start: number;
  end: number;
}

// "gift ideas naam ki list", "Books to read wali list", "the list called gift ideas", "my books to read list".
const BEFORE_LIST = /\s+(?:(?:wali|wala|waali|waala|naam\s+(?:ki|ka|ke|wali|wala)|called|named|titled)\s+)?lists?\b/gi;
const AFTER_LIST = new RegExp(
  String.raw`\blists?\s+(?:called|named|titled|naam(?:ed)?(?!\s+(?:ki|ka|ke|wali|wala)\b))\s+['"‘“]?([\p{L}\d' -]{1,40}?)['"’”]?` +
    String.raw`(?=\s*(?:[,.!?]|$|\s+(?:and|aur|mein|me|par|pe|bhi)\b))`,
  "iu",
);
// Words a list's name never runs across: the request around it ("add", "daal", "in", "my", "ko").
const BOUNDARY = new Set(
  (
    "add put daal daalo dal likh likho please kindly pls ko ki mein me in into on onto my the meri mera mere apni apna " +
    "our aur and also bhi hamari humari ek a an new nayi naya create banao bana"
  ).split(" "),
);
const MAX_WORDS = 4;

/** The words just before `end` back to a boundary word, punctuation or the message's start (at most four). */
function wordsBefore(message: string, end: number): NamedList | null {
  let start = end;
  let count = 0;
  for (const word of [...message.slice(0, end).matchAll(/[\p{L}\d'-]+|[^\p{L}\d'\s-]+/gu)].reverse()) {
    if (/^[^\p{L}\d]/u.test(word[0]) || BOUNDARY.has(word[0].toLowerCase()) || count === MAX_WORDS) break;
    start = word.index;
    count++;
  }
  return count ? { name: message.slice(start, end), start, end } : null;
}

/**
 * The list a message names, read from its own words when the model marked none or only part of it ("[books] to read
 * list"): the model's list extended up to the word "list", else the words before "wali list" or after "list called".
 */
export function namedList(reading: Reading): NamedList | null {
  const named = namedInWords(reading);
  return named && reading.intent !== "list.add" ? withPossessor(reading.message, named) : named;
}

// "my things to ask the CA list", "my vendors to call list": asking about a list, everything after "my" is its name.
const POSSESSED = /\b(?:my|our|meri|mera|hamari|apni)\s+((?:[\p{L}\d'-]+\s+){1,4})$/iu;

/** The name extended back to a possessive just before it, when the words between are all part of it. */
function withPossessor(message: string, named: NamedList): NamedList {
  const run = POSSESSED.exec(message.slice(0, named.start));
  if (!run || run[1]!.split(/\s+/).some((word) => ["add", "put", "in", "into", "mein", "me"].includes(word.toLowerCase()))) return named;
  const start = named.start - run[1]!.length;
  return { name: message.slice(start, named.end), start, end: named.end };
}

function namedInWords(reading: Reading): NamedList | null {
  const { message } = reading;
  const after = AFTER_LIST.exec(message);
  if (after) {
    const start = after.index + after[0].indexOf(after[1]!, after[0].search(/\s/));
    return { name: after[1]!, start, end: start + after[1]!.length };
  }
  const marked = reading.slots.filter((s) => s.slot === "LIST" && s.start !== undefined).at(-1);
  for (const suffix of message.matchAll(BEFORE_LIST)) {
    if (marked && marked.end! <= suffix.index && /^[\p{L}\d' -]*$/u.test(message.slice(marked.end, suffix.index))) {
      const between = message.slice(marked.end, suffix.index).trim().split(/\s+/).filter(Boolean);
      if (between.length <= 3) return { name: message.slice(marked.start, suffix.index), start: marked.start!, end: suffix.index };
    }
    if (!marked) {
      const words = wordsBefore(message, suffix.index);
      if (words) return words;
    }
  }
  return null;
}
