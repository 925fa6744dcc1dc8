import { isWho } from "./draft-audience.ts";
import type { DraftPurpose } from "./draft-request.ts";

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
 * What follows the purpose verb, split into who it is said to, what is said and the word joining them:
 * "the team for the launch" -> ["the team", "the launch", "for"]; "for the launch" -> ["", "the launch", "for"].
 */
export function splitObject(purpose: DraftPurpose, rest: string): [string, string, string?] {
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
