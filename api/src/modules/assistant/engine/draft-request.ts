import { hinglishDraftParts } from "./draft-hinglish.ts";
import { capitalise, tidyPhrase } from "./title.ts";
import { isCommonWord } from "./words.ts";
import { anyWord } from "./pattern.ts";

/** Why a draft is written; each purpose has its own wording (a thank-you never announces "changes"). */
export type DraftPurpose =
  | "thank"
  | "congratulate"
  | "invite"
  | "welcome"
  | "wish"
  | "apologise"
  | "follow-up"
  | "request"
  | "remind"
  | "decline"
  | "farewell"
  | "announce"
  | "share";

/** A draft request read as a sentence: why, to whom, and about what. */
export interface DraftRequest {
  purpose: DraftPurpose;
  /** Who the draft is addressed to or about, in the user's words: "the team", "Priya", "our customers". */
  recipient?: string;
  /** What it is about, in the user's words: "the launch", "her promotion"; empty when only the purpose was given. */
  subject: string;
}

// Each purpose as a verb ("thanking them"), and before the piece as a noun or adjective ("a thank-you note").
const CUES: Array<[DraftPurpose, string]> = [
  ["thank", String.raw`thank(?:s|ing)?(?:[\s-]+you)?|appreciat(?:e|ing|ion)|gratitude`],
  ["congratulate", String.raw`congrat\w*`],
  ["invite", String.raw`invit(?:e|es|ing|ation)`],
  ["welcome", String.raw`welcom(?:e|ing)`],
  ["wish", String.raw`wish(?:es|ing)?|greetings?`],
  ["apologise", String.raw`apologi[sz](?:e|ing)|apology|apologies|sorry`],
  ["follow-up", String.raw`follow(?:ing)?[\s-]*up|checking\s+in`],
  ["request", String.raw`request(?:ing)?|ask(?:ing)?(?=\s+(?:\S+\s+){0,3}?for\b)|seeking`],
  ["remind", String.raw`remind(?:ing|er)?`],
  ["decline", String.raw`declin(?:e|ing)|turn(?:ing)?\s+down|reject(?:ing)?|saying\s+no\s+to`],
  ["farewell", String.raw`farewell|goodbye|send-?off`],
  ["announce", String.raw`announc(?:e|es|ing|ement)|introduc(?:e|ing)|unveil(?:ing)?|sharing\s+(?:the\s+)?news\s+(?:of|about|that)`],
];
const PIECE = anyWord(
  [
    "posts?",
    "captions?",
    "tweets?",
    "threads?",
    "emails?",
    "e-mails?",
    "mails?",
    "newsletters?",
    "messages?",
    "notes?",
    "letters?",
    "announcements?",
    "updates?",
    "invitations?",
    "invites?",
    "wishes",
  ],
  "i",
);
const PIECE_AGAIN = /^(?:e-?mail|mail|post|message|note|letter|caption)\b\s*/i;
// Who a draft can be for, when "for" could also introduce the subject ("a note for the team" vs "for the launch").
const AUDIENCE = anyWord(
  [
    "team",
    "teams",
    "staff",
    "employees",
    "colleagues",
    "everyone",
    "all",
    "clients?",
    "customers?",
    "investors?",
    "board",
    "partners?",
    "vendors?",
    "suppliers?",
    "members",
    "leaders",
    "leadership",
    "managers?",
    "hr",
    "department",
    "founders?",
    "interns?",
    "joiners?",
    "hires?",
    "family",
    "friends",
    "followers",
    "network",
    "community",
    "students",
    "parents",
  ],
  "i",
);
const ANY_CUE = CUES.map(([, cue]) => cue).join("|");
// Compiled once: a draft request is read on every chat message that asks for one.
const CUE_PATTERNS = CUES.map(
  ([purpose, cue]) => [purpose, new RegExp(String.raw`\b(?:${cue})\b`, "i"), new RegExp(String.raw`^(?:${cue})\b`, "i")] as const,
);
// The recipient phrase ends where the purpose or the subject begins.
const TO = new RegExp(String.raw`^(to|for)\s+(.+?)(?=\s+(?:${ANY_CUE}|about|regarding|re|on|for|that|with|asking)\b|[,.;:!]|$)`, "i");
// After the purpose verb: the person it is said to, then the word that introduces the subject.
const OBJECT_WORDS: Partial<Record<DraftPurpose, string>> = {
  thank: "for",
  congratulate: "on",
  invite: "to|for",
  welcome: "to|into|on",
  remind: "about|of|that|to",
  apologise: "for",
  "follow-up": "on|about|regarding|re",
  request: "for",
};

const OBJECT_THEN = new Map(
  Object.entries(OBJECT_WORDS).map(([purpose, joint]) => [
    purpose as DraftPurpose,
    { lead: new RegExp(String.raw`^(${joint})\s+(.+)$`, "i"), split: new RegExp(String.raw`^(.+?)\s+(${joint})\s+(.+)$`, "i") },
  ]),
);

const WHO_ONLY = new Set<DraftPurpose>(["thank", "congratulate", "follow-up", "invite"]);

/**
 * Reads "Write an email to the team thanking them for the launch" as { thank, "the team", "the launch" }.
 * Works on a whole request or on a bare topic ("announcing our Series B"); a topic with no purpose is "share".
 */
