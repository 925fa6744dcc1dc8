import type { Intent } from "./engine/intent.ts";
import { understand } from "./engine/understand.ts";

/** What a scheduled task does when it launches: deliver a reminder now, carry out a request, or fail with a reason. */
export type TaskInstruction =
  { kind: "remind-now"; title: string } | { kind: "act"; intent: Intent } | { kind: "unactionable"; error: string };

const EXAMPLES = "Try “Remind me to call Priya”, “Schedule a meeting with the CFO tomorrow at 11” or “Add renew the lease to my list”.";

/**
 * Reads a task's text at its launch time. The launch time is the task's "when", so a reminder without a
 * time of its own ("Remind me to call Priya", the form's example) is delivered now, and one with a time
 * is delivered now too: the executive chose the launch time for it. Anything Ria cannot act on fails.
 */
export function readTaskInstruction(text: string, now: Date): TaskInstruction {
  let intent = understand(text, now);
  // Give a timeless request the launch time itself, so "Remind me to call Priya" yields its subject.
  if (intent.kind === "clarify" && intent.reason === "missing-time") intent = understand(`${text} in 5 minutes`, now);
  switch (intent.kind) {
    case "reminder":
      return { kind: "remind-now", title: intent.title };
    case "calendar":
    case "list.add":
    case "list.complete":
    case "list.show":
    case "agenda":
    case "free":
    case "content":
      return { kind: "act", intent };
    case "clarify":
      return {
        kind: "unactionable",
        error: intent.reason === "unknown" ? `I couldn't tell what to do with “${text}”. ${EXAMPLES}` : intent.question,
      };
    default:
      return { kind: "unactionable", error: `“${text}” isn't something I can do at a set time. ${EXAMPLES}` };
  }
}
