import type { ActionResult } from "./action-result.ts";
import type { ConversationState } from "./act/conversation-state.ts";
import { type CarryOutDeps, carryOut } from "./carry-out.ts";
import type { HistoryEntry, Responder } from "./chat.service.ts";
import { understand } from "./understanding/understand.ts";

/** The actions of Ria's most recent reply that took any: what "make it 6 pm" or "cancel that" refers to. */
export function lastActions(history: HistoryEntry[]): ActionResult[] {
  const last = [...history].reverse().find((entry) => entry.role === "assistant" && entry.actions?.length);
  return (last?.actions ?? []).filter((action) => action.status === "scheduled" || action.status === "done");
}

/**
 * Ria without a hosted model: the learned understanding reads the message (or completes the question she asked),
 * the request is carried out on stored data, and an unfinished request is kept for the next message.
 */
export function createLocalResponder(deps: CarryOutDeps & { state: ConversationState }): Responder {
  return async (owner, text, history, _onDelta, userContext) => {
    const now = deps.now();
    const pending = await deps.state.pendingOf(owner.id, now);
    const last = lastActions(history);
    const { request, reading } = await understand(text, now, pending, { recentAction: last.length > 0 });
    const outcome = await carryOut(request, owner, deps, last);
    const asked = outcome.pending ?? (outcome.choices ? { ...reading, missing: "which" as const, candidates: outcome.choices } : undefined);
    if (asked || pending) await deps.state.setPending(owner.id, asked, now);
    // Greetings and thanks address the person by name when the caller says who they are.
    const name = userContext?.name?.trim().split(/\s+/)[0];
    if (request.kind === "chat" && name)
      outcome.text = outcome.text.replace(/^(Good (?:morning|afternoon|evening)|You're welcome)(?=[!.,])/, `$1, ${name}`);
    const { pending: _pending, choices: _choices, ...said } = outcome;
    return said;
  };
}
