import type { HistoryEntry, Responder } from "./chat.service.ts";
import { carryOut, type CarryOutDeps } from "./carry-out.ts";
import { understandFollowUp } from "./engine/follow-up.ts";
import { understand } from "./engine/understand.ts";
import type { ActionResult } from "./action-result.ts";

/** The actions of Ria's most recent reply that took any: what "make it 6 pm" or "cancel that" refers to. */
export function lastActions(history: HistoryEntry[]): ActionResult[] {
  const last = [...history].reverse().find((entry) => entry.role === "assistant" && entry.actions?.length);
  return (last?.actions ?? []).filter((action) => action.status === "completed");
}

/** Ria without a model: the local engine understands the request (or a follow-up to her last action) and carries it out. */
export function createLocalResponder(deps: CarryOutDeps): Responder {
  return async (owner, text, history, _onDelta, userContext) => {
    const previous = lastActions(history);
    const change = previous.length ? understandFollowUp(text, deps.now()) : null;
    const intent = change ? { kind: "follow-up" as const, change } : understand(text, deps.now());
    const outcome = await carryOut(intent, owner, deps, previous);
    // Greetings and thanks address the person by name when the caller says who they are.
    const name = userContext?.name?.trim().split(/\s+/)[0];
    if (intent.kind === "smalltalk" && name)
      outcome.text = outcome.text.replace(/^(Hi|Hello|Good (?:morning|afternoon|evening)|You're welcome)(?=[!.,])/, `$1, ${name}`);
    return outcome;
  };
}
