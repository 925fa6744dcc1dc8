import { formatIstTime, istDayStart, istParts } from "../../../rules/ist.rules.ts";
import type { SlotName } from "./labels.ts";
import { meetingTopic } from "./meeting-topic.ts";
import { type Reading, ask, slotText } from "./read.ts";
import type { Repeat, Request } from "./request.ts";
import { endedRule, readBounds, withoutBounds } from "./time/recurrence-bounds.ts";
import { firstOccurrence, occurrences, periodClock, readRepeat, ruleText } from "./time/recurrence.ts";
import { translateHinglishTime } from "./time/hinglish-time.ts";
import { monthsNamed } from "./time/months.ts";
import { resolveWhen } from "./time/when.ts";

/** When something happens, or the question that settles it. `open` is the message without a repetition's start and end. */
export type Timing = { at: Date; end?: Date; repeat?: Repeat; open?: string } | { question: Request };

// Words that make a request repeat though the model marked no repetition: "on Tuesdays", "hafte mein do baar".
const REPEAT_UNIT =
  String.raw`(?:days?|din|weeks?|hafte|months?|mahine|years?|saal|quarter|fortnight|mornings?|afternoons?|evenings?|nights?|` +
  String.raw`subah|shaam|raat|weekdays?|weekends?|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*|\d)`;
