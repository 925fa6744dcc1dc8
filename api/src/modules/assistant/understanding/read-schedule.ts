import { formatIstDay, formatIstTime, fromIst, istParts } from "../../../rules/ist.rules.ts";
import { meetingTopic } from "./meeting-topic.ts";
import { allOnlyRoles, relativeOfSomeone, roleAsSaidBack } from "./role.ts";
import { type Reading, ask, slotText, slotTexts } from "./read.ts";
import { MEETING_KIND, type Timing, partsOf, repeating, repeats } from "./read-repeating.ts";
import type { Request } from "./request.ts";
import { DEFAULT_MEETING_MINUTES, MEAL, MEAL_MINUTES, minutesOf } from "./time/duration.ts";
import { resolveWhen } from "./time/when.ts";
import { MONTH_WORD } from "./time/months.ts";
import { antecedent, peopleOf } from "./antecedent.ts";
import { meetingTitle, namesNothing, taskTitle, tidyPhrase } from "./title.ts";

const MEAL_AS_TIME =
  /\b(?:after|post|before)\s+(?:lunch|dinner|breakfast)\b|\b(?:lunch|dinner|breakfast)\s+(?:ke\s+)?(?:baad|pehle|time)\b/gi;
// "a weekday standup" is a kind of meeting, not a day left open.
const NOT_A_KIND_OF_MEETING = String.raw`(?!\s+${MEETING_KIND}\b)`;
// "sometime next week", "one of these days", "kisi din", "whichever date he is in town", "a weekday next week", "early
// next month", "in dinon mein kabhi": a time without a day.
const VAGUE_DAY = new RegExp(
  String.raw`\b(?:some\s*(?:time|day)|one\s+of\s+these\s+days|any\s+day|kisi\s+(?:bhi\s+)?din|whichever\s+(?:day|date)|` +
    String.raw`(?:first|second|third|last)\s+week|(?:next|this|coming)\s+week|agle\s+hafte|is\s+hafte|` +
    String.raw`(?:a|any|one)\s+weekday${NOT_A_KIND_OF_MEETING}|` +
    String.raw`(?:next|coming)\s+(?:few|couple\s+of)\s+days|(?:in\s+)?a\s+few\s+days|(?:next|this|coming)\s+month|agle\s+mahine|` +
    String.raw`in\s+din(?:on|o)\s+(?:mein|me)|kabhi|whenever|later\s+this\s+week|weekend|any\s+day|jab\s+bhi|` +
    String.raw`(?:he|she|they)\s+(?:is|are)\s+free|` +
    // "early December", "in December", "mid-Jan": a month with no day in it.
    String.raw`(?:early|mid|late|end\s+of|in)[\s-]+${MONTH_WORD}(?!\s*\d)|(?<!\d\s*)${MONTH_WORD}\s+(?:mein|me|main))\b`,
  "i",
);
// What does name a day: a weekday, a date, or a day word.
const SOME_DAY = new RegExp(
  String.raw`\b(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?\b|\b(?:today|tomorrow|tonight|aaj|kal|parso|parson)\b|` +
    String.raw`\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|\d{1,2}\/\d{1,2}|` +
    String.raw`\b\d{1,2}(?:st|nd|rd|th)\b|tarikh`,
  "i",
);

const SOMETHING = /\b(?:something|anything)\b|^kuch(?:\s+bhi)?$/i;

/** When something happens, or the question that settles it: Ria never picks a time the words did not give. */
function timing(reading: Reading, now: Date, what: "reminder" | "meeting", subject: string): Timing {
  const phrase = slotText(reading, "TIME");
  const when = phrase ? resolveWhen(phrase, now, reading.message) : undefined;
  if (repeats(reading, now)) return repeating(reading, now, what, subject);
  const about = what === "reminder" ? `remind you ${subject}` : `book ${subject}`;
  if (!when || (when.clock === "none" && !when.day && !when.days)) return { question: ask(reading, "time", `When should I ${about}?`) };
  if (VAGUE_DAY.test(reading.message) && !SOME_DAY.test(reading.message))
    return { question: ask(reading, "day", `Which day should I ${about}?`) };
  if (when.problem === "impossible-date")
    return { question: ask(reading, "day", `“${phrase}” isn't a real date. Which day did you mean?`) };
  if (when.eitherOf) {
    const [morning, evening] = when.eitherOf;
    const sameDay = formatIstDay(morning) === formatIstDay(evening);
    const options = sameDay
      ? `${formatIstTime(morning)} or ${formatIstTime(evening)}, ${formatIstDay(morning)}`
      : `${formatIstTime(morning)} on ${formatIstDay(morning)} or ${formatIstTime(evening)} on ${formatIstDay(evening)}`;
    return { question: ask(reading, "ampm", `Is that ${options}?`) };
  }
  if (when.clock === "none" || (what === "meeting" && when.clock === "period")) {
    const day = when.day ? ` on ${formatIstDay(when.day)}` : "";
    return { question: ask(reading, "time", `What time${day} should I ${about}?`) };
  }
  if (when.problem === "past")
    return {
      question: ask(
        reading,
        "time",
        `${formatIstDay(when.at!)} at ${formatIstTime(when.at!)} has already passed. When should I ${about} instead?`,
      ),
    };
  return { at: when.at!, ...(when.end ? { end: when.end } : {}) };
}

