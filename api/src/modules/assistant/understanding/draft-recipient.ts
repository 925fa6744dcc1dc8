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
    String.raw`lines|words?|congratulate|thank|wish|invite|draft|write|reply|email|message|nahi|haan|actually|ok|okay)$`,
  "i",
);
// "tell him yes", "usko reply do": the person is whom the message named before.
const ADDRESSEE_PRONOUN = /\b(?:tell\s+(?:him|her|them)|reply\s+to\s+(?:him|her|them)|usko|unko|inko|use|unhe|inhe)\b/i;

// "email to doctor sheikh": a title the model marked without the name after it.
const TITLE_ONLY = /^(?:doctor|dr|mr|mrs|ms|prof|professor)\.?$/i;
// "a note for srinivas ji's farewell card": whose occasion it is, when no one was marked.
const WHOSE_OCCASION = new RegExp(
  String.raw`\bfor\s+((?:(?:mr|mrs|ms|dr)\.?\s+)?[a-z][\w-]+(?:\s+(?:ji|sir|madam))?)'s\s+` +
    String.raw`(?:farewell|birthday|retirement|anniversary|send-?off|wedding|promotion)`,
  "i",
);

// "an email to", "a whatsapp for": the words right before whom a draft is sent to.
const SENT_TO = /\b(?:e-?mail|mail|whats\s*app|message|msg|note|text|reply|write|draft)\s+(?:\w+\s+)?(?:to|for)\s+$/i;

/**
 * The marked person the draft is sent to: "an email to [the board members] about [Vikram]" is to the board; a role
 * with the name right after it ("to [our driver] uh [ramu]", "[the relationship manager], [Mr. Desai]") is to the name.
 */
function sentTo(reading: Reading): string | undefined {
  const people = reading.slots.filter((s) => s.slot === "PERSON" && s.start !== undefined);
  const at = people.findIndex((s) => SENT_TO.test(reading.message.slice(0, s.start)));
  if (at < 0) return undefined;
  const [person, next] = [people[at]!, people[at + 1]];
  const named = next && ROLE.test(person.text) && next.start! - person.end! <= 6 ? next : person;
  return splitPeople(named.text)[0];
}

/** "our CTO Radhika Menon" -> "Radhika Menon": the name said after a role, when it is written with capitals. */
function nameAfterRole(person: string): string {
  const name = ROLE.test(person) ? /(?:\s[A-Z][a-z]+)+$/.exec(person)?.[0].trim() : undefined;
  return name && name.split(" ").length < person.split(" ").length - 1 ? name : person;
}

/** "doctor" -> "Dr Sheikh" when the message names them right after the title; "doctor mehta" -> "Dr Mehta". */
function withNameAfterTitle(person: string, message: string): string {
  const doctor = /^doctor\s+([a-z][\w-]*)$/i.exec(person)?.[1];
  if (doctor) return `Dr ${doctor.charAt(0).toUpperCase()}${doctor.slice(1)}`;
  if (!TITLE_ONLY.test(person)) return person;
  const name = new RegExp(String.raw`\b${person}\.?\s+([a-z][\w-]+)`, "i").exec(message)?.[1];
  return name ? `${/^doc/i.test(person) ? "Dr" : person.replace(/\.$/, "")} ${name.charAt(0).toUpperCase()}${name.slice(1)}` : person;
}

// "the board members", "board of directors": the board, greeted as one.
const THE_BOARD = /^(?:the\s+|our\s+|all\s+)*(?:board\s+members|board\s+of\s+directors|members\s+of\s+the\s+board|directors)$/i;

/** Whether a marked person could be greeted at all ("nahi", "them" and "the" cannot). */
export function isAddressee(person: string): boolean {
  return !NOT_ADDRESSEE.test(person.trim());
}

/** Whom a draft greets: the name the model marked (a name before a role), else the addressee the words give. */
export function recipientOf(reading: Reading): string | undefined {
  // "Reply to [Sunil's email]": the person whose message it was.
  const chosen = chosenRecipient(reading)?.replace(/'s\s+(?:e-?mail|mail|message|msg|whats\s*app|text|note|post)$/i, "");
  if (chosen && THE_BOARD.test(chosen)) return "the board";
  return chosen && nameAfterRole(withNameAfterTitle(chosen, reading.message));
}

function chosenRecipient(reading: Reading): string | undefined {
  const people = slotTexts(reading, "PERSON").flatMap(splitPeople);
  const real = people.filter((person) => !NOT_ADDRESSEE.test(person));
  // "Client Mr. Fernandes ko": the titled name, not the role said before it.
  const named =
    sentTo(reading) ??
    real.find((person) => TITLED.test(person)) ??
    real.find((person) => !ROLE.test(person) && !GENERIC.test(person)) ??
    real[0];
  if (named && !ADDRESSEE_PRONOUN.test(named)) return named;
  const whose = WHOSE_OCCASION.exec(reading.message)?.[1];
  if (!named && whose) return whose.replace(/^\w/, (c) => c.toUpperCase());
  const addressed = ADDRESSED.exec(reading.message)?.[1];
  if (addressed && !NOT_ADDRESSEE.test(addressed.split(/\s+/).at(-1)!))
    return addressed.replace(/\b\w/g, (c) => c.toUpperCase()).replace(/^(Mr|Mrs|Ms|Dr)\.?\s/, "$1 ");
  if (ADDRESSEE_PRONOUN.test(reading.message) || (named && ADDRESSEE_PRONOUN.test(named)))
    return antecedent(reading.message, reading.contextPeople ?? [])[0];
  return named;
}
