import { anyWord } from "./pattern.ts";
// Hinglish puts who and what before the verb: "team ko thank you email likho launch ke liye" is
// "write a thank-you email to the team for the launch". These rules take the parts out in English order.

const VERBS = anyWord(
  [
    String.raw`likh\s+(?:do|dena|dijiye)`,
    "likho",
    String.raw`likhna\s+hai`,
    String.raw`bana\s+(?:do|dena)`,
    "banao",
    String.raw`bhej\s+(?:do|dena)`,
    "bhejo",
    String.raw`tayyar\s+karo`,
    String.raw`draft\s+karo`,
    "chahiye",
  ],
  "gi",
);
const TO = /\b((?:(?:sab|saare|sabhi|all|our|my|the)\s+)?[\w-]+)\s+ko\b/i;
const FOR = /^(.*?)\s*\b(?:ke\s+liye|pe|par|ke\s+baare\s+(?:mein|me))\b/i;
const PIECE = /.*\b(?:e-?mails?|mails?|posts?|messages?|notes?|captions?|tweets?|letters?|wishes|invitations?)\b\s*/i;

/** The recipient ("X ko") and subject ("Y ke liye", "Y pe") of a Hinglish draft request, and what is left; null when English. */
export function hinglishDraftParts(text: string): { rest: string; recipient?: string; subject?: string } | null {
  if (!VERBS.test(text) && !TO.test(text) && !FOR.test(text)) return null;
  let rest = text
    .replace(VERBS, " ")
    .replace(/\b(?:hamari|hamara|hamare|apni|apna|apne)\b/gi, "our")
    .replace(/\b(?:meri|mera|mere)\b/gi, "my");
  const to = TO.exec(rest);
  if (to) rest = rest.replace(to[0], " ");
  const before = FOR.exec(rest);
  let subject: string | undefined;
  if (before) {
    // The subject runs back from "ke liye" to the piece ("email launch ke liye") or to the start.
    subject = before[1]!.replace(PIECE, "").trim();
    rest = `${before[1]!.slice(0, before[1]!.length - subject.length)} ${rest.slice(before[0].length)}`;
  }
  rest = rest
    .replace(/\b(?:ka|ki|ke)\b/gi, " ")
    .replace(/\s+/g, " ")
    .trim();
  return { rest, ...(to ? { recipient: withArticle(to[1]!) } : {}), ...(subject ? { subject: withArticle(subject) } : {}) };
}

/** Hindi has no articles: "team" -> "the team", "sab employees" -> "all employees"; names and "our ..." stay. */
function withArticle(phrase: string): string {
  const english = phrase.replace(/^(?:sab|saare|sabhi)\b/i, "all");
  return /^[a-z]/.test(english) && !/^(?:the|a|an|our|my|all|your)\b/i.test(english) ? `the ${english}` : english;
}