const REPEAT_CUE = new RegExp(
  String.raw`\b(?:every|evry|har|each)\s+(?:\w+\s+)?${REPEAT_UNIT}|\b(?:daily|roz|rozana|weekdays|fortnightly|bi-?weekly|alternate)\b|` +
    String.raw`\bon\s+(?:mon|tues|wednes|thurs|fri|satur|sun)days\b|` +
    // "a yearly reminder", "renew it annually"; a "quarterly review" names a meeting, not its repetition.
    String.raw`\b(?:yearly|annual|quarterly)\s+reminders?\b|\bannually\b|` +
    // "every first of the month".
    String.raw`\b(?:every|each)\s+\w+\s+of\s+(?:the|every|each)\s+month\b|` +
    String.raw`\b(?:mon|tues|wednes|thurs|fri|satur|sun)days\s+(?:at|and|aur|&|,)|` +
    String.raw`\b(?:hafte|week|mahine|month)\s+(?:mein|me|in)\s+\w+\s+(?:baar|times)\b|` +
    // "a recurring Wednesday huddle", "mahine ke last Friday ko".
    String.raw`\b(?:recurring|repeating)\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|` +
    String.raw`\bmahine\s+(?:(?:ke|ka|ki)\s+)?(?:first|second|third|fourth|last|1st|2nd|3rd|4th|aakhri|akhri|pehl\w+|doosr\w+|teesr\w+)\b`,
  "i",
);
const A_WEEKDAY = String.raw`(?:mon|tues|wednes|thurs|fri|satur|sun)(?:day)?`;
const WEEKDAY_RUN = new RegExp(String.raw`\b${A_WEEKDAY}\s*(?:to|till|through|thru|se|-|–)\s*${A_WEEKDAY}\b`, "i");
// What a repetition the model marked must hold: "every open issue" is none.
const REPEAT_WORD = new RegExp(
  String.raw`\b(?:weekly|monthly|quarterly|yearly|annually|weekends?|mornings|evenings|nights|baar|recurring|` +
    String.raw`(?:mon|tues|wednes|thurs|fri|satur|sun)days)\b`,
  "i",
);
// "a monthly call ... on the third Thursday": a frequency said in the title repeats when the day is one of a month's.
const FREQUENCY = /\b(?:daily|weekday|weekly|fortnightly|monthly|quarterly|yearly)\b/gi;
/** Kinds of meeting a frequency or a day word can describe: "a daily standup", "a weekday sync". */
export const MEETING_KIND = String.raw`(?:stand-?ups?|syncs?|calls?|check-?ins?|huddles?|meetings?|reviews?)`;
const DAY_BY_DAY = new RegExp(String.raw`\b(?:daily|weekday)\s+${MEETING_KIND}\b`, "i");
const WEEK_FREQUENCY = /\b(?:weekly|fortnightly)\b/gi;
// "a monthly vendor review on the 15th": a day of the month, with no month named.
const MONTH_DATE = /\bthe\s+\d{1,2}(?:st|nd|rd|th)\b(?!\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))/i;
const NTH_WEEKDAY = /\b(?:first|second|third|fourth|last|1st|2nd|3rd|4th)\s+(?:mon|tue|wed|thu|fri|sat|sun)/i;
// What is left of a time phrase for its clock, once the words of the repetition itself are gone.
const REPEAT_WORDS = new RegExp(
  String.raw`\b(?:every|each|har|daily|roz|rozana|weekdays?|weekends?|weekly|fortnightly|monthly|quarterly|alternate|other|except|` +
    String.raw`(?:mon|tue|wed|thu|fri|sat|sun)(?:day|nesday|sday|rsday|urday|s|r|rs|t)?s?|\d{1,2}(?:st|nd|rd|th)|first|second|third|last|` +
    String.raw`chhod\w*|chod\w*|mein|baar|month|months|mahine|aur|and|of|the|on|day|days|din)\b`,
  "gi",
);
const DAY_RANGE =
  /\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\s*(?:to|till|until|through|thru|se|-|–)\s*(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*/gi;
const MONTH_NAME = "(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)";
const DATED = new RegExp(String.raw`\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH_NAME}|\b${MONTH_NAME}[a-z]*\s+\d`, "i");
const ONLY_WEEKDAY = /^(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*$/i;
const CORRECTION_WORD = /\b(?:no|nahi|sorry|wait|mean|make|actually|matlab)\b/i;
const CONTENT: SlotName[] = ["TASK", "ITEM", "LIST", "PERSON", "PLACE", "REF", "FORM", "TONE", "DURATION", "SHIFT"];

/** The words of some kinds of slot, read from `text` (the message with parts blanked); neighbours said together stay together. */
export function partsOf(reading: Reading, kinds: SlotName[], text: string): string {
  const slots = reading.slots.filter((s) => kinds.includes(s.slot)).sort((a, b) => (a.start ?? 0) - (b.start ?? 0));
  let out = "";
  let end: number | undefined;
  for (const s of slots) {
    const words = s.start === undefined || s.end === undefined ? s.text : text.slice(s.start, s.end);
    const between = end !== undefined && s.start !== undefined ? reading.message.slice(end, s.start) : " ";
    // "at four pm no make it five pm": a correction between two parts keeps its words, so the later part wins.
    const gap = between.length <= 8 || (between.length <= 24 && CORRECTION_WORD.test(between)) ? between : " ";
    out += `${gap}${words}`;
    end = s.end;
  }
  return out.replace(/\s+/g, " ").trim();
}

/** The message without the parts the model marked as content (the task, the people, the place), for reading a repetition. */
function outsideContent(reading: Reading, text: string): string {
  // "to discuss Tuesdays' delivery schedule": what a meeting is about says nothing of when.
  const topic = meetingTopic(reading.message);
  const at = topic ? text.toLowerCase().indexOf(topic.toLowerCase()) : -1;
  let out = at >= 0 ? text.slice(0, at) + " ".repeat(topic!.length) + text.slice(at + topic!.length) : text;
  for (const s of reading.slots)
    // A weekday the model took for a name ("ravivar") still says when.
    if (CONTENT.includes(s.slot) && s.start !== undefined && s.end !== undefined && !ONLY_WEEKDAY.test(translateHinglishTime(s.text)))
      out = out.slice(0, s.start) + " ".repeat(s.end - s.start) + out.slice(s.end);
  return out;
}

/**
 * Whether the request repeats: the model marked a repetition, the words outside its content say one, or its title names
 * a frequency ("the daily standup", "a monthly call") with a month's day, a weekday of the month or how long it runs
 * ("for two weeks").
 */
export function repeats(reading: Reading, now: Date): boolean {
  // "har somvar aur guruvar": Hindi weekdays read as English ones.
  const marked = translateHinglishTime(slotText(reading, "RECUR") ?? "");
  if (marked && (REPEAT_CUE.test(marked) || REPEAT_WORD.test(marked))) return true;
  const outside = translateHinglishTime(outsideContent(reading, reading.message));
  if (REPEAT_CUE.test(outside)) return true;
  // "remind me Monday to Friday at 6 pm": a reminder on a run of weekdays comes each of them (a meeting spans them).
  if (reading.intent === "reminder.create" && WEEKDAY_RUN.test(reading.message)) return true;
  const bounds = readBounds(reading.message, now);
  if (/\bmonthly\b/i.test(reading.message) && MONTH_DATE.test(outside)) return true;
  // "Quarterly reminder on 1 Jan, 1 Apr, 1 Jul and 1 Oct": a frequency in the title, and the months it falls in.
  const months = monthsNamed(outside).length >= 2;
  // "a daily standup at 9:30", "a weekday standup": a frequency that needs no day to say when.
  if (DAY_BY_DAY.test(reading.message)) return true;
  return reading.message.search(FREQUENCY) >= 0 && (months || NTH_WEEKDAY.test(outside) || Boolean(bounds.span ?? bounds.times));
}

/** A repeating reminder or meeting: its first occurrence (and end, for a range of time) and its rule, or the question. */
export function repeating(reading: Reading, now: Date, what: "reminder" | "meeting", subject: string): Timing {
  // "31 December tak", "starting January", "for the next 6 weeks": where it starts and stops, never its first day.
  const bounds = readBounds(reading.message, now);
  const open = withoutBounds(reading.message, bounds);
  const timePhrase = partsOf(reading, ["TIME"], open);
  const when = timePhrase ? resolveWhen(timePhrase, now, reading.message) : undefined;
  const dated = when?.dayGiven && DATED.test(timePhrase) ? when.day : undefined;
  const start = bounds.start ?? dated;
  // The model may mark "har doosre" as the repetition and "Wednesday ko 3 baje" as the time, or leave "monthly" in the title.
  // A week's frequency there only adds its step; a month's, only when nothing outside the title repeats.
  const outside = outsideContent(reading, open);
  const content = partsOf(reading, CONTENT, reading.message);
  const frequency = content.match(REPEAT_CUE.test(outside) || outside.search(FREQUENCY) >= 0 ? WEEK_FREQUENCY : FREQUENCY) ?? [];
  const pattern = readRepeat(`${outside} ${frequency.join(" ")}`, start ?? when?.day);
  if (!pattern) return { question: ask(reading, "time", `How often should I ${what === "reminder" ? "remind you" : "repeat it"}?`) };
  // "har roz subah 6:30 baje", "at 8:45 every weekday morning": the clock may sit inside the repetition the model marked,
  // and the part of the day said with it settles am or pm.
  let clockPhrase = partsOf(reading, ["TIME", "RECUR"], open).replace(DAY_RANGE, " ").replace(REPEAT_WORDS, " ");
  // "lunch from 1 to 2 pm": with a clock said, the meal names the meeting, not its time.
  if (/\d/.test(clockPhrase))
    clockPhrase = clockPhrase.replace(/(?<!\b(?:after|post)\s+)\b(?:for\s+)?(?:lunch|dinner|breakfast|brunch)\b/gi, " ");
  // Read on a day still wholly ahead: a repetition's clock is every day's, so "at 7" stays either half, as on a later day.
  const timed = resolveWhen(
    `${pattern.period && !/\b(?:am|pm)\b/i.test(clockPhrase) ? pattern.period : ""} ${clockPhrase}`,
    istDayStart(now, 1),
    reading.message,
  );
  if (timed.eitherOf) {
    const [morning, evening] = timed.eitherOf.map((at) => formatIstTime(at));
    return { question: ask(reading, "ampm", `Is that ${morning} or ${evening}, each time?`) };
  }
  // "har Wednesday shaam ko … meeting": as for a one-off meeting, a part of the day is no time to book.
  if (what === "meeting" && timed.clock === "period")
    return { question: ask(reading, "time", `At what time should I book ${subject} each time?`) };
  const exact = timed.at && timed.clock !== "none" ? istParts(timed.at) : undefined;
  const clock = exact ? { hour: exact.hour, minute: exact.minute } : periodClock(pattern);
  if (!clock)
    return {
      question: ask(
        reading,
        "time",
        `At what time should I ${what === "reminder" ? `remind you ${subject}` : `book ${subject}`} each time?`,
      ),
    };
  const first = firstOccurrence(ruleText(pattern), clock, start && start > now ? start : now, now);
  const rule = first ? endedRule(ruleText(pattern), first, bounds) : "";
  if (!first || occurrences(rule, first, new Date(first.getTime() - 1)).length === 0)
    return { question: ask(reading, "time", "That repetition never happens. When should it be?") };
  const length = timed.at && timed.end ? timed.end.getTime() - timed.at.getTime() : undefined;
  return { at: first, ...(length ? { end: new Date(first.getTime() + length) } : {}), repeat: { rule }, open };
}
