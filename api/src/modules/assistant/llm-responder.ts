import type { Logger } from "../../logger.ts";
import type { Outcome } from "./action-result.ts";
import { carryOut, type CarryOutDeps } from "./carry-out.ts";
import type { Responder } from "./chat.service.ts";
import { LLM_TOOLS, intentFromToolCall } from "./llm-tools.ts";
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

/**
 * Ria through an OpenAI-compatible model: the same actions as tools, the reply streamed as it
 * comes. If the model fails or times out, the local engine answers instead.
 */
export function createLlmResponder(config: LlmConfig, deps: CarryOutDeps, logger: Logger) {
  return (local: Responder): Responder =>
    async (owner, text, history, onDelta) => {
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
              { role: "system", content: `${SYSTEM_PROMPT} Now: ${deps.now().toISOString()}.` },
              ...history,
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
          const done = await carryOut(intentFromToolCall(call, deps.now()), owner, deps);
          outcome.actions.push(...done.actions);
          const line = `${outcome.text ? "\n" : ""}${done.text}`;
          onDelta(line);
          outcome.text += line;
        }
        return outcome;
      } catch (error) {
        logger.warn({ err: error }, "model unavailable; the local engine answers");
        if (relayed) onDelta("\n\n");
        return local(owner, text, history, onDelta);
      }
    };
}
