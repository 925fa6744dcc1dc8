import type { Intent } from "./engine/intent.ts";
import type { ToolCall } from "./llm-stream.ts";

const isoTime = { type: "string", description: "ISO 8601 date-time with offset, e.g. 2026-11-22T17:00:00+05:30" };

/** The actions Ria can take, offered to a model as tools (the same ones the local engine takes). */
export const LLM_TOOLS = [
  tool("create_reminder", "Remind the user of something at a time", { title: { type: "string" }, at: isoTime }, ["title", "at"]),
  tool(
    "create_calendar_event",
    "Book a meeting or call on the user's calendar",
    { title: { type: "string" }, at: isoTime, durationMinutes: { type: "integer", minimum: 5, maximum: 600 }, with: { type: "string" } },
    ["title", "at"],
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
    "Change or cancel what you did last in this conversation (a reminder, meeting or list items): " +
      "new time, new length, another guest, or cancel",
    {
      at: isoTime,
      durationMinutes: { type: "integer", minimum: 5, maximum: 600 },
      addPerson: { type: "string" },
      cancel: { type: "boolean" },
    },
    [],
  ),
  tool("complete_list_item", "Mark a task done by words from its title", { query: { type: "string" } }, ["query"]),
];

function tool(name: string, description: string, properties: Record<string, unknown>, required: string[]) {
  return { type: "function", function: { name, description, parameters: { type: "object", properties, required } } };
}

/** Turns a model's tool call into the same intent the local engine would produce, refusing bad times. */
export function intentFromToolCall(call: ToolCall, now: Date): Intent {
  let args: Record<string, unknown>;
  try {
    args = JSON.parse(call.arguments || "{}");
  } catch {
    return { kind: "clarify", reason: "unknown", question: "I couldn't read that request. Could you say it again?" };
  }
  const title = typeof args.title === "string" ? args.title.trim().slice(0, 200) : "";
  const at = typeof args.at === "string" ? new Date(args.at) : undefined;
  const timed = call.name === "create_reminder" || call.name === "create_calendar_event";
  if (call.name === "change_last_action" && at && at.getTime() <= now.getTime()) {
    return { kind: "clarify", reason: "past", question: "That time has already passed. When should it be instead?" };
  }
  if (timed && (!title || !at || Number.isNaN(at.getTime()))) {
    return { kind: "clarify", reason: "missing-time", question: "When should that be?" };
  }
  if (timed && at!.getTime() <= now.getTime()) {
    return { kind: "clarify", reason: "past", question: "That time has already passed. When should it be instead?" };
  }
  switch (call.name) {
    case "create_reminder":
      return { kind: "reminder", title, at: at! };
    case "create_calendar_event": {
      const durationMinutes = Number.isInteger(args.durationMinutes) ? Math.min(600, Math.max(5, args.durationMinutes as number)) : 30;
      return { kind: "calendar", title, at: at!, durationMinutes, ...(typeof args.with === "string" ? { with: args.with } : {}) };
    }
    case "add_list_item": {
      const items = (Array.isArray(args.items) ? args.items : [args.title]).filter(
        (i): i is string => typeof i === "string" && i.trim() !== "",
      );
      const list = typeof args.list === "string" && args.list.trim() ? { list: args.list.trim().toLowerCase().slice(0, 60) } : {};
      if (items.length === 0) return { kind: "clarify", reason: "missing-what", question: "What should I add?" };
      return { kind: "list.add", items: items.map((i) => i.trim().slice(0, 200)), ...list };
    }
    case "show_list":
      return { kind: "list.show", ...(typeof args.list === "string" && args.list.trim() ? { list: args.list.trim().toLowerCase() } : {}) };
    case "change_last_action": {
      if (args.cancel === true) return { kind: "follow-up", change: { kind: "cancel" } };
      if (typeof args.addPerson === "string" && args.addPerson.trim())
        return { kind: "follow-up", change: { kind: "invite", person: args.addPerson.trim().slice(0, 100) } };
      if (Number.isInteger(args.durationMinutes))
        return { kind: "follow-up", change: { kind: "resize", minutes: Math.min(600, Math.max(5, args.durationMinutes as number)) } };
      if (at && !Number.isNaN(at.getTime()))
        return { kind: "follow-up", change: { kind: "retime", at, hasDate: true, hasClock: true, text: String(args.at) } };
      return { kind: "clarify", reason: "missing-what", question: "What should I change?" };
    }
    case "complete_list_item":
      return { kind: "list.complete", query: String(args.query ?? "") };
    default:
      return { kind: "clarify", reason: "unknown", question: "I can't do that yet." };
  }
}
