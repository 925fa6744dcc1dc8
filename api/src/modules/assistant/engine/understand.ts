import { detectHealth, detectHelp, detectSmalltalk, stripCourtesy } from "./chat.ts";
import { detectAgenda } from "./detect-agenda.ts";
import { detectCalendar } from "./detect-calendar.ts";
import { detectFree } from "./detect-free.ts";
import { detectContent } from "./detect-content.ts";
import { detectList } from "./detect-list.ts";
import { detectReminder } from "./detect-reminder.ts";
import { translateHinglishTime } from "./hinglish.ts";
import { rewriteHinglishRequest } from "./hinglish-request.ts";
import { type Intent, clarify } from "./intent.ts";
import { normalizeRequest } from "./lexicon.ts";
import { type InputProblem, sanitizeInput } from "./sanitize.ts";

const UNREADABLE: Record<InputProblem, string> = {
  empty: "I didn't catch that. You can ask me to set a reminder, schedule a meeting, add a task or draft a post.",
  "too-long": "That's a long message. Could you tell me in a sentence or two what you'd like me to do with it?",
  junk: 'I couldn\'t make sense of that. Try something like "Remind me to call Rahul tomorrow at 5 pm".',
  markup: "That looks like code or a web page rather than a request. What would you like me to do?",
};

// Order matters: questions about the schedule come before requests that change it; list phrasing
// ("add call the auditor to my list") before meetings; content last, because "remind me to write a
// LinkedIn post" is a reminder, not a draft.
const DETECTORS: Array<(text: string, now: Date) => Intent | null> = [
  detectFree,
  detectAgenda,
  detectReminder,
  detectList,
  detectCalendar,
  detectContent,
];

/**
 * Turns what an executive typed or said (Indian English or Hinglish) into one intent, resolving times in IST
 * against `now`. Pure and synchronous; never throws for any text, and asks rather than guesses when unsure.
 */
export function understand(text: string, now: Date): Intent {
  if (!(now instanceof Date) || Number.isNaN(now.getTime())) throw new TypeError("understand() needs a valid `now` Date");
  try {
    return understandText(text, now);
  } catch {
    // A parser bug must not become a crash in the chat; asking is always safe.
    return clarify("unknown", UNREADABLE.junk);
  }
}

function understandText(raw: string, now: Date): Intent {
  const input = sanitizeInput(raw);
  if (!input.ok) return clarify("unknown", UNREADABLE[input.problem]);
  const normal = normalizeRequest(input.text);
  const polite = stripCourtesy(normal);
  const chat = detectHealth(polite) ?? detectHelp(polite) ?? detectSmalltalk(normal, now);
  if (chat) return chat;

  const english = translateHinglishTime(normal);
  const request = stripCourtesy(rewriteHinglishRequest(english, now) ?? english);
  if (!request) return detectSmalltalk("hi", now)!;
  for (const detect of DETECTORS) {
    const intent = detect(request, now);
    if (intent) return intent;
  }
  return clarify(
    "unknown",
    `I'm not sure what you'd like me to do with "${truncate(input.text)}". ` +
      "I can set reminders, schedule meetings, manage your task list, answer questions about your calendar and draft posts.",
  );
}

function truncate(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
