import { type DraftForm, formOf, purposeOf, toneOf } from "../drafting/draft-request.ts";
import { toEnglish } from "../drafting/hinglish-to-english.ts";
import { isInstruction, withoutInstructions } from "./draft-instructions.ts";
import { type Reading, ask, slotText, slotTexts } from "./read.ts";
import type { Request } from "./request.ts";
import { tidyPhrase } from "./title.ts";
import { draftDetails } from "./draft-details.ts";
import { recipientOf } from "./draft-recipient.ts";

const MENTION = /^(?:please\s+|and\s+|also\s+)*(?:mention|include|highlight|credit|name-?check)\s+(.+?)(?:\s+by\s+name)?[.!]?$/i;

// How a request introduces what the draft says: "saying", "bolna ki", "likho ki".
const SAYING = new RegExp(
  String.raw`^(?:saying|telling\s+(?:him|her|them)|(?:tell|inform)\s+(?:him|her|them)(?:\s+that)?|to\s+say|say(?:\s+that)?|that|` +
    String.raw`(?:bol|keh|kah|bata|likh)(?:na|o|\s+do|\s+dena|iye)?\s+ki|ki)\s+`,
  "i",
);
// "… is asking about Saturday. Tell him Saturday works": the words to say, after the asking.
const TELL_INSIDE = /(?<=[.!?:]\s+|,\s+)(?:tell|inform)\s+(?:him|her|them)(?:\s+that)?\s+|\b(?:and\s+)?say\s+(?=(?:yes|no|that)\b)/gi;

/** What a draft is about: the marked task with the time, place and people inside it, without instruction sentences. */
function draftTopic(reading: Reading): string {
  const tasks = reading.slots.filter((s) => s.slot === "TASK");
  // "[TIME Friday] [TASK ko half day hai]": a time said right before the topic starts it.
  const lead = reading.slots.find(
    (s) => s.slot === "TIME" && tasks[0]?.start !== undefined && s.end! <= tasks[0].start! && tasks[0].start! - s.end! <= 2,
  );
  const first = lead ?? tasks[0];
  let topic = tasks.map((s) => s.text).join(" ");
  if (first?.start !== undefined) {
    // "the pickup is [TIME tomorrow at 6:30]": a time or place the model marked inside the message belongs to it.
    const inside = reading.slots.filter((s) => s.start! >= first.start! && ["TASK", "TIME", "PLACE", "PERSON", "ITEM"].includes(s.slot));
    const last = inside.reduce((end, s) => Math.max(end, s.end ?? end), first.end!);
    topic = reading.message.slice(first.start, last);
  }
  // The tone the model marked is how to write, not what to say.
  for (const tone of slotTexts(reading, "TONE")) topic = topic.replace(tone, " ");
  // "Mention Neeraj by name": an instruction whose object is content.
  const kept = withoutInstructions(topic);
  const mentioned = reading.message
    .split(/(?<=[.!?])\s+|\s*[,;]\s+/)
    .map((clause) => MENTION.exec(clause.trim())?.[1])
    .filter((object): object is string => Boolean(object) && !kept.includes(object!));
  return tidyPhrase([kept, ...mentioned].filter(Boolean).join(", "))
    .replace(SAYING, "")
    .replace(TELL_INSIDE, "");
}

/** The sentences before the one that asks for the draft: what happened, which the draft is about. */
function contextSentences(reading: Reading): string[] {
  const sentences = reading.message.split(/(?<=[.!?])\s+/);
  const asking = sentences.findIndex((s) => /\b(?:draft|write|likh\w*|prepare|bana\w*|need|chahiye|give\s+me|send)\b/i.test(s));
  return sentences.slice(0, Math.max(asking, 0)).filter((s) => !isInstruction(s));
}

/** A draft: its form, who it is to, what it says, why and how it should sound. */
// "Hinglish mein likho", "in Hindi": the executive wants the draft in their own words.
const KEEP_LANGUAGE = /\b(?:hinglish|hindi)\s+(?:mein|me|mai)\b|\bin\s+(?:hinglish|hindi)\b/i;

// "give me some ideas first, not the full thing", "pehle kuch ideas do": ideas, not a draft.
export const ASKS_FOR_IDEAS =
  /\b(?:some|few|kuch|couple\s+of|\d+)\s+(?:\w+\s+)?ideas\b|\bideas\s+(?:do|dijiye|chahiye|first|pehle|de\s+do|suggest)/i;

/** The form the model marked; a channel the message names outright wins over a bare "reply" ("reply to Farida's email"). */
function formFor(reading: Reading): DraftForm {
  const marked = formOf(slotText(reading, "FORM") ?? reading.message);
  const named = formOf(reading.message);
  return marked === "whatsapp" && named === "email" ? "email" : marked;
}

// "Draft a Christmas and New Year greeting for our clients": a wish is about its occasions, whatever else the model marked.
const OCCASION =
  /\b(?:diwali|holi|eid|christmas|new\s+year|birthday|anniversary|navratri|dussehra|onam|pongal|raksha\s+bandhan|independence\s+day)\b/gi;

function occasionsOf(message: string): string | undefined {
  const said = [...new Set((message.match(OCCASION) ?? []).map((o) => o.replace(/\b\w/g, (c) => c.toUpperCase())))];
  return said.length ? said.join(" and ") : undefined;
}

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
  const keepLanguage = KEEP_LANGUAGE.test(reading.message);
  const topic = keepLanguage ? said : toEnglish(said);
  const to = recipientOf(reading);
  const told = contextSentences(reading);
  const context = told.length ? toEnglish(told.join(" ").trim()) : undefined;
  if (!topic && !to && !context) return ask(reading, "what", "What should the draft say, and who is it for?");
  const clauses = reading.message.split(/(?<=[.!?])\s+|\s*[,;]\s+|\s+[—–-]\s+/);
  const tone = [slotText(reading, "TONE"), ...clauses.filter(isInstruction)].join(" ");
  const form = formFor(reading);
  // "talking points for the town hall - Q3 results, new hires aur ESOP": the list after the dash is what to cover.
  const saidTail = form === "talking-points" ? /\s[-–—:]\s*([^-–—:]+)$/.exec(reading.message)?.[1]?.trim() : undefined;
  const tail = saidTail ? withoutInstructions(saidTail) || undefined : undefined;
  const points = tail && !topic.includes(tail) ? `${topic ? `${topic}: ` : ""}${toEnglish(tail)}` : topic;
  const purpose = purposeOf(reading.message);
  const occasions = purpose === "wish" ? occasionsOf(reading.message) : undefined;
  const details = form === "talking-points" ? [] : draftDetails(reading.message, [said, points, to ?? "", ...told].join(" "));
  return {
    kind: "draft",
    draft: {
      form,
      ...(to ? { to } : {}),
      topic: occasions && !points.toLowerCase().includes(occasions.toLowerCase()) ? occasions : points,
      ...(context ? { context } : {}),
      ...(details.length ? { details: details.map((detail) => (keepLanguage ? detail : toEnglish(detail))) } : {}),
      purpose,
      ...toneOf(tone),
    },
  };
}
