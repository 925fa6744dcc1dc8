import { type Intent, clarify } from "./intent.ts";
import { hinglishTask } from "./hinglish-request.ts";
import { tidyPhrase, toTitle } from "./title.ts";

const LIST = String.raw`(?:my\s+|the\s+)?(?:task\s*list|to-?do(?:\s*list)?|to-?dos|tasks|list|checklist)`;
const SHOW = [
  new RegExp(String.raw`^(?:show|list|view|see|display|read|open|get|give\s+me|pull\s+up|what(?:'s|\s+is|\s+are)?(?:\s+on)?|check)\s+(?:me\s+)?(?:all\s+)?(?:of\s+)?(?:my\s+|the\s+)?(?:pending\s+|open\s+|current\s+|remaining\s+)?${LIST}\b`, "i"),
  new RegExp(String.raw`^(?:my\s+)?(?:pending\s+|open\s+)?(?:tasks|to-?dos?|task\s*list|to-?do\s*list)[\s?]*$`, "i"),
  /^(?:what(?:'s|\s+is|\s+are)|show|anything)\b.*\b(?:on|in)\s+my\s+(?:task\s*list|to-?do(?:\s*list)?|list|tasks)\b/i,
  /^what\s+(?:tasks|to-?dos)\s+(?:do\s+i\s+have|are\s+(?:pending|open|left))\b/i,
  /^(?:what(?:'s|\s+is)\s+)?(?:pending|left)\s+on\s+my\s+(?:list|plate)\b/i,
  /^(?:meri|mere|my)?\s*(?:tasks?|list|to-?dos?)\s+(?:dikhao|batao|dikha\s+do|kya\s+hai|kya\s+hain)\b/i,
];
const ADD = [
  new RegExp(String.raw`^(?:add|put|note(?:\s+down)?|jot\s+down|write\s+down|save|include)\s+(.+?)\s+(?:to|on|in|into|onto)\s+${LIST}$`, "i"),
  /^(?:add|create|new|make)\s+(?:a\s+)?(?:new\s+)?(?:task|to-?do|item)\s*(?:to\s+|:|-|called|for)?\s*(.+)$/i,
  /^(?:task|to-?do)\s*:\s*(.+)$/i,
  /^(?:list|task\s*list|tasks?)\s+(?:mein|me)\s+(.+?)\s+(?:add\s+(?:karo|kar\s+do|kar\s+dena)|daal\s+do|dal\s+do|likh\s+lo|likh\s+do)$/i,
  /^(.+?)\s+(?:ko\s+)?(?:list|task\s*list|tasks?)\s+(?:mein|me)\s+(?:add\s+(?:karo|kar\s+do|kar\s+dena)|daal\s+do|dal\s+do|likh\s+lo|likh\s+do)$/i,
];
const DONE = String.raw`(?:done|complete|completed|finished|closed|ticked\s+off)`;
const COMPLETE = [
  new RegExp(String.raw`^(?:mark|set)\s+(.*?)\s*(?:as\s+)?${DONE}$`, "i"),
  /^(?:tick|check|cross|strike)\s+off\s+(.+)$/i,
  new RegExp(String.raw`^(?:tick|check|cross|strike)\s+(.+?)\s+off$`, "i"),
  /^(?:complete|finish|close)\s+(.+?\s+(?:task|item|to-?do))$/i,
  /^(?:i(?:'ve|\s+have)?\s+)?(?:finished|completed|done\s+with|did)\s+(.+)$/i,
  new RegExp(String.raw`^(.+?)\s+(?:is|are|was)\s+(?:now\s+)?${DONE}$`, "i"),
  /^(.+?)\s+(?:ho\s+gaya|ho\s+gayi|ho\s+gaye|done\s+(?:kar\s+do|karo|mark\s+karo)|complete\s+(?:kar\s+do|karo))$/i,
];

/** Task list requests: add ("Add approve marketing budget to my task list"), show ("show my tasks") and complete. */
export function detectList(text: string): Intent | null {
  if (SHOW.some((p) => p.test(text))) return { kind: "list.show" };
  for (const pattern of ADD) {
    const m = pattern.exec(text);
    if (!m) continue;
    const title = toTitle(hinglishTask(m[1]!));
    return title ? { kind: "list.add", title } : clarify("missing-what", "What should I add to your task list?");
  }
  for (const pattern of COMPLETE) {
    const m = pattern.exec(text);
    if (!m) continue;
    const query = taskQuery(m[1]!);
    if (/^(?:it|that|this|them|those|these|ye|yeh|woh)$/i.test(query)) return clarify("ambiguous", "Which task should I mark as done?");
    return query ? { kind: "list.complete", query } : clarify("missing-what", "Which task should I mark as done?");
  }
  return null;
}

/** "the budget task from my list" -> "budget": the words that identify the task. */
function taskQuery(text: string): string {
  return tidyPhrase(
    text
      .replace(new RegExp(String.raw`\b(?:from|on|in|off)\s+${LIST}$`, "i"), "")
      .replace(/^(?:the|my|our|that|this)\s+/i, "")
      .replace(/\s+(?:wala|wali|waala|waali|vala)?\s*(?:task|item|to-?do|kaam)?$/i, "")
      .replace(/^(?:task|item|to-?do)\s+(?:to\s+)?/i, ""),
  );
}
