import type { Request } from "./understanding/request.ts";
import { slotText } from "./understanding/read.ts";
import { taskTitle } from "./understanding/title.ts";
import { understand } from "./understanding/understand.ts";

/** What a scheduled task does when it launches: remind now, send a message, carry out a request, or fail with a reason. */
export type TaskInstruction =
  | { kind: "remind-now"; title: string }
  | { kind: "send"; to: string; body: string }
  | { kind: "act"; request: Request }
  | { kind: "unactionable"; error: string };

const EXAMPLES = "Try “Remind me to call Priya”, “Schedule a meeting with the CFO tomorrow at 11” or “Add renew the lease to my list”.";

/**
 * Reads a task's text at its launch time, through the same understanding as the chat. The launch time is the task's
 * "when", so a reminder is delivered now whether or not its text names a time; anything Ria cannot act on fails.
 */
export async function readTaskInstruction(text: string, now: Date): Promise<TaskInstruction> {
  const { request, reading } = await understand(text, now);
  const task = slotText(reading, "TASK");
  // A reminder with no time of its own is due at launch; one whose own time is wrong (past, impossible) fails with the question.
  const timeless = reading.intent === "reminder.create" && task && !slotText(reading, "TIME") && !slotText(reading, "RECUR");
  if (request.kind === "reminder" || timeless) return { kind: "remind-now", title: taskTitle(task ?? "") };
  switch (request.kind) {
    case "send":
      return { kind: "send", to: request.to, body: request.body };
    case "meeting":
    case "list.add":
    case "list.complete":
    case "list.show":
    case "agenda":
    case "next":
    case "find":
    case "free":
    case "count":
    case "draft":
    case "ideas":
      return { kind: "act", request };
    case "ask":
      return {
        kind: "unactionable",
        error: request.pending.missing === "intent" ? `I couldn't tell what to do with “${text}”. ${EXAMPLES}` : request.question,
      };
    default:
      return { kind: "unactionable", error: `“${text}” isn't something I can do at a set time. ${EXAMPLES}` };
  }
}
