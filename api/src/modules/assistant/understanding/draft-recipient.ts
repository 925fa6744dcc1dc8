import { antecedent } from "./antecedent.ts";
import { type Reading, slotTexts } from "./read.ts";
import { splitPeople } from "./title.ts";

// "our driver Ramu": a role, which the greeting does not address when a name is also given.
const ROLE = /^(?:our|my|the|a|an|hamare|hamara|mere|mera|apne|apna)\b/i;
const TITLED = /^(?:mr|mrs|ms|dr|prof)\.?\s|\s(?:ji|sir|madam|ma'am)$/i;
const GENERIC = /^(?:client|customer|vendor|supplier|boss|partner|professional|team|investor|dealer|landlord|tenant)s?$/i;
// "reply to karthik's whatsapp", "write back to Mr Chen": the addressee after the verb, even in lower case.
const ADDRESSED =
  /\b(?:reply|respond|write|message|text|whatsapp|email|mail)\s+(?:back\s+)?to\s+((?:(?:mr|mrs|ms|dr)\.?\s+)?[a-z][\w-]+)(?:'s)?/i;
const NOT_ADDRESSEE = new RegExp(
  String.raw`^(?:the|my|our|all|everyone|everybody|team|him|her|them|this|that|it|a|an|his|their|staff|employees|max|min|line|` +
    String.raw`lines|words?|congratulate|thank|wish|invite|draft|write|reply|email|message)$`,
  "i",
);
// "tell him yes", "usko reply do": the person is whom the message named before.
const ADDRESSEE_PRONOUN = /\b(?:tell\s+(?:him|her|them)|reply\s+to\s+(?:him|her|them)|usko|unko|inko|use|unhe|inhe)\b/i;

/** Whom a draft greets: the name the model marked (a name before a role), else the addressee the words give. */
export function recipientOf(reading: Reading): string | undefined {
  const people = slotTexts(reading, "PERSON").flatMap(splitPeople);
  const real = people.filter((person) => !NOT_ADDRESSEE.test(person));
  // "Client Mr. Fernandes ko": the titled name, not the role said before it.
  const named = real.find((person) => TITLED.test(person)) ?? real.find((person) => !ROLE.test(person) && !GENERIC.test(person)) ?? real[0];
  if (named && !ADDRESSEE_PRONOUN.test(named)) return named;
  const addressed = ADDRESSED.exec(reading.message)?.[1];
  if (addressed && !NOT_ADDRESSEE.test(addressed.split(/\s+/).at(-1)!))
    return addressed.replace(/\b\w/g, (c) => c.toUpperCase()).replace(/^(Mr|Mrs|Ms|Dr)\.?\s/, "$1 ");
  if (ADDRESSEE_PRONOUN.test(reading.message) || (named && ADDRESSEE_PRONOUN.test(named)))
    return antecedent(reading.message, reading.contextPeople ?? [])[0];
  return named;
}
