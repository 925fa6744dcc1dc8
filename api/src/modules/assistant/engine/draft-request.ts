import { AUDIENCE, isAudience } from "./draft-audience.ts";
import { hinglishDraftParts } from "./draft-hinglish.ts";
import { splitObject } from "./draft-object.ts";
import { leadingSubject, PIECE, PIECE_AGAIN } from "./draft-piece.ts";
import { ANY_PURPOSE_CUE, cueIn } from "./draft-purpose-cues.ts";
import { capitalise, tidyPhrase } from "./title.ts";
import { isCommonWord } from "./words.ts";

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

// The recipient phrase ends where the purpose or the subject begins.
const RECIPIENT_END = String.raw`(?=\s+(?:${ANY_PURPOSE_CUE}|about|regarding|re|on|for|that|with|asking)\b|[,.;:!]|$)`;
const TO = new RegExp(String.raw`^(to|for)\s+(.+?)${RECIPIENT_END}`, "i");

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
