import type { DraftPurpose, DraftRequest } from "./draft-request.ts";
import { turnPronouns } from "./phrasing.ts";
import { capitalise } from "./title.ts";

const SECOND_PERSON: Record<string, string> = {
  his: "your",
  her: "your",
  their: "your",
  him: "you",
  them: "you",
  he: "you",
  she: "you",
  they: "you",
};

/** A subject said to the person it is about: "her promotion" -> "your promotion" (an email is written to them). */
export function addressed(subject: string): string {
  return subject.replace(/\b(?:his|her|their|him|them|he|she|they)\b/gi, (word) => SECOND_PERSON[word.toLowerCase()]!);
}

/** "Hi team,", "Hi Rohan,", "Dear investors,", "Hello,": how an email opens for its recipient. */
export function greeting(recipient: string | undefined, purpose: DraftPurpose): string {
  if (!recipient) return ["follow-up", "request", "decline", "apologise", "farewell"].includes(purpose) ? "Hello," : "Hi all,";
  const bare = recipient.replace(/^(?:all\s+)?(?:(?:my|our|the)\s+)?/i, "");
  if (/\bteams?$/i.test(bare)) return "Hi team,";
  if (/^(?:everyone|all|staff|employees|colleagues|company)$/i.test(bare) || /^all\b/i.test(recipient)) return "Hi everyone,";
  if (/^board$/i.test(bare)) return "Dear members of the board,";
  if (/^[a-z]+s$/.test(bare)) return `Dear ${bare},`;
  // A declined offer comes from a company more often than a person: "Dear Acme team,".
  if (/^[A-Z]/.test(bare) && purpose === "decline") return `Dear ${bare} team,`;
  if (/^[A-Z]/.test(bare) && !/^[A-Z]{2,4}$/.test(bare)) return `Hi ${bare.split(" ")[0]},`;
  return "Hello,";
}

/** What the draft does, in Ria's voice for the line above it: "thanking the team for the launch". */
export function describeDraft({ purpose, recipient, subject }: DraftRequest): string {
  const who = recipient ? turnPronouns(recipient) : "";
  const what = turnPronouns(subject);
  const to = who ? ` to ${who}` : "";
  const parts: Record<DraftPurpose, string> = {
    thank: `thanking ${who || "everyone"}${what ? ` for ${what}` : ""}`,
    congratulate: `congratulating ${who || "the team"}${what ? ` on ${what}` : ""}`,
    invite: `inviting ${who || "people"}${what ? ` to ${what}` : ""}`,
    welcome: `welcoming ${who || "new colleagues"}${what ? ` to ${what}` : ""}`,
    wish: `${to.trim()} with ${occasion(what)}${what ? " " : ""}wishes`,
    apologise: `apologising${to}${what ? ` for ${what}` : ""}`,
    "follow-up": `following up${who ? ` with ${who}` : ""}${what ? ` on ${what}` : ""}`,
    request: `${to ? `${to.trim()} ` : ""}requesting ${what || "an update"}`,
    remind: `reminding ${who || "everyone"}${what ? ` ${/^to\s/i.test(what) ? what : `about ${what}`}` : ""}`,
    decline: `${to ? `${to.trim()} ` : ""}declining ${what || "the offer"}`,
    farewell: `saying goodbye${to}${what ? ` as they leave ${what}` : ""}`,
    announce: `${to ? `${to.trim()} ` : ""}announcing ${what}`,
    share: `${to ? `${to.trim()} ` : ""}about ${what}`,
  };
  return parts[purpose].replace(/\s+/g, " ").trim();
}

/** "a happy Diwali" -> "Diwali": the occasion a wish is for. */
export function occasion(text: string): string {
  return text.replace(/^(?:(?:a|an|the|very|happy|warm|wonderful|joyous|prosperous|and)\s+)+/i, "");
}

function stripArticle(text: string): string {
  return text.replace(/^(?:a|an|the)\s+/i, "");
}

/** The subject as a subject line: "the new leave policy" -> "New leave policy". */
export function headline(subject: string): string {
  return capitalise(stripArticle(addressed(subject)).replace(/^(?:our|my)\s+/i, ""));
}