export function readDraftRequest(text: string): DraftRequest {
  const hinglish = hinglishDraftParts(text);
  if (!hinglish) return readEnglish(text);
  const english = readEnglish(hinglish.rest);
  const recipient = hinglish.recipient ?? english.recipient;
  return { purpose: english.purpose, ...(recipient ? { recipient } : {}), subject: hinglish.subject ?? english.subject };
}

function readEnglish(text: string): DraftRequest {
  const piece = PIECE.exec(text);
  const before = piece ? text.slice(0, piece.index) : "";
  // "Holi wishes email": a second piece word adds nothing.
  let rest = (piece ? text.slice(piece.index + piece[0].length) : text).trim().replace(PIECE_AGAIN, "");
  // The piece itself may say why: "an invitation", "Diwali wishes", "a thank-you note".
  let purpose = cueIn(`${before}${piece?.[0] ?? ""}`, false)?.[0];
  let recipient: string | undefined;

  const to = TO.exec(rest);
  // A farewell or a welcome is always for a person: "a farewell email for suresh".
  const personal = purpose === "farewell" || purpose === "welcome";
  if (to && (to[1]!.toLowerCase() === "to" || isAudience(to[2]!) || personal)) {
    recipient = to[2];
    rest = rest.slice(to[0].length).trim();
  }
  const verb = cueIn(rest, true);
  if (verb) {
    purpose ??= verb[0];
    rest = rest.slice(verb[1]).trim();
  }
  purpose ??= "share";

  const [object, said, joint] = splitObject(purpose, rest.replace(/^(?:[,:-]\s*)+/, ""));
  if (object && !/^(?:them|him|her|you|us)$/i.test(object) && (!recipient || purpose !== "share")) recipient ??= object;
  const from = /\s+from\s+(.+)$/i.exec(said);
  const cleaned = from && (purpose === "decline" || purpose === "request") ? said.slice(0, from.index) : said;
  if (from && cleaned !== said) recipient ??= from[1];
  if (recipient && /^[a-z]+$/.test(recipient) && !AUDIENCE.test(recipient) && !isCommonWord(recipient)) recipient = capitalise(recipient);
  const tidy = tidyPhrase(cleaned.replace(/^(?:about|regarding|re|on|that|of|with)\s+/i, ""));
  // "reminding them to submit timesheets" keeps its "to": the subject is an action, not a thing.
  const subject = purpose === "remind" && joint === "to" && tidy ? `to ${tidy}` : tidy;
  return { purpose, ...(recipient ? { recipient: tidyPhrase(recipient) } : {}), subject: subject || leadingSubject(before) };
}

// What the words before the piece may hold besides a subject: the verb, the platform, a tone.
const FRAME = anyWord(
  [
    ANY_CUE,
    "draft",
    "write",
    "compose",
    "create",
    "prepare",
    "pen",
    "craft",
    "make",
    "send",
    String.raw`give\s+me`,
    "me",
    "a",
    "an",
    "the",
    "some",
    "one",
    "quick",
    "short",
    "brief",
    "formal",
    "warm",
    "nice",
    "small",
    "personal",
    String.raw`linked\s?in`,
    "instagram",
    "insta",
    "twitter",
    "x",
    "facebook",
    "whatsapp",
    "e-?mail",
  ],
  "gi",
);

/** "Write Diwali wishes", "Draft a Diwali post": the subject named before the piece. */
function leadingSubject(before: string): string {
  return tidyPhrase(before.replace(FRAME, " "));
}

/** The first purpose cue in a text, with where it ends; `atStart` asks for one that opens the text. */
function cueIn(text: string, atStart: boolean): [DraftPurpose, number] | undefined {
  let best: [DraftPurpose, number, number] | undefined;
  for (const [purpose, anywhere, opening] of CUE_PATTERNS) {
    const m = (atStart ? opening : anywhere).exec(text);
    if (m && (!best || m.index < best[2])) best = [purpose, m.index + m[0].length, m.index];
  }
  return best && [best[0], best[1]];
}

/** "the team for the launch" -> ["the team", "the launch", "for"]; "for the launch" -> ["", "the launch", "for"]. */
function splitObject(purpose: DraftPurpose, rest: string): [string, string, string?] {
  const joint = OBJECT_THEN.get(purpose);
  if (purpose === "wish") {
    const m = /^(.*?)\s*\b((?:a|an|happy|warm|many|best)\b.*)$/i.exec(rest);
    return m ? [m[1]!, m[2]!] : ["", rest];
  }
  if (!joint) return ["", rest];
  const lead = joint.lead.exec(rest);
  if (lead) return ["", lead[2]!, lead[1]!.toLowerCase()];
  const m = joint.split.exec(rest);
  if (m) return [m[1]!, m[3]!, m[2]!.toLowerCase()];
  // "thanking our customers", "congratulating Priya": the whole phrase is who, nothing more is said.
  // "welcoming our new CTO" names who, whoever it is.
  return purpose === "welcome" || (WHO_ONLY.has(purpose) && isWho(rest)) ? [rest, ""] : ["", rest];
}

function isAudience(phrase: string): boolean {
  return AUDIENCE.test(phrase) || isName(phrase);
}

function isWho(phrase: string): boolean {
  return isAudience(phrase) || /^(?:them|him|her|everyone|all)$/i.test(phrase);
}

/** "Priya", "Mr. Kapoor", "Acme": one to three capitalised words. */
function isName(phrase: string): boolean {
  return /^(?:(?:Mr|Ms|Mrs|Dr)\.?\s+)?[A-Z][\w.&'-]*(?:\s+[A-Z][\w.&'-]*){0,2}$/.test(phrase.trim());
}
