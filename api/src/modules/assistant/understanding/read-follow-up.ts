import { escapeRegExp } from "../../../rules/plain-text.rules.ts";
import { anyWord } from "./pattern.ts";
import { type Reading, ask, slotText } from "./read.ts";
import { readReference } from "./read-reference.ts";
import type { Change, Request } from "./request.ts";
import { minutesOf, shiftOf } from "./time/duration.ts";
import { corrected, saidLast } from "./time/clean-time.ts";
import { digitsFromWords } from "./time/numbers.ts";
import { type When, resolveWhen } from "./time/when.ts";
import { antecedent, peopleOf } from "./antecedent.ts";
import { splitPeople, taskTitle } from "./title.ts";
import { timeSaid, withoutClockPieces } from "./said-clock.ts";
import { DAYS_ON, daysOn } from "./time/days-on.ts";

// Words that move a thing in time; "make it an hour" without them changes its length instead.
export const MOVE = anyWord(
  String.raw`push\w* move\w* shift\w* prepone\w* postpone\w* delay\w* later earlier forward back aage peeche pichhe pehle baad`
    .concat(" advance bring pull slide late early snooze\\w*")
    .split(" "),
  "i",
);
// "half an hour longer", "15 minutes shorter", "aadha ghanta aur badha do": a length added or taken away.
const LONGER = new RegExp(
  String.raw`\b((?:an?|one|half|quarter|\d+|[a-z]+)(?:\s+(?:an?|and\s+a\s+half))?\s+(?:hours?|hrs?|minutes?|mins?|ghant[ae]))` +
    String.raw`\s+(longer|more|extra|shorter|less|zyada|kam)\b`,
  "i",
);
// "extend it by another 30 minutes", "cut the review short by 15 min": a length added or taken away, said with its verb.
export const BY_LENGTH = new RegExp(
  String.raw`\b(extend|lengthen|stretch|shorten|cut|reduce|trim)\w*\s+(?:it|that|this|the\s+[\w\s]{1,30}?)?\s*(?:short\s+)?by\s+` +
    String.raw`(?:another\s+|an?\s+extra\s+|a\s+further\s+)?` +
    String.raw`((?:an?|one|half|\d+(?:\.\d+)?|[a-z]+)(?:\s+and\s+a\s+half)?\s+(?:hours?|hrs?|minutes?|mins?))`,
  "i",
);
const NEW_LENGTH = new RegExp(
  String.raw`\b(?:make\s+(?:it|that|this)|cut\s+(?:it|that)\s+(?:down\s+)?to|(?:trim|extend|shorten)\s+(?:it\s+)?to|` +
    // "the last one should be an hour long": a length said after "should be".
    String.raw`only\s+(?:has|have)|keep\s+it|(?:should|must|will|has\s+to|needs?\s+to)\s+be)\s+` +
    String.raw`((?:just\s+|only\s+)?[\w.]+(?:\s+[\w.]+){0,3})`,
  "i",
);
const DAY_WORD = String.raw`day\s+after\s+tomorrow|(?:next\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|kal|parso`;
// "same time", "usi time", "wahi samay".
const SAME = String.raw`(?:same|usi|wahi|isi)\s+(?:time|samay|waqt)`;
export const SAME_TIME = new RegExp(
  // "Saturday kar do, same time", "Thursday instead? Same time.": the day, a word that sets it, then the same time.
  String.raw`\bsame\s+time\s+(?:but\s+)?(?:on\s+)?(${DAY_WORD})\b|\b(${DAY_WORD})(?:\s+(?:ko|pe|on|at))?(?:\s+(?:kar|rakh)\s+do)?` +
    String.raw`(?:\s+instead)?[,?.!]*\s+(?:at\s+)?(?:the\s+)?${SAME}\b`,
  "i",
);
const SAME_TIME_NEXT_WEEK = new RegExp(
  String.raw`\bsame\s+time\s+(?:on\s+)?(?:next|the\s+following|the\s+next)\s+week\b|\b(?:next|the\s+following)\s+week,?\s+` +
    String.raw`(?:at\s+)?(?:the\s+)?same\s+time\b|\bagle\s+hafte\s+(?:isi|same|wahi|usi)\s+(?:time|samay|waqt)\b`,
  "i",
);
// A reference that points rather than describes: "it", "that", "isko".
const POINTER = /^(?:it|this|that|ye|yeh|is|isko|usko|wo|woh)$/i;
const REMOVE = /\b(?:remove|drop|take\s+off|uninvite|exclude|without|hata(?:o|do|a\s+do)?|nikaal(?:o|\s+do)?|nikal(?:o|\s+do)?)\b/i;

