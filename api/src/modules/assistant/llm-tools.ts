import type { ToolCall } from "./llm-stream.ts";
import type { Request } from "./understanding/request.ts";
import { resolveWhen } from "./understanding/time/when.ts";
import { listName } from "./understanding/read-other.ts";
import { splitPeople, taskTitle } from "./understanding/title.ts";

const when = { type: "string", description: "when, as the user said it or as ISO 8601 with +05:30, e.g. 'tomorrow 5 pm' or 2026-11-22T17:00:00+05:30" };

/** The actions Ria can take, offered to a model as tools (the same ones the local understanding takes). */
export const LLM_TOOLS = [
  tool("create_reminder", "Remind the user of something at a time", { title: { type: "string" }, when }, ["title", "when"]),
  tool(
    "create_calendar_event",
    "Book a meeting or call on the user's calendar",
    { title: { type: "string" }, when, durationMinutes: { type: "integer", minimum: 5, maximum: 600 }, with: { type: "string" } },
    ["title", "when"],
  ),
  tool(
    "add_list_item",
    "Add one or more items to a list: the task list, or a named list such as grocery or travel",
    { items: { type: "array", items: { type: "string" } }, list: { type: "string", description: "list name; omit for the task list" } },
    ["items"],
  ),
  tool("show_list", "Show the open items of a list (the task list when no name is given)", { list: { type: "string" } }, []),
  tool(
    "change_last_action",
    "Change or cancel what you did last in this conversation (a reminder or meeting): new time, new length, another guest, or cancel",
    { when, durationMinutes: { type: "integer", minimum: 5, maximum: 600 }, addPerson: { type: "string" }, cancel: { type: "boolean" } },
    [],
  ),
  tool("complete_list_item", "Mark a task done by words from its title", { query: { type: "string" } }, ["query"]),
];

function tool(name: string, description: string, properties: Record<string, unknown>, required: string[]) {
  return { type: "function", function: { name, description, parameters: { type: "object", properties, required } } };
}

const ask = (question: string): Request => ({ kind: "ask", question, pending: { intent: "fragment", slots: [], message: "", missing: "intent" } });

/** A model's time: ISO 8601 is taken as the instant it names; anything else goes through Ria's own time resolver. */
function instant(value: unknown, now: Date): Date | undefined {
  if (typeof value !== "string" || !value.trim()) return undefined;
  if (/^\d{4}-\d{2}-\d{2}T/.test(value)) {
    const at = new Date(value);
    return Number.isNaN(at.getTime()) ? undefined : at;
  }
  const resolved = resolveWhen(value, now);
  return resolved.clock !== "none" && !resolved.eitherOf ? resolved.at : undefined;
}

/** Turns a model's tool call into the same request the local understanding would produce, refusing missing or past times. */
export function requestFromToolCall(call: ToolCall, now: Date): Request {
  let args: Record<string, unknown>;
  try {
    args = JSON.parse(call.arguments || "{}");
  } catch {
    return ask("I couldn't read that request. Could you say it again?");
  }
  const title = typeof args.title === "string" ? taskTitle(args.title) : "";
  const at = instant(args.when ?? args.at, now);
  const timed = call.name === "create_reminder" || call.name === "create_calendar_event";
  if (timed && (!title || !at)) return ask("When should that be?");
  if (at && at <= now) return ask("That time has already passed. When should it be instead?");
  const minutes = Number.isInteger(args.durationMinutes) ? Math.min(600, Math.max(5, args.durationMinutes as number)) : undefined;
  const it = { pronoun: true, people: [], words: [] };
  switch (call.name) {
    case "create_reminder":
      return { kind: "reminder", title, at: at! };
    case "create_calendar_event":
      return { kind: "meeting", title, at: at!, minutes: minutes ?? 30, people: typeof args.with === "string" ? splitPeople(args.with) : [] };
    case "add_list_item": {
      const items = (Array.isArray(args.items) ? args.items : []).filter((i): i is string => typeof i === "string" && i.trim() !== "");
      if (items.length === 0) return ask("What should I add?");
      return { kind: "list.add", items: items.map((i) => i.trim().slice(0, 200)), list: listName(typeof args.list === "string" ? args.list : undefined) };
    }
    case "show_list":
      return { kind: "list.show", list: listName(typeof args.list === "string" ? args.list : undefined) };
    case "change_last_action":
      if (args.cancel === true) return { kind: "cancel", target: it };
      if (typeof args.addPerson === "string" && args.addPerson.trim()) return { kind: "change", target: it, change: { kind: "add-people", people: splitPeople(args.addPerson) } };
      if (minutes) return { kind: "change", target: it, change: { kind: "resize", minutes } };
      if (at) return { kind: "change", target: it, change: { kind: "retime", at, dayGiven: true, clockGiven: true } };
      return ask("What should I change?");
    case "complete_list_item":
      return { kind: "list.complete", query: String(args.query ?? ""), list: null };
    default:
      return ask("I can't do that yet.");
  }
}
