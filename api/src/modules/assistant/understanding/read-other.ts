import { formOf, purposeOf, toneOf } from "../drafting/draft-request.ts";
import { toEnglish } from "../drafting/hinglish-to-english.ts";
import { type Reading, ask, slotText, slotTexts } from "./read.ts";
import type { Request } from "./request.ts";
import { splitPeople, tidyPhrase } from "./title.ts";

// "my to-do list", "task list", "kaam ki list": the task list, which has no name.
const TASK_LIST = /^(?:to-?\s?do|todo|tasks?|task\s+list|kaam|work|pending|my|main)$/i;

/** A list's name as stored: lower case, without "list"; null for the task list. */
export function listName(text: string | undefined): string | null {
  const name = tidyPhrase((text ?? "").replace(/\b(?:list|lists|wali|wala|ki|mein|me|my|the|meri|mera)\b/gi, " ")).toLowerCase();
  return !name || TASK_LIST.test(name) ? null : name.slice(0, 60);
}

/** Adding to, showing or ticking off a list. */
export function readList(reading: Reading): Request {
  const list = listName(slotText(reading, "LIST"));
  if (reading.intent === "list.show") return { kind: "list.show", list };
  const items = slotTexts(reading, "ITEM").map(tidyPhrase).filter(Boolean);
  const fallback = slotText(reading, "TASK") ?? slotText(reading, "REF");
  if (reading.intent === "list.complete") {
    // "Board pack has been sent, mark it as completed": without a marked item, the message's own words find it.
    const query = items.join(" ") || tidyPhrase(fallback ?? "") || reading.message;
    return { kind: "list.complete", query, list };
  }
  const all = items.length ? items : fallback ? [tidyPhrase(fallback)] : [];
  if (all.length === 0) return ask(reading, "what", "What should I add to your list?");
  return {
    kind: "list.add",
    items: all.map((item) => item.charAt(0).toUpperCase() + item.slice(1)).map((item) => item.slice(0, 200)),
    list,
  };
}

// A sentence that tells the writer how to write ("Keep it short.", "don't overdo the hashtags") is never part of the draft.
const INSTRUCTION = new RegExp(
  String.raw`^(?:please\s+)?(?:keep|make|don'?t|do\s+not|no\s+more|not\s+too|avoid|use|add|include|mention|sign|end|start|write|` +
    String.raw`in\s+\d|under\s+\d|thoda|zyada|ekdum|bilkul|tone|short|brief|formal|casual)\b`,
  "i",
);

// How a request introduces what the draft says: "saying", "bolna ki", "likho ki".
const SAYING = /^(?:saying|telling\s+(?:him|her|them)|to\s+say|that|(?:bol|keh|kah|bata|likh)(?:na|o|\s+do|\s+dena|iye)?\s+ki|ki)\s+/i;

/** What a draft is about: the marked task with the time, place and people inside it, without instruction sentences. */
function draftTopic(reading: Reading): string {
  const tasks = reading.slots.filter((s) => s.slot === "TASK");
  const first = tasks[0];
  let topic = tasks.map((s) => s.text).join(" ");
  if (first?.start !== undefined) {
    // "the pickup is [TIME tomorrow at 6:30]": a time or place the model marked inside the message belongs to it.
    const inside = reading.slots.filter((s) => s.start! >= first.start! && ["TASK", "TIME", "PLACE", "PERSON", "ITEM"].includes(s.slot));
    const last = inside.reduce((end, s) => Math.max(end, s.end ?? end), first.end!);
    topic = reading.message.slice(first.start, last);
  }
  const sentences = topic.split(/(?<=[.!?])\s+|\s*[,;]\s+(?=(?:keep|make|don'?t|do\s+not|not\s+too|avoid|thoda|no\s+more)\b)/i);
  return tidyPhrase(sentences.filter((sentence) => !INSTRUCTION.test(sentence.trim())).join(" ")).replace(SAYING, "");
}

/** A draft: its form, who it is to, what it says, why and how it should sound. */
// "Hinglish mein likho", "in Hindi": the executive wants the draft in their own words.
const KEEP_LANGUAGE = /\b(?:hinglish|hindi)\s+(?:mein|me|mai)\b|\bin\s+(?:hinglish|hindi)\b/i;

export function readDraft(reading: Reading): Request {
  // "Neeraj ko email likho": a Hinglish recipient the model marked as the topic.
  const recipient = reading.slots.find((s) => s.slot === "TASK" && /^\S+(?:\s\S+)?\s+(?:ko|se)$/i.test(s.text.trim()));
  if (recipient && !slotText(reading, "PERSON"))
    reading = {
      ...reading,
      slots: reading.slots.map((s) =>
        s === recipient ? { ...s, slot: "PERSON" as const, text: s.text.replace(/\s+(?:ko|se)\s*$/i, "") } : s,
      ),
    };
  const said = draftTopic(reading);
  // Hinglish requests get English drafts unless asked otherwise.
  const topic = KEEP_LANGUAGE.test(reading.message) ? said : toEnglish(said);
  const [to] = slotTexts(reading, "PERSON").flatMap(splitPeople);
  if (!topic && !to) return ask(reading, "what", "What should the draft say, and who is it for?");
  const tone = [slotText(reading, "TONE"), ...reading.message.split(/(?<=[.!?])\s+/).filter((s) => INSTRUCTION.test(s))].join(" ");
  return {
    kind: "draft",
    draft: {
      form: formOf(slotText(reading, "FORM") ?? reading.message),
      ...(to ? { to } : {}),
      topic,
      purpose: purposeOf(reading.message),
      ...toneOf(tone),
    },
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
  const count = Number(/\b([1-9]|10)\b/.exec(reading.message)?.[1] ?? 5);
  return { kind: "ideas", platform, topic: tidyPhrase(slotText(reading, "TASK") ?? ""), count };
}

/** A message to send: to whom and what. */
export function readSend(reading: Reading): Request {
  const [to] = slotTexts(reading, "PERSON").flatMap(splitPeople);
  const body = tidyPhrase(slotText(reading, "TASK") ?? "");
  if (!to) return ask(reading, "who", "Who should I send it to?");
  if (!body) return ask(reading, "what", `What should the message to ${to} say?`);
  return { kind: "send", to, body };
}
