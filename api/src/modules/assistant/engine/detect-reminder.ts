import { clarifyRequestShape, clarifyWhen, exampleTime } from "./clarify-time.ts";
import { type Intent, clarify } from "./intent.ts";
import { parseWhen } from "./parse-time.ts";
import { describeWhen, reminderPhrase } from "./phrasing.ts";
import { toSpokenTitle } from "./title.ts";
import { oneOf, pattern } from "./pattern.ts";

const TRIGGER = pattern(
  [
    "^",
    oneOf([
      String.raw`remind\s+me`,
      String.raw`set\s+(?:me\s+)?(?:a\s+|up\s+a\s+)?reminder`,
      String.raw`add\s+a\s+reminder`,
      String.raw`create\s+a\s+reminder`,
      String.raw`new\s+reminder`,
      String.raw`put\s+a\s+reminder`,
      "reminder",
      String.raw`remember\s+to`,
      String.raw`(?:i\s+)?(?:need|have|got)\s+to(?=\s)`,
      String.raw`don'?t\s+let\s+me\s+forget`,
      String.raw`ping\s+me`,
      String.raw`nudge\s+me`,
      String.raw`alert\s+me`,
    ]),
    String.raw`\b[\s:,-]*`,
  ],
  "i",
);
// "Call Rahul at 5, remind me" puts the request last; "kal 5 baje remind me to..." puts it mid-sentence.
const TRAILING_TRIGGER = /[\s,;-]+(?:remind\s+me|set\s+a\s+reminder)(?:\s+(?:about\s+it|please))?[\s.!]*$/i;
const MID_TRIGGER = /\bremind\s+me\b/i;
// Words that stand for no subject and no time: "remind me about it sometime", "kabhi yaad dila dena".
const VAGUE = /\b(?:sometime|some\s+time|later|kabhi|kuch|anytime|whenever|at\s+some\s+point)\b/gi;
const FILLER = /^(?:it|this|that|something|do\s+something|stuff|things?|kuch|ye|yeh)$/i;

/**
 * "This is urgent, please remind me to call the CFO" -> "to call the CFO": what comes before "remind me" is kept
 * only when it holds the time ("kal 5 baje remind me to ..."), otherwise it is a preamble, not the subject.
 */
function dropLeadingClause(text: string, now: Date): string {
  const m = MID_TRIGGER.exec(text)!;
  const before = text.slice(0, m.index);
  const after = text.slice(m.index + m[0].length);
  return parseWhen(before, now).at ? `${before} ${after}` : after;
}

/** Reminders: "Remind me to call Rahul tomorrow at 5pm" -> { reminder, "Call Rahul", Sun 22 Nov 17:00 IST }. */
export function detectReminder(text: string, now: Date): Intent | null {
  let body: string;
  if (TRIGGER.test(text)) body = text.replace(TRIGGER, "");
  else if (TRAILING_TRIGGER.test(text)) body = text.replace(TRAILING_TRIGGER, "");
  else if (MID_TRIGGER.test(text)) body = dropLeadingClause(text, now);
  else return null;

  const when = parseWhen(body, now);
  const shape = clarifyRequestShape(body, when, now);
  if (shape) return shape;
  const title = toSpokenTitle(when.rest.replace(/^(?:(?:for|on|at)\s+)?(?:me\s+)?/i, "").replace(VAGUE, " "));
  if (title && FILLER.test(title)) {
    return clarify("missing-what", 'What should I remind you about, and when? For example, "remind me to call Rahul tomorrow at 5 pm".');
  }
  const problem = clarifyWhen(when, now, title ? `for the reminder ${reminderPhrase(title)}` : "for the reminder");
  if (problem) return problem;
  if (!title) {
    const at = when.at ? ` ${describeWhen(when.at, now)}` : "";
    return clarify("missing-what", `What should I remind you about${at || ", and when"}?`);
  }
  if (!when.at) {
    return clarify("missing-time", `When should I remind you ${reminderPhrase(title)}? For example, "${exampleTime(now)}".`);
  }
  return { kind: "reminder", title, at: when.at };
}
