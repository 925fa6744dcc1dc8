import { type DraftForm, type DraftPurpose, formOf, purposeOf, toneOf } from "../drafting/draft-request.ts";
import { toEnglish } from "../drafting/hinglish-to-english.ts";
import { isInstruction, withoutInstructions } from "./draft-instructions.ts";
import { type Reading, ask, slotText, slotTexts } from "./read.ts";
import type { Request } from "./request.ts";
import { draftDetails } from "./draft-details.ts";
import { isAddressee, recipientOf } from "./draft-recipient.ts";
import { askThenSaid, draftTopic, toldThat, withoutTakenBack } from "./draft-topic.ts";
import { namesNothing } from "./title.ts";
import { selfNoteContent } from "./draft-note.ts";
import { asksForTalkingPoints, talkingPointsParts } from "./draft-points.ts";

/** The sentences before the one that asks for the draft: what happened, which the draft is about. */
function contextSentences(reading: Reading): string[] {
  const sentences = reading.message.split(/(?<=[.!?])\s+/);
  const asking = sentences.findIndex((s) =>
    /\b(?:draft|write|likh\w*|prepare|bana\w*|need|chahiye|give\s+me|send|reply|respond|tell)\b/i.test(s),
  );
  return sentences.slice(0, Math.max(asking, 0)).filter((s) => !isInstruction(s));
}

// "Hinglish mein likho", "in Hindi": the executive wants the draft in their own words.
const KEEP_LANGUAGE = /\b(?:hinglish|hindi)\s+(?:mein|me|mai)\b|\bin\s+(?:hinglish|hindi)\b/i;

// "give me some ideas first, not the full thing", "pehle kuch ideas do": ideas, not a draft.
const SHORT_FORM = String.raw`(?:caption|post|tagline|headline|title|hook|slogan)s?`;
// "three caption options", "a few tagline alternatives", "options for an Instagram caption": choices, not one draft.
export const ASKS_FOR_IDEAS = new RegExp(
  String.raw`\b(?:some|few|kuch|couple\s+of|\d+)\s+(?:\w+\s+)?ideas\b|\bideas\s+(?:do|dijiye|chahiye|first|pehle|de\s+do|suggest)|` +
    String.raw`\b(?:some|few|kuch|couple\s+of|\d+|two|three|four|five)\s+(?:\w+\s+)?${SHORT_FORM}\s+` +
    String.raw`(?:options|suggestions|alternatives)\b|` +
    String.raw`\b(?:options|suggestions|alternatives)\s+for\s+(?:an?\s+|the\s+|my\s+)?(?:\w+\s+)?${SHORT_FORM}\b|` +
    // "Suggest three subject lines", "give me a few taglines": several of a short form are choices too.
    String.raw`\b(?:some|few|couple\s+of|\d+|two|three|four|five)\s+(?:\w+\s+)?` +
    String.raw`(?:subject\s+lines|captions|taglines|headlines|titles|hooks|slogans)\b`,
  "i",
);

/** The form the model marked; a channel the message names outright wins over a bare "reply" ("reply to Farida's email"). */
function formFor(reading: Reading): DraftForm {
  if (asksForTalkingPoints(reading.message)) return "talking-points";
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

/** Hinglish said in English clause by clause, so one clause's shape ("… hire karenge") does not swallow the others. */
function inEnglish(text: string): string {
  return text
    .split(/\s*,\s+/)
    .map((clause) => toEnglish(clause))
    .join(", ");
}

/** How the draft should sound: the tone the model marked and every instruction clause. */
function toneText(reading: Reading): string {
  const clauses = reading.message.split(/(?<=[.!?])\s+|\s*[,;]\s+|\s+[—–-]\s+/);
  return [slotText(reading, "TONE"), ...clauses.filter(isInstruction)].join(" ");
}

/** A note the executive keeps: all it says, for no one else. */
function selfNote(reading: Reading, content: string): Request {
  const topic = KEEP_LANGUAGE.test(reading.message) ? content : inEnglish(content);
  return { kind: "draft", draft: { form: "note", topic, purpose: "inform", ...toneOf(toneText(reading)) } };
}

/** What talking points cover: the parts the message gives, else the topic with any list after a dash. */
function pointsTopic(message: string, topic: string, keepLanguage: boolean): string {
  const parts = talkingPointsParts(message).map((part) => (keepLanguage ? part : inEnglish(part)));
  if (parts.length) return parts.join("; ");
  // "talking points for the town hall - Q3 results, new hires aur ESOP": the list after the dash is what to cover.
  const saidTail = /\s[-–—:]\s*([^-–—:]+)$/.exec(message)?.[1]?.trim();
  const tail = saidTail ? withoutInstructions(saidTail) || undefined : undefined;
  return tail && !topic.includes(tail) ? `${topic ? `${topic}: ` : ""}${toEnglish(tail)}` : topic;
}

/**
 * Why the draft is written. After "<ask>: …" only the ask and the first words said tell it ("Reply to Vandana: yes,
 * …, I'll send an invite" is no invitation); a correction ("vivek no sorry vikram") is no apology.
 */
function purposeOfAsk(message: string): DraftPurpose {
  const colon = askThenSaid(message);
  if (!colon) return purposeOf(withoutTakenBack(message));
  return purposeOf(`${colon.ask} ${colon.said.split(/\s+/).slice(0, 4).join(" ")}`);
}

/** A draft: its form, who it is to, what it says, why and how it should sound. */
export function readDraft(reading: Reading): Request {
  const note = selfNoteContent(reading.message);
  if (note) return selfNote(reading, note);
  // "Neeraj ko email likho": a Hinglish recipient the model marked as the topic.
  const recipient = reading.slots.find((s) => s.slot === "TASK" && /^\S+(?:\s\S+)?\s+(?:ko|se)$/i.test(s.text.trim()));
  if (recipient && !slotTexts(reading, "PERSON").some(isAddressee))
    reading = {
      ...reading,
      slots: reading.slots.map((s) =>
        s === recipient ? { ...s, slot: "PERSON" as const, text: s.text.replace(/\s+(?:ko|se)\s*$/i, "") } : s,
      ),
    };
  const marked = draftTopic(reading);
  // "Tell Mohit that I'll be late. Draft it.": the marked topic names nothing; the telling sentence says it.
  const said = namesNothing(marked) ? (toldThat(reading.message) ?? marked) : marked;
  // Hinglish requests get English drafts unless asked otherwise.
  const keepLanguage = KEEP_LANGUAGE.test(reading.message);
  const topic = keepLanguage ? said : inEnglish(said);
  const to = recipientOf(reading);
  const told = contextSentences(reading);
  const context = told.length ? toEnglish(told.join(" ").trim()) : undefined;
  if (!topic && !to && !context) return ask(reading, "what", "What should the draft say, and who is it for?");
  const form = formFor(reading);
  const points = form === "talking-points" ? pointsTopic(reading.message, topic, keepLanguage) : topic;
  // "our coo vivek no sorry vikram": a correction is not an apology.
  const purpose = purposeOfAsk(reading.message);
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
      ...toneOf(toneText(reading)),
    },
  };
}
