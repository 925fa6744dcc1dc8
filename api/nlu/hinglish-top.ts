import type { IntentName, SlotName } from "../src/modules/assistant/understanding/labels.ts";
import type { Example, Span } from "./example.ts";

/**
 * Hinglish-TOP (Apache-2.0; google-research-datasets/Hinglish-TOP-Dataset) mapped onto Ria's intents and slots.
 * Its domains that Ria does not serve (weather, music, navigation, public events, reading messages) become
 * out_of_scope; timers, snoozing and silencing alarms are left out (Ria has no timer, and those are not requests to her).
 */
const INTENT_MAP: Record<string, IntentName> = {
  CREATE_REMINDER: "reminder.create",
  CREATE_ALARM: "reminder.create",
  GET_REMINDER: "schedule.agenda",
  GET_ALARM: "schedule.agenda",
  GET_REMINDER_DATE_TIME: "schedule.find",
  GET_REMINDER_AMOUNT: "schedule.count",
  DELETE_REMINDER: "action.cancel",
  DELETE_ALARM: "action.cancel",
  UPDATE_REMINDER_DATE_TIME: "action.change",
  UPDATE_REMINDER_TODO: "action.change",
  UPDATE_REMINDER: "action.change",
  UPDATE_ALARM: "action.change",
  SEND_MESSAGE: "message.send",
};
const DROPPED = /TIMER|SNOOZE_ALARM|SILENCE_ALARM|GET_REMINDER_LOCATION|UNSUPPORTED_ALARM/;

/** Which of Ria's slots a Hinglish-TOP slot becomes, for the intent it appears in; absent means untagged. */
function slotFor(intent: IntentName, slot: string): SlotName | undefined {
  const finding = intent === "action.cancel" || intent === "action.change" || intent === "schedule.find";
  switch (slot) {
    case "DATE_TIME":
      return finding && intent !== "schedule.find" ? "REF" : "TIME";
    case "DATE_TIME_NEW":
      return "TIME";
    case "TODO":
    case "ALARM_NAME":
      return finding ? "REF" : intent === "schedule.agenda" ? "REF" : "TASK";
    case "TODO_NEW":
    case "CONTENT_EXACT":
      return "TASK";
    case "PERIOD":
    case "FREQUENCY":
    case "RECURRING_DATE_TIME":
    case "DATE_TIME_RECURRING":
    case "RECURRING_DATE_TIME_NEW":
      return "RECUR";
    case "RECIPIENT":
    case "ATTENDEE":
    case "GROUP":
      return "PERSON";
    default:
      return undefined;
  }
}

interface Node {
  label: string;
  children: Array<Node | string>;
}

function parseTree(parse: string): Node {
  const stack: Node[] = [{ label: "ROOT", children: [] }];
  for (const token of parse.trim().split(/\s+/)) {
    if (token.startsWith("[")) {
      const node: Node = { label: token.slice(1), children: [] };
      stack.at(-1)!.children.push(node);
      stack.push(node);
    } else if (token === "]") {
      stack.pop();
      if (stack.length === 0) throw new Error(`unbalanced parse: ${parse}`);
    } else stack.at(-1)!.children.push(token);
  }
  const top = stack[0]!.children[0];
  if (typeof top !== "object") throw new Error(`no intent in parse: ${parse}`);
  return top;
}

function words(node: Node | string): string[] {
  return typeof node === "string" ? [node] : node.children.flatMap(words);
}

/** One row's parse as an example of Ria's, or null when its intent is left out. */
export function fromTopParse(parse: string, source: string): Example | null {
  const tree = parseTree(parse);
  const name = tree.label.replace(/^IN:/, "");
  if (DROPPED.test(name)) return null;
  const intent = INTENT_MAP[name] ?? "out_of_scope";
  let text = "";
  const spans: Span[] = [];
  for (const child of tree.children) {
    const piece = words(child).join(" ");
    if (!piece) continue;
    if (text) text += " ";
    const slot = typeof child === "object" && intent !== "out_of_scope" ? slotFor(intent, child.label.replace(/^SL:/, "")) : undefined;
    if (slot) spans.push({ slot, start: text.length, end: text.length + piece.length });
    text += piece;
  }
  const adjusted = name === "GET_REMINDER" || name === "GET_ALARM" ? findIfAsked(intent, spans) : intent;
  return { intent: adjusted, text, spans, source };
}

// "Do I have a reminder to call mom?" looks for one thing; "what reminders do I have tomorrow?" lists a day.
function findIfAsked(intent: IntentName, spans: Span[]): IntentName {
  return spans.some((span) => span.slot === "REF") ? "schedule.find" : intent;
}

/** Both sides of every row of a Hinglish-TOP split (tab-separated: en_query, cs_query, en_parse, cs_parse, domain). */
export function readHinglishTop(
  content: string,
  split: string,
): Array<{ english: Example | null; hinglish: Example | null; domain: string }> {
  return content
    .split(/\r?\n/)
    .slice(1)
    .filter((line) => line.trim())
    .map((line, index) => {
      const [, , enParse, csParse, domain] = line.split("\t");
      return {
        english: fromTopParse(enParse!, `hinglish-top/${split}/${index + 2}/en`),
        hinglish: fromTopParse(csParse!, `hinglish-top/${split}/${index + 2}/cs`),
        domain: (domain ?? "").trim(),
      };
    });
}
