import type { Logger } from "../../logger.ts";
import { formatIst, toIstIso } from "../../rules/ist.rules.ts";
import type { ActionResult, Outcome } from "./action-result.ts";
import { carryOut, type CarryOutDeps } from "./carry-out.ts";
import type { HistoryEntry, Responder, UserContext } from "./chat.service.ts";
import { lastActions } from "./local-responder.ts";
import { readChatCompletionStream, type ToolCall } from "./llm-stream.ts";
import { LLM_TOOLS, requestFromToolCall } from "./llm-tools.ts";

export interface LlmConfig {
  baseUrl: string;
  model: string;
  apiKey: string;
}

/** How many times the model may call tools and read their results before it must answer. */
const MAX_ROUNDS = 4;

const SYSTEM_PROMPT =
  "You are Ria, an always-on executive assistant for Indian CXOs. Be brief, warm and precise. " +
  "Use the tools to set reminders, book meetings, keep lists, read the user's schedule and change or cancel what is on it. " +
  "Pass times as the user said them (the tools resolve them in IST); never compute dates yourself. " +
  "Answer questions about the schedule only from get_schedule or find_items. Never claim an action a tool did not confirm.";

function aboutNow(now: Date): string {
  const weekday = new Intl.DateTimeFormat("en-IN", { weekday: "long", timeZone: "Asia/Kolkata" }).format(now);
  return ` It is now ${weekday}, ${formatIst(now)} IST (Asia/Kolkata, UTC+05:30).`;
}

function aboutUser(user: UserContext | undefined): string {
  const who = [user?.name && `The user is ${user.name}`, user?.company && `of ${user.company}`].filter(Boolean).join(" ");
  return who ? ` ${who}.` : "";
}

/** The last actions, by id, so "make it 6 pm" or "cancel that" can be applied with change_item or cancel_item. */
function aboutLast(actions: ActionResult[]): string {
  if (actions.length === 0) return "";
  const list = actions.map(
    (a) => `${a.type} "${a.title}"${a.at ? ` at ${a.at}` : ""}${a.durationMinutes ? ` for ${a.durationMinutes} min` : ""} (id ${a.id})`,
  );
  return ` Your last action in this conversation: ${list.join("; ")}.`;
}

/** What a tool did, as the model reads it back: Ria's own words, and the stored items an answer is about, with ids. */
function toolResult(outcome: Outcome): string {
  const items = outcome.answer?.items.map((item) => ({ id: item.id, title: item.title, at: toIstIso(item.at) }));
  return JSON.stringify({
    said: outcome.text,
    ...(outcome.asked ? { needsFromUser: outcome.asked } : {}),
    ...(items ? { items } : {}),
    actions: outcome.actions,
  });
}

/**
 * Ria through an OpenAI-compatible model: the same requests as tools, the schedule readable by tools, each tool's
 * result sent back to the model before it answers, its reply streamed as it comes. If the model fails or times out,
 * the local understanding answers instead.
 */
export function createLlmResponder(config: LlmConfig, deps: CarryOutDeps, logger: Logger) {
  return (local: Responder): Responder =>
    async (owner, text, history, onDelta, userContext) => {
      const previous = lastActions(history);
      const now = deps.now();
      const messages: Array<Record<string, unknown>> = [
        { role: "system", content: `${SYSTEM_PROMPT}${aboutNow(now)}${aboutUser(userContext)}${aboutLast(previous)}` },
        ...history.map(({ role, content }: HistoryEntry) => ({ role, content })),
        { role: "user", content: text },
      ];
      const outcome: Outcome = { actions: [], text: "", streamed: true };
      let relayed = false;
      let newRound = false;
      const relay = (delta: string) => {
        // What the model says after reading a tool's result starts on a line of its own.
        const piece = newRound && outcome.text && delta ? `\n${delta}` : delta;
        newRound = false;
        relayed = true;
        outcome.text += piece;
        onDelta(piece);
      };
      const confirmations: string[] = [];
      try {
        for (let round = 0; round < MAX_ROUNDS; round++) {
          const { content, toolCalls } = await complete(config, messages, relay);
          if (toolCalls.length === 0) break;
          messages.push({ role: "assistant", content: content || null, tool_calls: toolCalls.map(asToolCall) });
          for (const call of toolCalls) {
            const done = await carryOut(requestFromToolCall(call, now), owner, deps, previous);
            outcome.actions.push(...done.actions);
            confirmations.push(done.text);
            messages.push({ role: "tool", tool_call_id: call.id, content: toolResult(done) });
          }
          newRound = true;
        }
        // A model that acts and then says nothing still leaves the user Ria's own confirmation.
        if (!outcome.text.trim()) relay(confirmations.join("\n").trim());
        return outcome;
      } catch (error) {
        logger.warn({ err: error }, "model unavailable; the local understanding answers");
        if (relayed) onDelta("\n\n");
        return local(owner, text, history, onDelta, userContext);
      }
    };
}

function asToolCall(call: ToolCall) {
  return { id: call.id, type: "function", function: { name: call.name, arguments: call.arguments } };
}

async function complete(config: LlmConfig, messages: Array<Record<string, unknown>>, onDelta: (text: string) => void) {
  const response = await fetch(`${config.baseUrl.replace(/\/$/, "")}/chat/completions`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${config.apiKey}` },
    body: JSON.stringify({ model: config.model, stream: true, tools: LLM_TOOLS, messages }),
    signal: AbortSignal.timeout(20_000),
  });
  if (!response.ok || !response.body) throw new Error(`model answered ${response.status}`);
  return readChatCompletionStream(response.body, onDelta);
}
