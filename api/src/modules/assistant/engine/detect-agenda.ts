import { type Intent, clarify } from "./intent.ts";
import { formatIstDay, istDayStart, istDaysBetween, istParts } from "../../../rules/ist.rules.ts";
import { parseWhen } from "./parse-time.ts";
import { anyWord, oneOf, pattern } from "./pattern.ts";

const SUBJECT = anyWord(
  [
    "calendar",
    "schedule",
    "agenda",
    "meetings?",
    "appointments?",
    "calls?",
    "plans?",
    "events?",
    "diary",
    "busy",
    "free",
    "reminders?",
    String.raw`lined\s+up`,
    String.raw`on\s+(?:for|today|tomorrow)`,
  ],
  "i",
);
// An English question word first, or a Hindi one anywhere.
const ASK = pattern(
  [
    "^",
    oneOf([
      "what",
      "what's",
      "whats",
      String.raw`what\s+is`,
      String.raw`what\s+are`,
      "show",
      "list",
      String.raw`tell\s+me`,
      String.raw`give\s+me`,
      "read",
      "any",
      "anything",
      String.raw`do\s+i`,
      String.raw`have\s+i`,
      String.raw`how\s+(?:busy|packed|free|does|is)`,
      String.raw`am\s+i`,
      String.raw`is\s+there`,
      String.raw`is\s+my`,
      "check",
      "view",
      "see",
      "open",
      "my",
      "when",
      "who",
    ]),
    String.raw`\b`,
    "|",
    String.raw`\b`,
    oneOf(["kya", "kitni", String.raw`kaun\s+si`, "dikhao", "batao", String.raw`bata\s+do`]),
    String.raw`\b`,
  ],
  "i",
);

/** Questions about the user's own schedule: "What's on my calendar tomorrow?", "What reminders do I have today?". */
export function detectAgenda(text: string, now: Date): Intent | null {
  const openQuestion =
    /^(?:what|anything)(?:\s+(?:do\s+i\s+have|have\s+i\s+got|is\s+there)|(?:'s|\s+is)\s+(?:next|coming\s+up|up\s+next))\b/i.test(text);
  if (!(ASK.test(text) && SUBJECT.test(text)) && !(openQuestion && !/\b(?:tasks?|to-?dos?|list)\b/i.test(text))) return null;
  // "Schedule ..." and "remind me ..." are requests, not questions, even with a subject word in them.
  if (/^(?:schedule|book|remind|set|add|create|put|block)\b/i.test(text)) return null;
  if (/\b(?:post|posts|ideas?|caption|draft|tweet|linkedin|instagram|content)\b/i.test(text)) return null;
  const what = /\breminders?\b/i.test(text) ? "reminders" : "calendar";
  const range = agendaRange(text, now, what);
  return "kind" in range ? range : { kind: "agenda", what, ...range };
}

/** A span of IST days with the words Ria uses for it. */
export interface AgendaRange {
  from: Date;
  to: Date;
  label: string;
}

/** The IST days a question covers; with no day named, today for the calendar and the next 7 days for reminders. */
export function agendaRange(text: string, now: Date, what: "calendar" | "reminders"): AgendaRange | Intent {
  const day = (offset: number, label: string) => ({ from: istDayStart(now, offset), to: istDayStart(now, offset + 1), label });
  // Indian weeks run Monday to Sunday.
  const daysToMonday = (8 - istParts(now).weekday) % 7 || 7;
  if (/\bnext\s+week\b/i.test(text)) {
    return { from: istDayStart(now, daysToMonday), to: istDayStart(now, daysToMonday + 7), label: "next week" };
  }
  if (/\b(?:this\s+week|rest\s+of\s+the\s+week|week)\b/i.test(text)) {
    return { from: istDayStart(now), to: istDayStart(now, daysToMonday), label: "this week" };
  }
  if (/\b(?:today|tonight|now)\b/i.test(text)) return day(0, "today");
  if (/\btomorrow\b/i.test(text) && !/\bday\s+after\s+tomorrow\b/i.test(text)) return day(1, "tomorrow");
  if (/\byesterday\b/i.test(text)) return day(-1, "yesterday");
  const when = parseWhen(text, now);
  if (when.problem === "impossible-date") {
    return clarify("impossible-date", `"${when.phrase}" isn't a real date. Which day should I look at?`);
  }
  if (when.at && when.hasDate) {
    const start = istDayStart(when.at);
    const relative = ["yesterday", "today", "tomorrow"][istDaysBetween(now, start) + 1];
    return { from: start, to: istDayStart(when.at, 1), label: relative ?? formatIstDay(start) };
  }
  return what === "calendar" ? day(0, "today") : { from: istDayStart(now), to: istDayStart(now, 7), label: "the next 7 days" };
}
