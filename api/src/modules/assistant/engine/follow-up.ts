import { parseDuration } from "./duration.ts";
import { normalizeRequest } from "./lexicon.ts";
import { translateHinglishTime } from "./hinglish.ts";
import { parseWhen } from "./parse-time.ts";

/** A change to the last thing Ria did: a new time or day, a new length, a person added, or cancelling it. */
export type FollowUp =
  | { kind: "retime"; at?: Date; hasDate: boolean; hasClock: boolean; text: string }
  | { kind: "resize"; minutes: number }
  | { kind: "invite"; person: string }
  | { kind: "cancel" };

const CANCEL =
  /^(?:(?:please\s+)?(?:cancel|delete|remove|drop|scrap|undo)\s+(?:it|that|this|the\s+last\s+one)|never\s*mind|forget\s+(?:it|that)|rehne\s+do|cancel\s+kar\s+do|cancel)[\s.!]*$/i;
const CHANGE =
  /^(?:(?:no|actually|sorry|ok|okay)[,\s]+)*(?:make\s+it|change\s+it\s+to|move\s+it\s+to|move\s+it|push\s+it\s+to|push\s+it|shift\s+it\s+to|reschedule\s+it\s+to|reschedule\s+(?:it\s+)?for|change\s+(?:the\s+)?time\s+to|instead)\s+(.+)$/i;
const INVITE = /^(?:(?:please\s+)?(?:add|invite|include|loop\s+in|bring\s+in|cc)\s+)(.+?)(?:\s+(?:too|as\s+well|also))?[\s.!]*$/i;

/** Reads a follow-up to the last action ("make it 6 pm", "move it to Friday", "make it an hour", "cancel that", "add Priya too"), or null. */
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
