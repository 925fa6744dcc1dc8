import { anyWord } from "../understanding/pattern.ts";
import type { DraftPurpose } from "./draft-request.ts";

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
const FINITE = (
  "is are was were will would can could has have had am won't can't didn't doesn't isn't aren't did do does should must shall " +
  "need needs got went moved shifted postponed cancelled confirmed approved delayed ready"
).split(" ");
const VERB = new RegExp(String.raw`${anyWord(FINITE).source}|'(?:ll|s|re|ve|d)\b`, "i");

/** Whether a topic is a statement ("we will ship on Monday") rather than a thing ("the launch"). */
export function isClause(topic: string): boolean {
  return /^(?:i|we|you|they|he|she|it|the\s+\w+|our\s+\w+|my\s+\w+|\w+)\b/i.test(topic) && VERB.test(topic);
}

/** A topic said to the person it is about: "her promotion" -> "your promotion". */
export function toRecipient(topic: string): string {
  return topic.replace(/\b(?:his|her|their|him|them|he|she|they)\b/gi, (word) => SECOND_PERSON[word.toLowerCase()]!);
}

// "our driver Ramu", "my EA Sunita": a role said before the name; the greeting uses the name.
const ROLE_THEN_NAME = /^(?:(?:my|our|the)\s+)(?:[a-z]+\s+){1,2}([A-Za-z][a-z]+)$/i;

/** The name a greeting uses for a recipient: "our driver ramu" is Ramu, "Mr. Khanna" stays. */
export function addresseeName(to: string): string {
  const role = ROLE_THEN_NAME.exec(to);
  return role && !/^(?:team|board|office|group|folks|guys|staff|department|vendor|client|partner)s?$/i.test(role[1]!)
    ? capitalised(role[1]!)
    : to;
}

/** How a draft opens for its reader: "Dear Mr. Khanna,", "Hi Priya,", "Hi team,", "Dear members of the board,". */
export function greetingFor(recipient: string | undefined, register: "formal" | "casual"): string {
  if (!recipient) return register === "formal" ? "Hello," : "Hi,";
  const to = addresseeName(recipient);
  const bare = to.replace(/^(?:(?:my|our|the|all)\s+)+/i, "");
  if (/\bteams?$/i.test(bare)) return "Hi team,";
  if (/^board$/i.test(bare)) return "Dear members of the board,";
  if (/^(?:everyone|all|staff|employees|colleagues)$/i.test(bare)) return "Hi everyone,";
  const titled = /^(?:mr|mrs|ms|dr|prof)\.?\s/i.test(to) || /\s(?:ji|sir|madam|saab|sahab)$/i.test(to);
  const name = titled
    ? to.replace(/^(mr|mrs|ms|dr|prof)\.?\s/i, (m) => `${m.trim().replace(/\.?$/, ".")} `.replace(/^./, (c) => c.toUpperCase()))
    : capitalised(to);
  if (/^(?:my|our|the)\s/i.test(to)) return register === "formal" ? `Dear ${bare},` : "Hi,";
  return register === "formal" || titled ? `Dear ${name},` : `Hi ${name.split(" ")[0]},`;
}

function capitalised(name: string): string {
  return /^[a-z]/.test(name) ? name.replace(/\b[a-z]/g, (c) => c.toUpperCase()) : name;
}

/** A subject line: "Thank you for the launch", "Update: Monday shipment". */
export function headline(purpose: DraftPurpose, topic: string): string {
  const t = toRecipient(topic).replace(/^(?:about|regarding|re)\s+/i, "");
  const short = t.length > 60 ? `${t.slice(0, 57).trimEnd()}...` : t;
  const lead: Record<DraftPurpose, string> = {
    thank: "Thank you",
    congratulate: "Congratulations",
    invite: "Invitation",
    welcome: "Welcome",
    wish: "Warm wishes",
    apologise: "Our apologies",
    "follow-up": "Following up",
    request: "Request",
    remind: "Reminder",
    decline: "Re",
    farewell: "Farewell",
    announce: "Announcement",
    inform: "Update",
  };
  return short ? `${lead[purpose]}: ${short.charAt(0).toUpperCase()}${short.slice(1)}` : lead[purpose];
}

/** Hashtags from the topic's own longer words, at most three: nothing the request didn't say. */
export function hashtags(topic: string): string {
  const words = topic
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 3 && !/^(?:this|that|with|from|about|their|your|have|will|were|been|into|over)$/i.test(w));
  return [...new Set(words)]
    .slice(0, 3)
    .map((w) => `#${w.charAt(0).toUpperCase()}${w.slice(1)}`)
    .join(" ");
}
