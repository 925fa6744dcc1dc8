import type { ToolCall } from "./llm-stream.ts";
import type { Change, Reference, Request } from "./understanding/request.ts";
import { readRepeat, ruleText } from "./understanding/time/recurrence.ts";
import { resolveWhen } from "./understanding/time/when.ts";
import { listName } from "./understanding/read-other.ts";
import { splitPeople, taskTitle } from "./understanding/title.ts";

const when = {
  type: "string",
  description: "when, in the user's words or ISO 8601 with +05:30: 'tomorrow 5 pm', 'kal subah 9 baje', '2026-11-22T17:00:00+05:30'",
};
const id = { type: "string", description: "the id of a meeting or reminder, from get_schedule or find_items" };
const day = { type: "string", description: "a day or range in the user's words: 'today', 'tomorrow', 'next week', 'Friday'" };

/** The actions Ria can take, offered to a model as tools: the same requests the local understanding makes, and the schedule to read. */
export const LLM_TOOLS = [
  tool(
    "create_reminder",
    "Remind the user of something at a time, once or repeating",
    { title: { type: "string" }, when, repeat: { type: "string", description: "'every weekday', 'har subah', 'every second Tuesday'" } },
    ["title", "when"],
  ),
  tool(
    "create_calendar_event",
    "Book a meeting or call on the user's calendar",
    { title: { type: "string" }, when, durationMinutes: { type: "integer", minimum: 5, maximum: 600 }, with: { type: "string" } },
    ["title", "when"],
  ),
  tool(
    "add_list_item",
    "Add items to a list: the task list, or a named list such as grocery or travel",
    { items: { type: "array", items: { type: "string" } }, list: { type: "string" } },
    ["items"],
  ),
  tool("show_list", "Show the open items of a list (the task list when no name is given)", { list: { type: "string" } }, []),
  tool("complete_list_item", "Mark a task done by words from its title", { query: { type: "string" } }, ["query"]),
  tool("get_schedule", "Read the user's meetings and reminders on a day or range, with their ids", { day }, ["day"]),
  tool(
    "find_items",
    "Find the user's upcoming meetings and reminders by person or title words, with their ids",
    { query: { type: "string" } },
    ["query"],
  ),
  tool(
    "change_item",
    "Change a meeting or reminder by id: a new time, a shift in minutes, a new length, people to add, or a new title",
    {
      id,
      when,
      shiftMinutes: { type: "integer" },
      durationMinutes: { type: "integer", minimum: 5, maximum: 600 },
      addPeople: { type: "string" },
      title: { type: "string" },
    },
    ["id"],
  ),
  tool("cancel_item", "Cancel a meeting or reminder by id (a repeating one stops)", { id }, ["id"]),
  tool("skip_next", "Skip the next occurrence of a repeating meeting or reminder by id", { id }, ["id"]),
];

function tool(name: string, description: string, properties: Record<string, unknown>, required: string[]) {
  return { type: "function", function: { name, description, parameters: { type: "object", properties, required } } };
}

const ask = (question: string): Request => ({
  kind: "ask",
  question,
  pending: { intent: "fragment", slots: [], message: "", missing: "intent" },
});

/** A model's time: ISO 8601 is the instant it names; anything else goes through Ria's own resolver, never the model's arithmetic. */
function instant(value: unknown, now: Date): Date | undefined {
  if (typeof value !== "string" || !value.trim()) return undefined;
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/.test(value)) {
    const at = new Date(value);
    return Number.isNaN(at.getTime()) ? undefined : at;
  }
  const resolved = resolveWhen(value, now);
  return resolved.clock !== "none" && !resolved.eitherOf ? resolved.at : undefined;
}

/** The thing a tool call names by id: the owner-checked lookup narrows to it, so another owner's id finds nothing. */
const byId = (value: unknown): Reference => ({ pronoun: false, people: [], words: [], among: [typeof value === "string" ? value : "-"] });

function change(args: Record<string, unknown>, now: Date): Change | undefined {
  const at = instant(args.when, now);
  if (at) return { kind: "retime", at, dayGiven: true, clockGiven: true };
  if (Number.isInteger(args.shiftMinutes) && args.shiftMinutes !== 0) return { kind: "shift", minutes: args.shiftMinutes as number };
  if (Number.isInteger(args.durationMinutes))
    return { kind: "resize", minutes: Math.min(600, Math.max(5, args.durationMinutes as number)) };
  if (typeof args.addPeople === "string" && args.addPeople.trim()) return { kind: "add-people", people: splitPeople(args.addPeople) };
  if (typeof args.title === "string" && args.title.trim()) return { kind: "rename", title: taskTitle(args.title) };
  return undefined;
}

/** Turns a model's tool call into the same request the local understanding would make, refusing missing or past times. */
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
  if (timed && at! <= now) return ask("That time has already passed. When should it be instead?");
  const text = (key: string) => (typeof args[key] === "string" ? (args[key] as string) : undefined);
  switch (call.name) {
    case "create_reminder": {
      const pattern = text("repeat") ? readRepeat(text("repeat")!, at) : null;
      return { kind: "reminder", title, at: at!, ...(pattern ? { repeat: { rule: ruleText(pattern) } } : {}) };
    }
    case "create_calendar_event": {
      const minutes = Number.isInteger(args.durationMinutes) ? Math.min(600, Math.max(5, args.durationMinutes as number)) : 30;
      return { kind: "meeting", title, at: at!, minutes, people: text("with") ? splitPeople(text("with")!) : [] };
    }
    case "add_list_item": {
      const items = (Array.isArray(args.items) ? args.items : []).filter((i): i is string => typeof i === "string" && i.trim() !== "");
      if (items.length === 0) return ask("What should I add?");
      return { kind: "list.add", items: items.map((i) => i.trim().slice(0, 200)), list: listName(text("list")) };
    }
    case "show_list":
      return { kind: "list.show", list: listName(text("list")) };
    case "complete_list_item":
      return { kind: "list.complete", query: text("query") ?? "", list: null };
    case "get_schedule": {
      const resolved = resolveWhen(text("day") ?? "today", now);
      const from = resolved.days?.from ?? resolved.day ?? new Date(now);
      const to = resolved.days?.to ?? new Date(from.getTime() + 86_400_000);
      return { kind: "agenda", window: { from, to, label: text("day") ?? "today" }, what: "all" };
    }
    case "find_items":
      return {
        kind: "find",
        reference: {
          pronoun: false,
          people: [],
          words: (text("query") ?? "")
            .toLowerCase()
            .split(/\s+/)
            .filter((w) => w.length > 1),
        },
      };
    case "change_item": {
      const wanted = change(args, now);
      return wanted ? { kind: "change", target: byId(args.id), change: wanted } : ask("What should I change?");
    }
    case "cancel_item":
      return { kind: "cancel", target: byId(args.id) };
    case "skip_next":
      return { kind: "skip", target: byId(args.id) };
    default:
      return ask("I can't do that yet.");
  }
}
