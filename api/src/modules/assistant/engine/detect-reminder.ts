import { clarifyRequestShape, clarifyWhen, exampleTime } from "./clarify-time.ts";
import { type Intent, clarify } from "./intent.ts";
import { parseWhen } from "./parse-time.ts";
import { describeWhen, reminderPhrase } from "./phrasing.ts";
import { toTitle } from "./title.ts";

const TRIGGER =
  /^(?:remind\s+me|set\s+(?:me\s+)?(?:a\s+|up\s+a\s+)?reminder|add\s+a\s+reminder|create\s+a\s+reminder|new\s+reminder|reminder|remember\s+to|don'?t\s+let\s+me\s+forget|ping\s+me|nudge\s+me|alert\s+me)\b[\s:,-]*/i;
// "Call Rahul at 5, remind me" puts the request last; "kal 5 baje remind me to..." puts it mid-sentence.
const TRAILING_TRIGGER = /[\s,;-]+(?:remind\s+me|set\s+a\s+reminder)(?:\s+(?:about\s+it|please))?[\s.!]*$/i;
const MID_TRIGGER = /\bremind\s+me\b/i;

/** Reminders: "Remind me to call Rahul tomorrow at 5pm" -> { reminder, "Call Rahul", Sun 22 Nov 17:00 IST }. */
export function detectReminder(text: string, now: Date): Intent | null {
  let body: string;
  if (TRIGGER.test(text)) body = text.replace(TRIGGER, "");
  else if (TRAILING_TRIGGER.test(text)) body = text.replace(TRAILING_TRIGGER, "");
  else if (MID_TRIGGER.test(text)) body = text.replace(MID_TRIGGER, " ");
  else return null;

  const when = parseWhen(body, now);
  const shape = clarifyRequestShape(body, when, now);
  if (shape) return shape;
  const title = toTitle(when.rest.replace(/^(?:(?:for|on|at)\s+)?(?:me\s+)?/i, ""));
  const problem = clarifyWhen(when, now, title ? `for the reminder ${reminderPhrase(title)}` : "for the reminder");
  if (problem) return problem;
  if (!title) {
    const at = when.at ? ` ${describeWhen(when.at, now)}` : "";
    return clarify("missing-what", `What should I remind you about${at}?`);
  }
  if (!when.at) {
    return clarify("missing-time", `When should I remind you ${reminderPhrase(title)}? For example, "${exampleTime(now)}".`);
  }
  return { kind: "reminder", title, at: when.at };
}
