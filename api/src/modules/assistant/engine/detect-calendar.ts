import { clarifyRequestShape, clarifyWhen } from "./clarify-time.ts";
import { DEFAULT_MEETING_MINUTES, parseDuration } from "./duration.ts";
import { type Intent, clarify } from "./intent.ts";
import { fromIst, istParts } from "../../../rules/ist.rules.ts";
import { parseWhen } from "./parse-time.ts";
import { tidyPhrase, toSpokenTitle } from "./title.ts";
import { anyWord } from "./pattern.ts";

const EVENT_NOUN = anyWord(
  [
    "workshop",
    "agm",
    "prep",
    "conference",
    "webinar",
    "meeting",
    "call",
    "sync",
    "catch-?up",
    "1:1",
    "one-on-one",
    "review",
    "appointment",
    "lunch",
    "dinner",
    "breakfast",
    "coffee",
    "interview",
    "session",
    "demo",
    "stand-?up",
    "event",
    "offsite",
    "presentation",
    "discussion",
    "huddle",
    "briefing",
    "townhall",
    "town hall",
    "board meeting",
    "calendar",
  ],
  "i",
);
const VERB =
  /^(?:schedule|book|set\s*up|setup|arrange|organi[sz]e|fix|plan|put|add|create|block|pencil\s+in|calendar|invite|sort\s+out)\b\s*/i;
// A request may start with the event itself: "Meeting with Priya tomorrow at 4".
const NOUN_FIRST = /^(?:a\s+|an\s+)?(?:meeting|call|sync|catch-?up|lunch|dinner|coffee|1:1)\s+with\b/i;
const CALENDAR_TAIL =
  /\b(?:(?:on|to|in|into)\s+)?(?:my|the)\s+(?:calendar|diary|schedule)\b|\b(?:the\s+)?(?:conference|meeting|board)\s+room\s+for\b/gi;
const WITH = /\bwith\s+(.+?)(?=\s+(?:about|to\s+discuss|regarding|re|on|for|at|to|over|in)\b|$)/i;

type CalendarIntent = Extract<Intent, { kind: "calendar" }>;

/** Meetings and calls: "Schedule a meeting with the CFO next Monday at 11 for 45 minutes". */
export function detectCalendar(text: string, now: Date): Intent | null {
  const verb = VERB.exec(text);
  // Booking verbs ("schedule the AGM") need no event word; "put" and "add" do ("add milk to my list" is a list).
  const booking =
    verb && /^(?:schedule|book|set\s*up|setup|arrange|organi[sz]e|fix|block|pencil\s+in)\b/i.test(text) && !/\blist\b/i.test(text);
  if (!(verb && (EVENT_NOUN.test(text) || booking)) && !NOUN_FIRST.test(text)) return null;

  const duration = parseDuration(text);
  const body = (duration?.rest ?? text).replace(VERB, "").replace(CALENDAR_TAIL, " ");
  // Dinner and drinks happen in the evening, so "dinner at 8" is 8 pm and "dinner tomorrow" is not 9 am.
  const meal = mealOf(body);
  const when = parseWhen(body, now, meal ? MEALS[meal].period : undefined);
  const shape = clarifyRequestShape(body, when, now);
  if (shape) return shape;
  const title = eventTitle(when.rest);
  const problem = clarifyWhen(when, now, `for the ${title.toLowerCase() === "meeting" ? "meeting" : `"${title}"`}`);
  if (problem) return problem;
  if (!when.at) {
    return clarify("missing-time", `When should I schedule "${title}"? For example, "tomorrow at 11 am".`);
  }
  const at = meal && !when.hasClock ? withClock(when.at, MEALS[meal].hour) : when.at;
  const ranged = when.end ? Math.round((when.end.getTime() - at.getTime()) / 60_000) : undefined;
  const minutes = duration?.minutes ?? ranged ?? (meal ? MEALS[meal].minutes : DEFAULT_MEETING_MINUTES);
  const intent: CalendarIntent = { kind: "calendar", title, at, durationMinutes: minutes };
  const withWhom = WITH.exec(title)?.[1];
  if (withWhom) intent.with = withWhom;
  return intent;
}

// Meals have their own hours and lengths: a lunch named without a time is at 1 pm and lasts an hour.
const MEALS = {
  breakfast: { hour: 9, minutes: 60, period: "morning" },
  lunch: { hour: 13, minutes: 60, period: "afternoon" },
  dinner: { hour: 20, minutes: 90, period: "evening" },
  drinks: { hour: 19, minutes: 60, period: "evening" },
  coffee: { hour: 11, minutes: 30, period: undefined },
} as const;

function mealOf(text: string): keyof typeof MEALS | undefined {
  return /\b(breakfast|lunch|dinner|drinks|coffee)\b/i.exec(text)?.[1]?.toLowerCase() as keyof typeof MEALS | undefined;
}

/** The same IST day at another hour, when only a day was named. */
function withClock(at: Date, hour: number): Date {
  const p = istParts(at);
  return fromIst(p.year, p.month, p.day, hour);
}

/** "a meeting with the CFO" -> "Meeting with the CFO"; bare "with Priya" becomes "Meeting with Priya". */
function eventTitle(rest: string): string {
  let title = tidyPhrase(rest.replace(/^(?:(?:a|an|the|new|quick|my)\s+)+/i, "").replace(/^(?:time|some\s+time|a\s+slot)\b\s*/i, ""));
  title = title.replace(/^(?:(?:a|an|new|quick)\s+)+/i, "");
  if (title === "" || /^with\b/i.test(title)) title = `meeting ${title}`.trim();
  return toSpokenTitle(title);
}
