import { istParts } from "../../../rules/ist.rules.ts";
import { type Reading, slotText, slotTexts } from "./read.ts";
import type { Reference } from "./request.ts";
import { MEAL } from "./time/duration.ts";
import { digitsFromWords } from "./time/numbers.ts";
import { WEEKDAY } from "./time/time-prep.ts";
import { resolveWhen } from "./time/when.ts";
import { splitPeople } from "./title.ts";
import { antecedent } from "./antecedent.ts";

const PRONOUN = new RegExp(
  String.raw`^(?:it|that|this|(?:that|this)\s+one|same(?:\s+one)?|the\s+same|ise|isse|is(?:ko|ka|ki|ke)|use|usko|usse|` +
    String.raw`[iu]sme(?:in|n)?|woh?|wahi|ye|yeh|(?:wo|woh|ye|yeh)\s+(?:wala|wali|wale))$`,
  "i",
);
// "Skip December's", "skip next month's": the occurrence of the thing just set, named by its month.
const MONTHS_OCCURRENCE = new RegExp(
  String.raw`^(?:(?:this|next)\s+month|jan(?:uary)?|feb(?:ruary)?|march|april|may|june|july|aug(?:ust)?|sept?(?:ember)?|` +
    String.raw`oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)'s$`,
  "i",
);
/** Whether a marked reference is only "it", "that one", "isko": it points back, naming nothing. */
const isPronoun = (ref: string) => PRONOUN.test(ref.trim().replace(/[.?!,]/g, ""));
const POSSESSIVE = /^(?:his|her|their|uska|uski|uske|unka|unki|unke)\b/i;
const OBJECT = /\b(?:with\s+)(?:him|her|them)\b/i;
const ORDINALS: Array<[RegExp, number]> = [
  [/\b(?:first|1st|pehl[aie]|pahl[aie]|earlier|earliest)\b/i, 1],
  [/\b(?:second|2nd|doosr[aie]|dusr[aie])\b/i, 2],
  [/\b(?:third|3rd|teesr[aie]|tisr[aie])\b/i, 3],
  [/\b(?:last|latest|aakhri|akhri|later)\b/i, -1],
];
const TYPES: Array<[RegExp, Reference["type"]]> = [
  [/\b(?:reminders?|alarms?|yaad)\b/i, "reminder"],
  [/\b(?:meetings?|calls?|lunch|dinner|breakfast|coffee|sync|standup|review|interview|appointment|baithak|session|1:1)\b/i, "meeting"],
  [/\b(?:tasks?|to-?dos?|items?)\b/i, "list"],
];
// "the second one", "the 2 pm one", "Friday wali", "tomorrow's one": which of several, by place in a list or in time.
const BY_PLACE = new RegExp(
  String.raw`\b(?:first|second|third|last|1st|2nd|3rd|pehl[aie]|doosr[aie]|dusr[aie]|teesr[aie]|aakhri|akhri)\b|\d|` +
    String.raw`\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|\b(?:today|tomorrow|tonight|kal|aaj|parso)`,
  "i",
);
const AMOUNT_AFTER =
  /\s+(?:(?:one|two|three|four|a|an|half|\d+(?:\.\d+)?)\s+)?(?:and\s+a\s+half\s+)?(?:hours?|hrs?|minutes?|mins?|days?)$/i;
const SAYS_PRONOUN = /\b(?:it|that|this|them|those|ise|isse|isko|use|usko|usse|[iu]sme(?:in|n)?|woh?|wahi|ye|yeh)\b/i;
// What a follow-up asks for, never what it is about.
const COMMANDS = new Set(
  (
    "stop cancel delete remove drop skip move push pull prepone postpone shift change make rename reschedule call off " +
    "band karo kar do please add invite too also bhi"
  ).split(" "),
);
// Words that say which thing without being in its title.
const STOP = new Set(
  (
    "the a an my our me i it that this one ones for about with and of to on at in by from wala wali wale ka ki ke ko se " +
    "mera meri mere woh wo ye yeh reminder reminders alarm alarms meeting meetings thing event item task today tomorrow " +
    "tonight kal aaj parso am pm morning evening afternoon night subah shaam raat next last first second third week " +
    "baje o'clock saath sath call is iss ye yeh wo woh us uss one wala wali wale first second third last earlier later " +
    "pehla pehli doosra doosri dusra dusri teesra aakhri agla agli agle upcoming coming same clock " +
    // Honorifics: "Rajiv ji's meeting" is Rajiv's.
    "ji sir madam maam saab sahab mr mrs ms dr " +
    // Fillers and a correction's words: "cancel kar do yaar", "thursday no wait friday".
    "yaar yar bhai boss no wait sorry actually uh um hmm " +
    // "rehne do, cancel kar do": let it be.
    "rehne rehene chhodo chodo"
  ).split(" "),
);

