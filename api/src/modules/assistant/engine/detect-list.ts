import { type Intent, clarify } from "./intent.ts";
import { hinglishTask } from "./hinglish-request.ts";
import { LIST_REF, listName, splitItems } from "./list-grammar.ts";
import { capitalise, tidyPhrase, toTitle } from "./title.ts";
import { pattern } from "./pattern.ts";

const LIST = String.raw`(?:${LIST_REF})`;
const SHOW = [
  pattern(
    [
      String.raw`^(?:show|list|view|see|display|read|open|get|give\s+me|pull\s+up|what(?:'s|\s+is|\s+are)?(?:\s+on)?|check)\s+`,
      String.raw`(?:me\s+)?(?:all\s+)?(?:of\s+)?(?:what'?s\s+on\s+)?(?:pending\s+|open\s+|current\s+|remaining\s+)?`,
      String.raw`(${LIST})[\s?.!]*$`,
    ],
    "i",
  ),
  /^(?:my\s+)?(?:pending\s+|open\s+)?(?:tasks|to-?dos?|task\s*list|to-?do\s*list)[\s?]*$/i,
  new RegExp(String.raw`^(?:what(?:'s|\s+is|\s+are)|show|anything)\b.*\b(?:on|in)\s+(${LIST})[\s?.!]*$`, "i"),
  /^what\s+(?:tasks|to-?dos)\s+(?:do\s+i\s+have|are\s+(?:pending|open|left))\b/i,
  /^(?:what(?:'s|\s+is)\s+)?(?:pending|left)\s+on\s+my\s+(?:list|plate)\b/i,
  new RegExp(String.raw`^(${LIST})\s+(?:dikhao|batao|dikha\s+do|kya\s+hai|kya\s+hain)\b`, "i"),
];
const ADD_VERB = String.raw`(?:add|put|note(?:\s+down)?|jot\s+down|write\s+down|save|include)`;
const HINDI_ADD = String.raw`(?:add\s+(?:karo|kar\s+do|kar\s+dena)|daal\s+do|dal\s+do|daalo|likh\s+lo|likh\s+do)`;
/** Rules that put items on a list: each gives [items text, list reference]. */
const ADD: Array<[RegExp, (m: RegExpExecArray) => [string, string | undefined]]> = [
  [new RegExp(String.raw`^${ADD_VERB}\s+(.+?)\s+(?:to|on|in|into|onto)\s+(${LIST})$`, "i"), (m) => [m[1]!, m[2]]],
  [new RegExp(String.raw`^(${LIST})\s+(?:mein|me|main|pe)\s+(.+?)\s+${HINDI_ADD}$`, "i"), (m) => [m[m.length - 1] ?? m[3]!, m[1]]],
  // Greedy items: "budget approve karna list mein add karo" is the item "budget approve karna" on the task list.
  [new RegExp(String.raw`^(.+)\s+(?:ko\s+)?(${LIST})\s+(?:mein|me|main)\s+${HINDI_ADD}$`, "i"), (m) => [m[1]!, m[2]]],
];
const NOTE = /^(?:note|jot|write)\s+(?:(?:this|it)\s+)?down\b(?:\s+that\b)?[\s:,-]*(.+)$|^(?:note|task|to-?do)\s*:\s*(.+)$/i;
const NEW_TASK = /^(?:add|create|new|make)\s+(?:a\s+)?(?:new\s+)?(?:task|to-?do|item)\s*(?:to\s+|:|-|called|for)?\s*(.+)$/i;
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

/** Lists: add items ("Add milk, eggs and coffee to the grocery list", "note down: ..."), show a list, complete a task. */
export function detectList(text: string): Intent | null {
  const plain = text.replace(/[.!?]+$/, "").trim();
  for (const pattern of SHOW) {
    const m = pattern.exec(plain);
    if (m) return withList({ kind: "list.show" as const }, m[1] ? listName(nameIn(m[1])) : null);
  }
  for (const [pattern, parts] of ADD) {
    const m = pattern.exec(plain);
    if (!m) continue;
    const [itemsText, ref] = parts(m);
    const list = listName(nameIn(ref ?? ""));
    return addItems(
      splitItems(itemsText, list !== null).map((item) => hinglishTask(item)),
      list,
    );
  }
  const note = NOTE.exec(plain) ?? NEW_TASK.exec(plain);
  if (note) return addItems([tidyPhrase(note[1] ?? note[2]!)], null);
  for (const pattern of COMPLETE) {
    const m = pattern.exec(plain);
    if (!m) continue;
    const query = taskQuery(m[1]!);
    if (/^(?:it|that|this|them|those|these|ye|yeh|woh)$/i.test(query)) return clarify("ambiguous", "Which task should I mark as done?");
    return query ? { kind: "list.complete", query } : clarify("missing-what", "Which task should I mark as done?");
  }
  return null;
}

function addItems(items: string[], list: string | null): Intent {
  const titles = items.map(toTitle).filter(Boolean);
  if (titles.length === 0) return clarify("missing-what", `What should I add to your ${list ? `${list} list` : "task list"}?`);
  return withList({ kind: "list.add" as const, items: titles.map(capitalise) }, list);
}

function withList<T extends object>(intent: T, list: string | null): T & { list?: string } {
  return list ? { ...intent, list } : intent;
}

/** The name part of a list reference: "my grocery list" -> "grocery". */
function nameIn(ref: string): string | undefined {
  return new RegExp(`^${LIST_REF}$`, "i").exec(ref.trim())?.[1];
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
