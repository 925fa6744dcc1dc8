import { anyWord } from "./pattern.ts";

/** Who a draft can be for, when "for" could also introduce the subject ("a note for the team" vs "for the launch"). */
export const AUDIENCE = anyWord(
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

/** A group a draft is addressed to ("the team"), or a name ("Priya"). */
export function isAudience(phrase: string): boolean {
  return AUDIENCE.test(phrase) || isName(phrase);
}

/** An audience, or a pronoun standing for one ("them", "everyone"). */
export function isWho(phrase: string): boolean {
  return isAudience(phrase) || /^(?:them|him|her|everyone|all)$/i.test(phrase);
}

/** "Priya", "Mr. Kapoor", "Acme": one to three capitalised words. */
function isName(phrase: string): boolean {
  return /^(?:(?:Mr|Ms|Mrs|Dr)\.?\s+)?[A-Z][\w.&'-]*(?:\s+[A-Z][\w.&'-]*){0,2}$/.test(phrase.trim());
}