// An alarm needs no subject: "set an alarm for 6 am", "kal 7 baje jagao".
const ALARM = /\b(?:alarms?|alerts?|wake|waking|jaga\w*|utha\w*)\b/i;

// "Har weekday 1 baje lunch ka reminder": what a Hinglish reminder is of, said just before "ka reminder".
const KA_REMINDER = /([\p{L}\d ]{1,60}?)\s+(?:ka|ki|ke)\s+(?:reminder|yaad)/iu;
const WHEN_WORD =
  /^(?:\d+|baje|bje|har|roz|daily|weekdays?|weekends?|subah|shaam|raat|dopahar|ko|pe|at|(?:mon|tue|wed|thu|fri|sat|sun)\w*)$/i;

/** The words before "ka reminder" back to the first that only says when, when the model marked no task. */
function remindedOf(message: string): string | undefined {
  const words = KA_REMINDER.exec(message)?.[1]!.trim().split(/\s+/) ?? [];
  const cut = words.findLastIndex((word) => WHEN_WORD.test(word));
  return words.slice(cut + 1).join(" ") || undefined;
}

/** A reminder: its task and time, or the one question that is missing. */
export function readReminder(reading: Reading, now: Date): Request {
  const alarm = ALARM.exec(reading.message);
  const task =
    slotText(reading, "TASK") ??
    slotText(reading, "ITEM") ??
    slotText(reading, "REF") ??
    remindedOf(reading.message) ??
    (alarm ? (/^(?:wake|jag|uth)/i.test(alarm[0]) ? "Wake up" : "Alarm") : undefined);
  const title = task ? taskTitle(task) : "";
  if (!title || namesNothing(task ?? "")) return ask(reading, "what", "What should I remind you about?");
  const when = timing(reading, now, "reminder", `to ${title.charAt(0).toLowerCase()}${title.slice(1)}`);
  if ("question" in when) return when.question;
  // "to update the tracker till 15th December": the end of a repetition is no part of its title.
  const bounded = when.open && slotText(reading, "TASK") ? taskTitle(partsOf(reading, ["TASK"], when.open)) : "";
  return { kind: "reminder", title: bounded || title, at: when.at, ...(when.repeat ? { repeat: when.repeat } : {}) };
}

