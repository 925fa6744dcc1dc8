import { type Reading, slotTexts } from "./read.ts";
import { splitPeople } from "./title.ts";

// "with him", "uske saath": a person Ria cannot know from the words.
const PRONOUN_PERSON = new RegExp(
  String.raw`^(?:him|her|them|he|she|they|uske?|unke?|usse|unse|isko|usko|unko|inke?|that\s+(?:guy|person|lady)|both\s+of\s+them|` +
    String.raw`(?:the\s+)?concerned\s+(?:person|people|party|parties|official|officer)|(?:the\s+)?same\s+person)$`,
  "i",
);
// A name as people write one: "Rohan Mehra", "Agarwal ji", "Mr Reddy", "Nair sir".
const NAME =
  /\b(?:(?:Mr|Mrs|Ms|Dr|Prof)\s+[A-Z][\w'-]+|[A-Z][a-z][\w'-]*(?:\s+[A-Z][a-z][\w'-]*)?(?:\s+(?:ji|sir|sahab|saab|madam|garu))?)/g;
// After a sentence-opening word, these say it is a person: "Kunal ka message", "Varun from McKinsey", "Uday and Shruti".
const PERSON_AFTER = new RegExp(
  String.raw`^\s+(?:${[
    "ji sir sahab saab madam garu ka ki ke ko se from is was has had will can and wants needs said says called pinged",
    "wrote bola ne runs leads heads handles manages owns knows works joined just also asked messaged texted replied emailed mailed",
  ]
    .join(" ")
    .replace(/ /g, "|")})\b`,
);
// Capitalised words that are never the person meant.
const NOT_A_NAME = new RegExp(
  `^(?:${[
    "I Sir Ma'am Madam Boss Please Kindly Also So And But The This That My Our Ria Okay Ok Hi Hello Hey",
    "Monday Tuesday Wednesday Thursday Friday Saturday Sunday Today Tomorrow Tonight",
    "January February March April May June July August September October November December",
    "Can Could Book Schedule Set Remind Put Add Block Fix",
    "WhatsApp Whatsapp LinkedIn Linkedin Instagram Insta Email Zoom Teams Slack Google Meet",
  ]
    .join(" ")
    .split(" ")
    .join("|")})$`,
);

/**
 * Who "him", "her", "them", "uske", "unke" means: the people named in the message's context (marked by the model),
 * else the first name said before the pronoun. Empty when nobody is named, and Ria asks who.
 */
export function antecedent(message: string, contextPeople: string[]): string[] {
  if (contextPeople.length) return contextPeople;
  for (const sentence of message.split(/(?<=[.!?])\s+/)) {
    const names = [...sentence.matchAll(NAME)].filter((m) => {
      const words = m[0].split(/\s+/);
      if (NOT_A_NAME.test(words[0]!)) return false;
      // "the Gulf accounts", "the Bain team": a capitalised word after "the" names a thing, not a person.
      if (/\bthe\s+$/i.test(sentence.slice(0, m.index))) return false;
      const opening = m.index === sentence.search(/\S/);
      return !opening || words.length > 1 || PERSON_AFTER.test(sentence.slice(m.index + m[0].length));
    });
    if (names.length === 0) continue;
    const first = names[0]!;
    // "Uday and Shruti from Kotak": both.
    const next = names[1];
    const joined = next && /^\s+(?:and|aur|&)\s+$/.test(sentence.slice(first.index + first[0].length, next.index));
    // "Rohan's asked": the person, without the possessive.
    const name = (m: RegExpMatchArray) => m[0].replace(/'s$/, "");
    return joined ? [name(first), name(next)] : [name(first)];
  }
  return [];
}

// Hinglish verbs the model may take for a name: "usse Friday 3 baje [PERSON milna] hai".
const VERB_NOT_PERSON = /^(?:milna|milne|milo|mil|milke|baat|karna|karni|karo|rakhna|rakho)$/i;

/** The people a request names, "him" and "uske" read as whom the message named before; empty when nobody was. */
export function peopleOf(reading: Reading): string[] {
  const people = slotTexts(reading, "PERSON")
    .flatMap(splitPeople)
    .filter((person) => !VERB_NOT_PERSON.test(person.trim()))
    .flatMap((person) => (PRONOUN_PERSON.test(person) ? antecedent(reading.message, reading.contextPeople ?? []) : [person]));
  // "Priya is in town, lunch with her": named and pointed at, one person.
  return people.filter((person, index) => people.findIndex((other) => other.toLowerCase() === person.toLowerCase()) === index);
}
