import { parseDuration } from "./duration.ts";
import { normalizeRequest } from "./lexicon.ts";
import { translateHinglishTime } from "./hinglish.ts";
import { parseWhen } from "./parse-time.ts";
import { oneOf, pattern } from "./pattern.ts";

/** A change to the last thing Ria did: a new time or day, a new length, a person added, or cancelling it. */
export type FollowUp =
  | { kind: "retime"; at?: Date; hasDate: boolean; hasClock: boolean; text: string }
  | { kind: "resize"; minutes: number }
  | { kind: "invite"; person: string }
  | { kind: "cancel" };

const CANCEL = pattern(
  [
    "^",
    oneOf([
      String.raw`(?:please\s+)?(?:cancel|delete|remove|drop|scrap|undo)\s+(?:it|that|this|the\s+last\s+one)`,
      String.raw`never\s*mind`,
      String.raw`forget\s+(?:it|that)`,
      String.raw`rehne\s+do`,
      String.raw`cancel\s+kar\s+do`,
      "cancel",
    ]),
    String.raw`[\s.!]*$`,
  ],
  "i",
);
const CHANGE = pattern(
  [
    String.raw`^(?:(?:no|actually|sorry|ok|okay)[,\s]+)*`,
    oneOf([
      String.raw`make\s+it`,
      String.raw`change\s+it\s+to`,
      String.raw`move\s+it\s+to`,
      String.raw`move\s+it`,
      String.raw`push\s+it\s+to`,
      String.raw`push\s+it`,
      String.raw`shift\s+it\s+to`,
      String.raw`reschedule\s+it\s+to`,
      String.raw`reschedule\s+(?:it\s+)?for`,
      String.raw`change\s+(?:the\s+)?time\s+to`,
      "instead",
    ]),
    String.raw`\s+(.+)$`,
  ],
  "i",
);
const INVITE = /^(?:(?:please\s+)?(?:add|invite|include|loop\s+in|bring\s+in|cc)\s+)(.+?)(?:\s+(?:too|as\s+well|also))?[\s.!]*$/i;

/**
 * Reads a follow-up to the last action ("make it 6 pm", "move it to Friday", "make it an hour", "cancel that",
 * "add Priya too"), or null.
 */
export function understandFollowUp(raw: string, now: Date): FollowUp | null {
  const text = translateHinglishTime(normalizeRequest(raw)).trim();
  if (CANCEL.test(text)) return { kind: "cancel" };
  const change = CHANGE.exec(text);
  if (change) {
    const what = change[1]!.replace(/[.!]+$/, "");
    const duration = parseDuration(/^\d|^(?:an?|half)\b/i.test(what) ? `for ${what}` : what);
    if (duration && !/\b(?:am|pm|baje|at)\b/i.test(what)) return { kind: "resize", minutes: duration.minutes };
    const when = parseWhen(what, now);
    if (when.at) return { kind: "retime", at: when.at, hasDate: when.hasDate, hasClock: Boolean(when.hasClock || when.period), text: what };
    return null;
  }
  const invite = INVITE.exec(text);
  // "add milk to my list" is a new request, not a follow-up: a guest is one or two names.
  if (invite && /\b(?:too|as\s+well|also)\b/i.test(text) && invite[1]!.split(/\s+/).length <= 4)
    return { kind: "invite", person: invite[1]!.trim() };
  return null;
}
