import type { Logger } from "../../logger.ts";
import type { Outcome } from "./action-result.ts";
import { carryOut, type CarryOutDeps } from "./carry-out.ts";
import type { ActionResult } from "./action-result.ts";
import type { Responder, UserContext } from "./chat.service.ts";
import { lastActions } from "./local-responder.ts";
import { LLM_TOOLS, requestFromToolCall } from "./llm-tools.ts";
import { readChatCompletionStream } from "./llm-stream.ts";

export interface LlmConfig {
  baseUrl: string;
  model: string;
  apiKey: string;
}

const SYSTEM_PROMPT =
  "You are Ria, an always-on executive assistant for Indian CXOs. Be brief, warm and precise. " +
  "Use the tools to set reminders, book meetings and keep task lists; times are in Asia/Kolkata (IST). " +
  "Never claim an action you did not take with a tool.";

function aboutUser(user: UserContext | undefined): string {
  const who = [user?.name && `The user is ${user.name}`, user?.company && `of ${user.company}`].filter(Boolean).join(" ");
  return who ? ` ${who}.` : "";
}

/** The last actions, so "make it 6 pm" or "cancel that" can be applied with change_last_action. */
function aboutLast(actions: ActionResult[]): string {
  if (actions.length === 0) return "";
  const list = actions.map(
    (a) => `${a.type} "${a.title}"${a.at ? ` at ${a.at}` : ""}${a.durationMinutes ? ` for ${a.durationMinutes} min` : ""}`,
  );
  return ` Your last action in this conversation: ${list.join("; ")}. Use change_last_action to change or cancel it.`;
}

/**
 * Ria through an OpenAI-compatible model: the same actions as tools, the reply streamed as it
 * comes. If the model fails or times out, the local engine answers instead.
 */
export function createLlmResponder(config: LlmConfig, deps: CarryOutDeps, logger: Logger) {
  return (local: Responder): Responder =>
    async (owner, text, history, onDelta, userContext) => {
      const previous = lastActions(history);
      let relayed = false;
      try {
        const response = await fetch(`${config.baseUrl.replace(/\/$/, "")}/chat/completions`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${config.apiKey}` },
          body: JSON.stringify({
            model: config.model,
            stream: true,
            tools: LLM_TOOLS,
            messages: [
              {
                role: "system",
                content: `${SYSTEM_PROMPT} Now: ${deps.now().toISOString()}.${aboutUser(userContext)}${aboutLast(previous)}`,
              },
              ...history.map(({ role, content }) => ({ role, content })),
              { role: "user", content: text },
            ],
          }),
          signal: AbortSignal.timeout(20_000),
        });
        if (!response.ok || !response.body) throw new Error(`model answered ${response.status}`);
        const { content, toolCalls } = await readChatCompletionStream(response.body, (delta) => {
          relayed = true;
          onDelta(delta);
        });
        const outcome: Outcome = { actions: [], text: content, streamed: true };
        for (const call of toolCalls) {
          const done = await carryOut(requestFromToolCall(call, deps.now()), owner, deps, previous);
          outcome.actions.push(...done.actions);
          const line = `${outcome.text ? "\n" : ""}${done.text}`;
          onDelta(line);
          outcome.text += line;
        }
        return outcome;
      } catch (error) {
        logger.warn({ err: error }, "model unavailable; the local engine answers");
        if (relayed) onDelta("\n\n");
        return local(owner, text, history, onDelta, userContext);
      }
    };
}