const MEALS = new RegExp(MEAL.source, "gi");

/**
 * What a follow-up or question points at: "it", "the Arvind meeting", "my 3 pm", "tomorrow's standup", "the second
 * one", "Priya wali meeting". The words are matched later against the stored schedule, so a reference never guesses.
 */
export function readReference(reading: Reading, now: Date): Reference {
  // Two marked ("[wedding] …, skip [today's reminder]", "[snooze] [that]"): the one that names a kind of thing, else a
  // pronoun, else the first. A joining word the model took in with it ("rename [the same as] …") is not part of it.
  const marked = slotTexts(reading, "REF");
  const chosen =
    marked.find((ref) => TYPES.some(([pattern]) => pattern.test(ref))) ??
    // "[the second one] push [it]", "[the 2 pm one], postpone [it]": a position, day or clock says more than the pronoun.
    marked.find((ref) => BY_PLACE.test(ref) && !isPronoun(ref)) ??
    marked.find(isPronoun) ??
    marked[0];
  // "move [that one hour] earlier": an amount the model took in with it is the change, not the thing.
  let text = (chosen ?? "")
    .trim()
    .replace(AMOUNT_AFTER, "")
    // "[Sunday nahi], Saturday kar do": the day it is now, with the "no" that sets it aside.
    .replace(/\s+(?:as|to|by|for|with|ko|ka|ki|ke|nahi|nahin)$/i, "")
    .replace(/\b(today|tomorrow|tonight|yesterday)s\b/gi, "$1's");
  // "[Mr]. Venkatesh": a title alone names no one.
  const people = slotTexts(reading, "PERSON")
    .flatMap(splitPeople)
    .filter((person) => !/^(?:mr|mrs|ms|dr|prof|sir|madam|ma'?am|ji|the|a|an)\.?$/i.test(person.trim()));
  // "Pradeep has an emergency, shift his meeting": whose meeting is whom the message named.
  const possessive = POSSESSIVE.exec(text);
  // "Rohit has pulled out, remove the meeting with him": with whom is whom the message named too.
  const object = possessive ? null : OBJECT.exec(text);
  if ((possessive || object) && people.length === 0) {
    people.push(...antecedent(reading.message.slice(0, reading.message.indexOf(text)) || reading.message, reading.contextPeople ?? []));
    text = possessive ? text.slice(possessive[0].length).trim() : text.replace(OBJECT, " ").trim();
  }
  const reference: Reference = { pronoun: false, people, words: [] };
  // "Friday's [call] reminder": the word after the marked part can say what kind of thing it is.
  const next = text ? /^\s*(\w+)/.exec(reading.message.slice(reading.message.indexOf(text) + text.length))?.[1] : undefined;
  const type = /^(?:reminders?|alarms?)$/i.test(next ?? "")
    ? "reminder"
    : TYPES.find(([pattern]) => pattern.test(text) || (!text && pattern.test(reading.message)))?.[1];
  if (type) reference.type = type;
  if (/\b(?:calls?|wali\s+call)\b/i.test(text)) reference.noun = "call";
  if (!text || isPronoun(text) || (reading.intent === "action.skip" && MONTHS_OCCURRENCE.test(text.trim()))) {
    reference.pronoun = people.length === 0 && !slotText(reading, "TASK");
    // Nothing marked and no pronoun said ("stop the cash position reminder"): the message's own words say which,
    // only where the whole message is about its target (cancel, skip): a change's other words are the change.
    const aboutTarget = reading.intent === "action.cancel" || reading.intent === "action.skip";
    const words = aboutTarget && !text && reference.pronoun && !SAYS_PRONOUN.test(reading.message) ? unmarkedWords(reading) : [];
    if (words.length) Object.assign(reference, { pronoun: false, words });
    return reference;
  }
  const number = /^(?:(?:number|option|no\.?)\s*)?(\d)$/i.exec(text);
  const ordinal = ORDINALS.find(([pattern]) => pattern.test(text) && /\b(?:one|wala|wali|item|reminder|meeting)\b|^\S+$/i.test(text));
  if (number || ordinal) reference.ordinal = number ? Number(number[1]) : ordinal![1];
  // "the second one" is a position in a list, not the 2nd of the month.
  // "the lunch" names a meal, not a meeting at 1 pm.
  const when = reference.ordinal ? undefined : resolveWhen(text.replace(/'s\b/g, "").replace(MEALS, " "), now, reading.message);
  if (when && (when.day || when.at)) {
    const clock = when.at && when.clock === "exact" ? istParts(when.at) : undefined;
    reference.at = {
      ...(when.dayGiven && when.day ? { day: when.day } : {}),
      ...(clock ? { clock: { hour: clock.hour, minute: clock.minute } } : {}),
    };
  }
  reference.words = wordsOf(text);
  // A capitalised word is taken for a name ("Sunil wali meeting"); lower-case words describe the thing ("the payment
  // reminder"). A description that fits several is a question of which; a name that fits none is "not found".
  const named = reference.words.some((word) => new RegExp(String.raw`\b${word[0]!.toUpperCase()}${word.slice(1)}\b`).test(reading.message));
  if (reference.words.length && !people.length && !named) reference.describes = true;
  // A reference marked as a bare article ("stop [the] cash position reminder") says nothing: as with none marked,
  // a cancel or skip is matched by the message's own words.
  const aboutTarget = reading.intent === "action.cancel" || reading.intent === "action.skip";
  if (aboutTarget && /^(?:the|a|an|my|our)$/i.test(text) && !people.length) {
    const words = unmarkedWords(reading);
    if (words.length) reference.words = words;
  }
  return reference;
}

// Where a reason begins: "reminder cancel kar do, unse baat ho gayi", "skip it because I'm travelling".
const CLAUSES = /\s*(?:[,;:.!?]+|\s-+|—)\s*|\s+(?:because|since|as|kyunki|kyonki|kyuki|coz|cause)\s+/i;

/**
 * The clause that asks for the cancel or skip, without the reason given beside it; the whole message when no clause
 * asks, or the asking one names nothing ("Please cancel. The Sharma payment reminder is not needed").
 */
function askingClause(message: string): string {
  const clauses = message.split(CLAUSES).filter(Boolean);
  const asking = clauses.find((clause) => clause.split(/\s+/).some((word) => COMMANDS.has(word.toLowerCase())));
  const names = asking && (wordsOf(asking).some((word) => !COMMANDS.has(word)) || TYPES.some(([type]) => type.test(asking)));
  return names ? asking : message;
}

/** Title words of the asking clause outside every marked part (those are the change, the time, the people). */
function unmarkedWords(reading: Reading): string[] {
  let rest = askingClause(reading.message);
  for (const slot of reading.slots) rest = rest.replace(slot.text, " ");
  return wordsOf(rest).filter((word) => !COMMANDS.has(word));
}

// A weekday's own forms only: Sunil, Satish and Monica are people.
const WEEKDAY_WORD = new RegExp(String.raw`^${WEEKDAY}s?$`);

/** The words of a phrase that can be in a title: no times, weekdays or words that only point. */
function wordsOf(text: string): string[] {
  return digitsFromWords(text)
    .toLowerCase()
    .replace(/\b\d{1,2}(?::\d{2})?\s*(?:am|pm|baje)?\b/g, " ")
    .replace(/'s\b/g, "")
    .split(/[^\p{L}\p{N}:]+/u)
    .filter((word) => word.length > 1 && !STOP.has(word) && !/^\d/.test(word) && !WEEKDAY_WORD.test(word));
}
