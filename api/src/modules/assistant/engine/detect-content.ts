import { MAX_IDEAS } from "./content-ideas.ts";
import { readDraftRequest } from "./draft-request.ts";
import { type Intent, type Platform, clarify } from "./intent.ts";
import { tidyPhrase } from "./title.ts";
import { oneOf, pattern } from "./pattern.ts";

/** How many ideas Ria gives when the request names no number. */
export const DEFAULT_IDEAS = 3;

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  "a couple of": 2,
  "a couple": 2,
  "a few": 3,
  few: 3,
  some: 3,
  several: 5,
  "a dozen": 12,
  dozen: 12,
};
const PIECE = oneOf([
  "posts?",
  "captions?",
  "tweets?",
  "threads?",
  "reels?",
  "stories",
  "story",
  "carousels?",
  "articles?",
  String.raw`blogs?(?:\s+posts?)?`,
  "emails?",
  "mails?",
  "newsletters?",
  "messages?",
  "notes?",
  "letters?",
  "invitations?",
  "announcements?",
  "updates?",
  "content",
  "copy",
  "hooks?",
  "scripts?",
]);
const PIECE_WORD = new RegExp(String.raw`\b${PIECE}\b`, "i");
const IDEAS = /\b(?:ideas?|suggestions?|topics?|concepts?|angles?|themes?|prompts?|hooks)\b/i;
const DRAFT = /\b(?:draft|write|compose|create|prepare|pen|craft|make|likh(?:o|\s+do|\s+dena)?|bana(?:o|\s+do))\b/i;
const PLATFORMS: Array<[RegExp, Platform]> = [
  [/\b(?:instagram|insta|ig|reels?)\b/i, "instagram"],
  [/\blinked\s?in\b/i, "linkedin"],
  [/\b(?:twitter|tweets?|x\s+(?:post|thread)|on\s+x)\b/i, "twitter"],
  [/\b(?:e-?mails?|mails?|newsletters?)\b/i, "email"],
];

/** Content requests: "Give me 3 Instagram post ideas about sustainable leadership", "Draft a LinkedIn post announcing our Series B". */
export function detectContent(text: string): Intent | null {
  const asksForIdeas = /^(?:give|suggest|share|send|need|want|any|some|brainstorm|ideas?)\b/i.test(text);
  const names = PIECE_WORD.test(text);
  // "Suggest some tweets about AI": suggesting pieces is asking for ideas, even without the word.
  const suggests = /^(?:suggest|brainstorm)\b/i.test(text) && names;
  const wantsIdeas = suggests || (IDEAS.test(text) && (asksForIdeas || names || platformOf(text) !== "general"));
  const wantsDraft = !wantsIdeas && DRAFT.test(text) && names;
  if (!wantsIdeas && !wantsDraft) return null;
  const platform = platformOf(text);
  if (wantsDraft) {
    // A draft is read as a sentence (why, to whom, about what), so a thank-you thanks and an invitation invites.
    const { purpose, recipient, subject } = readDraftRequest(text.replace(PLATFORM_PHRASE, " "));
    if (!subject && !recipient && purpose === "share") return clarify("missing-what", "What should the post be about?");
    return { kind: "content", form: "draft", platform, topic: subject, count: 1, purpose, ...(recipient ? { recipient } : {}) };
  }
  const topic = topicOf(text);
  if (!topic) {
    return clarify(
      "missing-what",
      "Happy to help. What topic should the ideas be about, and for which platform (Instagram, LinkedIn, X or email)?",
    );
  }
  return { kind: "content", form: "ideas", platform, topic, count: countOf(text) };
}

/** The platform named in the request, or "general". */
export function platformOf(text: string): Platform {
  return PLATFORMS.find(([pattern]) => pattern.test(text))?.[1] ?? "general";
}

// A count is a number up to three words before what is counted: "5 quick LinkedIn post ideas", "three ideas".
const COUNTED_NOUN = oneOf([
  "ideas?",
  "suggestions?",
  "topics?",
  "concepts?",
  "angles?",
  "themes?",
  "hooks",
  "posts?",
  "captions?",
  "tweets?",
  "prompts?",
]);
const COUNTED = String.raw`(?=(?:\s+[\w-]+){0,3}?\s+${COUNTED_NOUN})`;
const COUNTED_DIGITS = pattern([String.raw`\b(\d{1,3})\b`, COUNTED], "i");
const COUNTED_WORDS = pattern([String.raw`\b(${Object.keys(NUMBER_WORDS).join("|")})\b`, COUNTED], "i");

/** How many ideas were asked for, between 1 and MAX_IDEAS. */
function countOf(text: string): number {
  const digits = COUNTED_DIGITS.exec(text);
  const words = COUNTED_WORDS.exec(text);
  const n = digits ? Number(digits[1]) : words ? NUMBER_WORDS[words[1]!.toLowerCase()]! : DEFAULT_IDEAS;
  return Math.min(MAX_IDEAS, Math.max(1, n));
}

const ABOUT = /\b(?:about|around|regarding|on\s+the\s+topic\s+of|related\s+to|covering|ke\s+baare\s+(?:mein|me))\s+(.+)$/i;
const FRAMING = new RegExp(String.raw`^.*\b(?:ideas?|suggestions?|topics?|concepts?|angles?|themes?|prompts?|hooks|${PIECE})\b`, "i");
const PLATFORM_PHRASE =
  /\b(?:on|for|in)\s+(?:my\s+|our\s+)?(?:instagram|insta|ig|linked\s?in|twitter|x)(?:\s+(?:page|handle|account|profile|feed))?\b/gi;

/** What the content is about, without the request's framing: "...ideas about sustainable leadership" -> "sustainable leadership". */
function topicOf(text: string): string {
  const hindi = /^(.+?)\s+(?:pe|par|ke\s+baare\s+(?:mein|me))\b/i.exec(text);
  let topic = ABOUT.exec(text)?.[1] ?? (hindi && !FRAMING.test(hindi[1]!) ? hindi[1]! : text.replace(FRAMING, ""));
  topic = topic.replace(PLATFORM_PHRASE, " ");
  for (let i = 0; i < 2; i++) {
    topic = topic
      .trim()
      .replace(/^(?:do|for|to|that|which|on|of|pe|par)\s+/i, "")
      .replace(/\s+(?:pe|par|ke\s+liye|do|dena|chahiye|batao|likho|likh\s+do|please)$/i, "");
  }
  return tidyPhrase(topic);
}
