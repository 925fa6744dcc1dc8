import { withoutInstructions } from "./draft-instructions.ts";

// A clause that asks for the draft or names its form ("Draft an email to Mr. Rao", "WhatsApp pe likh do"): its
// content, if any, is what the model marked as the topic.
const ASKING = new RegExp(
  String.raw`\b(?:draft|write|likh\w*|prepare|compose|reply|respond|send|bhej\w*|give\s+me|need|chahiye|e-?mail|mail|` +
    String.raw`whats\s*app|linked\s*in|caption|post|talking\s*points|note|message|msg)\b`,
  "i",
);
const CLAUSE = /(?<=[.!?])\s+|\s*[,;]\s+|\s+[—–-]\s+|\s*[—–]\s*|:\s+/;

const STOP = new Set(
  (
    "the a an and or but of to for in on at by with from about that this it is are was were be been will would can could " +
    "we our us you your i my me he she they them his her their have has had do does did not no yes so as if then than " +
    "ko ki ke ka hai hain tha thi se mein me pe par bhi aur ho gaya gayi diya kar karo karna hoga raha rahe wala wali " +
    "please kindly just also very really some any all reason"
  ).split(" "),
);

/** The words of a text that carry content: "15 December tak shift" -> ["15", "december", "tak", "shift"]. */
function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}%₹]+/gu) ?? []).filter((w) => !STOP.has(w) && (w.length > 2 || /\d/.test(w)));
}

/**
 * The clauses of a request that say something the draft's topic does not: "…, reason - UAT mein delay", "We can do
 * 7% for orders above 500 units." The model marks one topic; an executive often gives more than one thing to say, and
 * a draft that drops it is wrong. Instructions and the clause that asks for the draft are never details.
 */
export function draftDetails(message: string, covered: string): string[] {
  const known = new Set(contentWords(covered));
  return withoutInstructions(message)
    .split(CLAUSE)
    .map((clause) => clause.trim().replace(/^(?:and|but|also|aur|reason|because|kyunki)\s+/i, ""))
    .filter((clause) => {
      const words = contentWords(clause);
      // Mostly new: a clause that repeats the topic with a word or two more ("request karo ki <the topic>") is not news.
      return clause && !ASKING.test(clause) && words.filter((word) => !known.has(word)).length * 2 > words.length;
    });
}