// "rename it as 'Board prep'", "call it X instead", "naam badal ke 'X' kar do", "iska naam 'X' rakh do": a quoted or trailing new title.
// "Call the Zoya meeting 'Brand refresh kickoff'": calling a thing by a quoted name is renaming it.
export const RENAME = new RegExp(
  // "isko 'X' naam de do", "title 'X' kar do": the name or title word after the quote.
  String.raw`(?<=['"’”]\s{0,3})(?:naam|title)\b|` +
    String.raw`\b(?:rename\w*|re-?title|call\s+it|name\s+it|naam\s+(?:badal|change)\w*|title)\b|\bnaam\s+(?:ko\s+)?(?=['"‘“])|` +
    String.raw`\bcall\s+(?:it|that|this|the\s+[^'"‘“]{1,60}?)\s*(?=['"‘“])|` +
    // "change it to call the agent about the renewal", "change the reminder to 'X'": a new title when no time or length follows.
    String.raw`\bchange\s+(?:it|that|this|the\s+(?:reminder|task|meeting|title|name))\s+to\b`,
  "i",
);
// "add Rohit and uh Megha to it": a name joined to a marked person that the model left out.
const JOINED_NAME = /^\s*(?:,|and|aur|&)\s+(?:(?:uh+|um+|also|bhi)\s+)*([A-Za-z][\w'-]+)(?=\s+(?:to|ko|in|into|bhi|as)\b|\s*[.!]?$)/;
const NOT_NAME = /^(?:the|my|me|him|her|them|it|that|this|everyone|team|all|uh|um)$/i;

// Words that bring someone into a meeting: with them, a name the model read as an item is a person ("Raghav ko add kar do").
// "loop Faisal in", "rope in the CFO".
const ADD_PERSON = /\b(?:add\w*|include|invite|(?:loop|rope)(?:\s+[\w.]+){0,3}?\s+in|cc|jod\w*|shamil|bula\w*)\b/i;

const NAME = /^(?:(?:Mr|Mrs|Ms|Dr)\.?\s+)?[A-Z][a-z'-]+(?:\s+[A-Z][a-z'-]+)?$/;
const NEXT_DAY =
  /\b(?:to\s+)?(?:the\s+)?(?:next|following)\s+day\b|\bagle\s+din\b|\b(?:to|till)\s+(?:the\s+)?day\s+after\b(?!\s+tomorrow)/i;
// Words that say which way a thing moves; "extend", "shift" and "make" say nothing of the direction.
const DIRECTION = /\b(?:prepone\w*|postpone\w*|push\w*|delay\w*|earlier|later|pehle|pahle|baad|aage|peeche|forward|advance)\b/i;
const OBJECT_PERSON = /\b(?:usko|unko|usse|unse|inko|isko|him|her|them)\b/i;
// "move it to 2", "bring it forward to 4:30 pm": the clock it moves to ("by 2" is an amount, not a time).
const MOVE_TO_CLOCK = /\bto\s+(\d{1,2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?)\s*(?:[?.!]|$)/i;
// "loop Faisal in", "rope Priya and Dev in": the people between.
const LOOPED_IN = /\b(?:[Ll]oop|[Rr]ope)\s+((?:[A-Z][\p{L}'-]*)(?:\s+(?:and\s+)?[A-Z][\p{L}'-]*){0,3})\s+in\b/u;

// A quote opens and closes away from letters: the apostrophe of "tomorrow's call" is no quote.
export const QUOTED = /(?<![\p{L}\d])['"‘“]([^'"’”]{2,80})['"’”](?![\p{L}\d])/u;
const CANCEL_WORD = /\b(?:cancel\w*|delete|remove|drop|stop|scrap|band|hata\w*|call\s+off)\b/i;
const POINTING_PERSON = /^(?:[iu]s(?:ka|ki|ke|ko)|[iu]n(?:ka|ki|ke|ko)|this|that|it)$/i;

/** Whether a marked part of a rename is its new title (the task, or inside the quotes), or a pronoun read as a person. */
function inNewTitle(message: string, slot: Reading["slots"][number]): boolean {
  if ((slot.slot === "PERSON" && POINTING_PERSON.test(slot.text.trim())) || slot.slot === "TASK") return true;
  const quote = QUOTED.exec(message);
  if (!quote || slot.start === undefined || slot.end === undefined) return false;
  return slot.start < quote.index + quote[0].length && slot.end > quote.index;
}

/** Item or task spans that are capitalised names: "Raghav", "Ms Iyer". */
function namedItems(reading: Reading): string[] {
  return reading.slots
    .filter((s) => (s.slot === "ITEM" || s.slot === "TASK") && NAME.test(s.text.trim()))
    .flatMap((s) => splitPeople(s.text));
}

/** A new title: quoted in the message, said after "to"/"as" at its end, or the task the model marked. */
function newTitle(reading: Reading): string | undefined {
  if (RENAME.test(reading.message)) {
    const quoted = QUOTED.exec(reading.message)?.[1];
    if (quoted) return quoted;
    const trailing = /\b(?:to|as|(?:call|name)\s+it)(?:\s*:\s*|\s+)(.+?)\s*(?:instead)?[.!]?$/i.exec(
      reading.message.slice(RENAME.exec(reading.message)!.index),
    )?.[1];
    if (trailing) return trailing;
  }
  return slotText(reading, "TASK");
}

/** "1.5 ghante": a length the model marked in pieces ("1", "5 ghante") is the message's words from first to last. */
function wholeDuration(reading: Reading): string | undefined {
  const parts = reading.slots.filter((s) => s.slot === "DURATION" && s.start !== undefined && s.end !== undefined);
  const joined = parts.slice(1).every((part, i) => /^[\s.,]*$/.test(reading.message.slice(parts[i]!.end, part.start)));
  return parts.length > 1 && joined ? reading.message.slice(parts[0]!.start, parts.at(-1)!.end) : slotText(reading, "DURATION");
}

/** Names joined to a marked person that the model did not mark: "Rohit and uh Megha". */
function joinedNames(reading: Reading): string[] {
  return reading.slots
    .filter((s) => s.slot === "PERSON" && s.end !== undefined)
    .map((s) => JOINED_NAME.exec(reading.message.slice(s.end))?.[1])
    .filter((name): name is string => !!name && !NOT_NAME.test(name))
    .map((name) => name[0]!.toUpperCase() + name.slice(1));
}

/** "Can we do 9:15 instead?" for a dinner at 8:30 pm: the clock's other half, for the item's own time to choose. */
function otherHalf(when: When): { orAt: Date; usual: true } | Record<string, never> {
  return when.otherHalf ? { orAt: when.otherHalf, usual: true } : {};
}

/** What a follow-up changes, read from its slots; null when it names no change. */
function readChange(reading: Reading, now: Date): Change | { question: Request } | null {
  // "bring it forward to 2": a move to a clock time, however the model marked the number.
  const toClock = MOVE.test(reading.message) ? MOVE_TO_CLOCK.exec(digitsFromWords(reading.message)) : null;
  if (toClock && !/\d/.test(slotText(reading, "TIME") ?? "")) {
    const when = resolveWhen(toClock[1]!, now, reading.message);
    if (when.eitherOf) return { kind: "retime", at: when.eitherOf[0], orAt: when.eitherOf[1], dayGiven: false, clockGiven: true };
    if (when.at) return { kind: "retime", at: when.at, dayGiven: false, clockGiven: true, ...otherHalf(when) };
  }
  // "30 min prepone kar do": an amount with a word that moves is a move, whichever part the model marked it as.
  const shift = slotText(reading, "SHIFT") ?? (DIRECTION.test(reading.message) ? slotText(reading, "DURATION") : undefined);
  if (shift && MOVE.test(reading.message)) {
    // "a day earlier no two days earlier": the amount said after the correction.
    const last = saidLast(reading.message);
    const minutes = (last ? shiftOf(last, reading.message) : null) ?? shiftOf(shift, reading.message);
    if (minutes !== null) return { kind: "shift", minutes };
  }
  // "Same time Monday instead", "Friday same time": another day at the clock time it has.
  // "shift it to the next day, same time": a day on from the item's own, not from today.
  if (NEXT_DAY.test(reading.message) && !/\d/.test(slotText(reading, "TIME") ?? "")) return { kind: "shift", minutes: 24 * 60 };
  // "move it to the same time next week", "agle hafte isi time": a week on from the item's own time.
  if (SAME_TIME_NEXT_WEEK.test(reading.message)) return { kind: "shift", minutes: 7 * 24 * 60 };
  // "Monday nahi ho payega, ek din baad kar do same time pe": a day on from the item, at its own time.
  const byDays = daysOn(reading.message);
  if (byDays && !/\d/.test((slotText(reading, "TIME") ?? "").replace(DAYS_ON, " "))) return { kind: "shift", minutes: byDays };
  // "the same time on friday no sorry monday": the day said last.
  const sameTime = SAME_TIME.exec(corrected(reading.message));
  const sameTimeDay = sameTime && resolveWhen(sameTime[1] ?? sameTime[2]!, now, reading.message);
  if (sameTimeDay?.day) return { kind: "retime", at: sameTimeDay.day, dayGiven: true, clockGiven: false };
  const time = timeSaid(reading);
  // "add Gaurav to my 4 pm on Friday": with people to add and no word of moving, the time says which meeting.
  const timeIsTarget = ADD_PERSON.test(reading.message) && peopleOf(reading).length > 0 && !MOVE.test(reading.message);
  if (time && !timeIsTarget) {
    const when = resolveWhen(time, now, reading.message);
    // "make it 7": which 7 depends on the time the item has, known once it is found.
    if (when.eitherOf) return { kind: "retime", at: when.eitherOf[0], orAt: when.eitherOf[1], dayGiven: when.dayGiven, clockGiven: true };
    if (when.problem === "impossible-date")
      return { question: ask(reading, "day", `“${time}” isn't a real date. Which day did you mean?`) };
    // "shift it from Friday to Monday": a move goes to the day said last.
    if (when.days && /^\s*(?:from\s+)?\S.*\s(?:to|se)\s/i.test(time))
      return { kind: "retime", at: new Date(when.days.to.getTime() - 86_400_000), dayGiven: true, clockGiven: false };
    if (when.at || when.day) {
      return { kind: "retime", at: (when.at ?? when.day)!, dayGiven: when.dayGiven, clockGiven: when.clock !== "none", ...otherHalf(when) };
    }
  }
  const duration = wholeDuration(reading) ?? (shift && !MOVE.test(reading.message) ? shift : undefined);
  // "make it half an hour longer": the model may split the length into pieces; the message says it whole.
  const longer = LONGER.exec(reading.message);
  const by = BY_LENGTH.exec(reading.message);
  const byMinutes = by ? minutesOf(by[2]!) : null;
  if (by && byMinutes)
    return { kind: "resize", minutes: byMinutes, by: /^(?:extend|lengthen|stretch)/i.test(by[1]!) ? "longer" : "shorter" };
  // "make it one full hour, 30 minutes won't do": the length said after the verb, when the model splits it.
  const said = NEW_LENGTH.exec(reading.message)?.[1];
  const first = (longer ? minutesOf(longer[1]!) : null) ?? (said ? minutesOf(said) : null) ?? (duration ? minutesOf(duration) : null);
  // "make it an hour long no wait ninety minutes": the length said after the correction.
  const afterCorrection = saidLast(reading.message);
  const minutes = first && afterCorrection && !longer ? (minutesOf(afterCorrection) ?? first) : first;
  if (minutes) {
    const by = longer ? (/short|less|kam/i.test(longer[2]!) ? "shorter" : "longer") : undefined;
    return { kind: "resize", minutes, ...(by ? { by } : {}) };
  }
  // "rename this as 'Bhandari - loan restructuring' so the team knows": a rename, whoever else the message names.
  const renamed = newTitle(reading);
  if (renamed && RENAME.test(reading.message)) return { kind: "rename", title: taskTitle(renamed) };
  const people = peopleOf(reading);
  for (const name of ADD_PERSON.test(reading.message) ? joinedNames(reading) : [])
    if (!people.some((p) => p.toLowerCase() === name.toLowerCase())) people.push(name);
  if (people.length) return { kind: REMOVE.test(reading.message) ? "remove-people" : "add-people", people };
  // "add her to it" with nobody named: Ria asks who rather than what to change.
  if (slotText(reading, "PERSON")) return { question: ask(reading, "who", "Who should I add?") };
  // "usko bhi add kar do", "add her too": whom the message named before, else Ria asks who.
  if (ADD_PERSON.test(reading.message) && OBJECT_PERSON.test(reading.message)) {
    const who = antecedent(reading.message, reading.contextPeople ?? []);
    return who.length ? { kind: "add-people", people: who } : { question: ask(reading, "who", "Who should I add?") };
  }
  const looped = LOOPED_IN.exec(reading.message)?.[1];
  if (looped) return { kind: "add-people", people: splitPeople(looped) };
  const named = ADD_PERSON.test(reading.message) ? namedItems(reading) : [];
  if (named.length) return { kind: REMOVE.test(reading.message) ? "remove-people" : "add-people", people: named };
  if (renamed) return { kind: "rename", title: taskTitle(renamed) };
  return null;
}

/**
 * "move [REF my meeting] [TIME tomorrow to four thirty pm]": the day says which meeting, the clock after "to" where it
 * goes. The reading with the day moved into the reference and only the clock left as the time.
 */
function dayThenNewClock(reading: Reading, now: Date): Reading {
  const time = reading.slots.find((s) => s.slot === "TIME");
  const ref = reading.slots.find((s) => s.slot === "REF");
  const parts = time && ref ? /^(.+?)\s+(to|at|pe|par)\s+(?:uh\s+|um\s+)?(.+)$/i.exec(time.text) : null;
  // "move it [TIME to Tuesday the 1st at 11 am]": a day after "to" is where it goes, not which one; so is "make it
  // [TIME Thursday at 2 pm]", where "it" already says which.
  if (!parts || /^\s*(?:to|till|until|for)\b/i.test(parts[1]!)) return reading;
  if (POINTER.test(ref!.text.trim()) && parts[2]!.toLowerCase() !== "to") return reading;
  const day = resolveWhen(parts[1]!, now, parts[1]!);
  const clock = resolveWhen(parts[3]!, now, parts[3]!);
  if (!day.day || day.clock !== "none" || clock.clock !== "exact") return reading;
  return {
    ...reading,
    slots: reading.slots.map((s) => (s === ref ? { ...s, text: `${s.text} ${parts[1]}` } : s === time ? { ...s, text: parts[3]! } : s)),
  };
}

const BARE_DAY = new RegExp(String.raw`^(?:${DAY_WORD})$`, "i");

/**
 * "Push [REF that] reminder [TIME to] [REF Thursday]": a day said after "to" where something moves is where it goes.
 * The reading with that day as the time (and a time of nothing but "to" dropped).
 */
function dayMovedTo(reading: Reading): Reading {
  if (!MOVE.test(reading.message) || reading.slots.some((s) => s.slot === "TIME" && !/^\s*(?:to|till|until|on)\s*$/i.test(s.text)))
    return reading;
  const day = reading.slots.find(
    (s) => s.slot === "REF" && BARE_DAY.test(s.text.trim()) && /\b(?:to|till|until)\s+$/i.test(reading.message.slice(0, s.start)),
  );
  if (!day) return reading;
  return { ...reading, slots: reading.slots.filter((s) => s.slot !== "TIME").map((s) => (s === day ? { ...s, slot: "TIME" } : s)) };
}

/** A change, cancel or skip of something already set, with the words that say which thing. */
export function readFollowUp(reading: Reading, now: Date): Request {
  // "Call the Zoya meeting 'Brand refresh'": calling a thing by a quoted name renames it, whatever the model read.
  const renames = RENAME.test(reading.message) && QUOTED.test(reading.message) && !CANCEL_WORD.test(reading.message);
  if (reading.intent === "action.cancel" && renames) reading = { ...reading, intent: "action.change" };
  if (reading.intent === "action.cancel") return { kind: "cancel", target: readReference(reading, now) };
  if (reading.intent === "action.skip") return { kind: "skip", target: readReference(reading, now) };
  reading = withoutClockPieces(dayThenNewClock(dayMovedTo(reading), now));
  const change = readChange(reading, now);
  if (!change) return ask(reading, "change", "What should I change: the time, the length, or who's in it?");
  if ("question" in change) return change.question;
  // The people being added are the change, not the reference: "add Sunil to it"; and "rename this ... so the team
  // knows" points at "this", not at the team.
  const pointsByPronoun = POINTER.test(slotText(reading, "REF")?.trim() ?? "");
  const withoutPeople = change.kind === "add-people" || change.kind === "remove-people" || (change.kind === "rename" && pointsByPronoun);
  // "postpone [REF by one] [TIME day]": the words of a move by days say how far, not which thing.
  const moveByDays = change.kind === "shift" ? DAYS_ON.exec(reading.message)?.[0].toLowerCase() : undefined;
  const slots = moveByDays ? reading.slots.filter((s) => !moveByDays.includes(s.text.trim().toLowerCase())) : reading.slots;
  const readingForTarget = { ...reading, slots: withoutPeople ? slots.filter((s) => s.slot !== "PERSON") : slots };
  // A rename's new title, and a pronoun taken for a person ("[PERSON iska] naam badal ke 'X'"), never say which thing.
  if (change.kind === "rename") readingForTarget.slots = readingForTarget.slots.filter((s) => !inNewTitle(reading.message, s));
  // "change it to call the agent": the new title's words ("call") say nothing of what kind of thing it is.
  if (change.kind === "rename")
    readingForTarget.message = reading.message.replace(new RegExp(`${escapeRegExp(change.title)}.*$`, "is"), " ");
  // The time said with people to add belongs to the reference: "my 4 pm" + "on Friday".
  const time = reading.slots.find((s) => s.slot === "TIME");
  const ref = readingForTarget.slots.find((s) => s.slot === "REF");
  if ((change.kind === "add-people" || change.kind === "remove-people") && time && ref)
    readingForTarget.slots = readingForTarget.slots
      .filter((s) => s !== time)
      .map((s) => (s === ref ? { ...s, text: `${s.text} ${time.text}` } : s));
  return { kind: "change", target: readReference(readingForTarget, now), change };
}