const overlaps = (a: string, b: string) => a.includes(b) || b.includes(a);
const PERSON_IN_TASK = /\b(?:usse|unse|usko|unko|him|her|them)\b/i;
const NAMED_WITH = /\bwith\s+((?:(?:Mr|Mrs|Ms|Dr)\.?\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)\b/u;
// Capitalised words after "with" that are no one: days, months, tools, "the".
const NOT_A_NAME = new RegExp(
  String.raw`^(?:The|My|Our|Me|Us|Him|Her|Them|Everyone|All|Team|Zoom|Teams|Google|Meet|Slack|WhatsApp|Skype|Webex|` +
    String.raw`Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Today|Tomorrow)\b|^${MONTH_WORD}`,
  "i",
);

/** A meeting: title, people, place, start and length; a clock time is required, never assumed. */
export function readMeeting(reading: Reading, now: Date): Request {
  const people = peopleOf(reading);
  // What it is about, said around the request; the parts the model marked inside it are that topic, nothing else.
  const topic = meetingTopic(reading.message);
  const outsideTopic = (kind: "TASK" | "REF" | "PLACE") =>
    slotTexts(reading, kind)
      .filter((text) => !topic || !overlaps(topic.toLowerCase(), text.toLowerCase()))
      .join(" ") || undefined;
  // A creation request points at nothing: a part the model marked as a reference is what the meeting is.
  let subject = outsideTopic("TASK") ?? outsideTopic("REF");
  // "[TASK usse milna]": a pronoun left in the task is the person; whom it means must be known, or Ria asks.
  const pronoun = people.length === 0 ? PERSON_IN_TASK.exec(subject ?? "") : null;
  if (pronoun) {
    people.push(...antecedent(reading.message, reading.contextPeople ?? []));
    subject = subject!.replace(pronoun[0], " ").trim() || undefined;
  }
  if (people.length === 0 && (pronoun || slotTexts(reading, "PERSON").length > 0)) return ask(reading, "who", "Who is the meeting with?");
  // "Meeting with Raj about my son's admission": a name said after "with" that the model marked as nothing.
  const named = people.length === 0 ? NAMED_WITH.exec(reading.message)?.[1] : undefined;
  if (named && !NOT_A_NAME.test(named)) people.push(named);
  // "Put something on my calendar for Thursday at 3 pm": nothing says what it is.
  if (people.length === 0 && !topic && SOMETHING.test(reading.message) && (!subject || SOMETHING.test(subject)))
    return ask(reading, "what", "What should I put on your calendar, and with whom?");
  // "Block my calendar for lunch from 1 to 2 pm": the meal is what it is.
  // "Friday ko lunch Mehul ke saath": a meal said anywhere is what the meeting is, unless it only says when.
  if (!subject && !topic) subject = MEAL.exec(reading.message.replace(MEAL_AS_TIME, " "))?.[0];
  const title = meetingTitle(subject, people, topic);
  const when = timing(reading, now, "meeting", title.charAt(0).toLowerCase() + title.slice(1));
  if ("question" in when) return when.question;
  // "with the new CFO hire", "Sir ke saath": a role with no name; the invitation and the title need the person. Asked
  // once the time is settled, so a missing day or clock is asked first.
  // A person given by address ("ceo@bigcorp.example") is invited there, whatever the address's name part says.
  const byAddress = (reading.emails?.length ?? 0) > 0;
  // "my wife's cousin", "mere bhai ke saale": someone known only through someone else.
  const relative = byAddress ? undefined : relativeOfSomeone(reading.message);
  const unnamed = relative ?? (!byAddress && allOnlyRoles(people, reading.message) ? people[0] : undefined);
  if (unnamed) return ask(reading, "who", `Who is ${roleAsSaidBack(unnamed)}? Tell me their name and I'll book it.`);
  // "make it 90 minutes" said in the same breath is a length, whichever way the model marked it.
  const stated = slotText(reading, "DURATION") ?? slotText(reading, "SHIFT");
  const minutes =
    (stated ? minutesOf(stated) : null) ??
    lengthSaid(reading) ??
    (when.end ? Math.round((when.end.getTime() - when.at.getTime()) / 60_000) : MEAL.test(title) ? MEAL_MINUTES : DEFAULT_MEETING_MINUTES);
  const place = outsideTopic("PLACE");
  return {
    kind: "meeting",
    title,
    at: when.at,
    minutes: Math.min(Math.max(minutes, 5), 24 * 60),
    people,
    ...(place ? { place: tidyPhrase(place) } : {}),
    ...(when.repeat ? { repeat: when.repeat } : {}),
    ...(reading.emails?.length ? { attendees: reading.emails } : {}),
  };
}

/** The IST wall clock of an instant, for moving a thing to the same time on another day. */
export function clockOf(at: Date): { hour: number; minute: number } {
  const { hour, minute } = istParts(at);
  return { hour, minute };
}

/** The instant on `day` (any instant in it) at a wall-clock time. */
export function onDayAt(day: Date, clock: { hour: number; minute: number }): Date {
  const p = istParts(day);
  return fromIst(p.year, p.month, p.day, clock.hour, clock.minute);
}

// "it will go for 90 minutes", "half an hour only", "aadha ghanta": a length said anywhere, not as part of a time ("in
// 30 mins", "after 2 hours").
const LENGTH = new RegExp(
  String.raw`(?<!\b(?:in|after|within|baad)\s+)` +
    String.raw`\b(?:(?:\d+|one|two|three|four|five|ten|fifteen|twenty|thirty|forty|forty-five|sixty|ninety)` +
    String.raw`(?:\s+and\s+(?:a\s+)?half)?\s*(?:minutes?|mins?|hours?|hrs?|ghant[ae])|half\s+an?\s+hour|an?\s+hour(?:\s+and\s+a\s+half)?|` +
    String.raw`aadha\s+ghanta|dedh\s+ghanta)\b` +
    String.raw`(?!\s+(?:baad|later|before|earlier|pehle))`,
  "gi",
);

/** A meeting's length said outside its time, when the model marked none. */
function lengthSaid(reading: Reading): number | null {
  const times = reading.slots.filter((slot) => slot.slot === "TIME" && slot.start !== undefined);
  for (const found of reading.message.matchAll(LENGTH)) {
    const inTime = times.some((slot) => found.index < slot.end! && found.index + found[0].length > slot.start!);
    const minutes = inTime ? null : minutesOf(found[0]);
    if (minutes) return minutes;
  }
  return null;
}
