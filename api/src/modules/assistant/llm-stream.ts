export interface ToolCall {
  /** The model's id for the call, which its result is sent back under. */
  id: string;
  name: string;
  /** The arguments as the model sent them: a JSON string. */
  arguments: string;
}

/**
 * Reads an OpenAI-style streamed chat completion (server-sent events): relays content deltas as
 * they arrive and assembles tool calls, whose arguments come in pieces.
 */
export async function readChatCompletionStream(
  body: ReadableStream<Uint8Array>,
  onDelta: (text: string) => void,
): Promise<{ content: string; toolCalls: ToolCall[] }> {
  const decoder = new TextDecoder();
  const calls = new Map<number, ToolCall>();
  let content = "";
  let buffer = "";
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    const lines = buffer.split("\n");
    buffer = lines.pop() ?? "";
    for (const line of lines) {
      const data = line.startsWith("data:") ? line.slice(5).trim() : "";
      if (!data || data === "[DONE]") continue;
      const delta = JSON.parse(data)?.choices?.[0]?.delta;
      if (typeof delta?.content === "string" && delta.content) {
        content += delta.content;
        onDelta(delta.content);
      }
      for (const part of delta?.tool_calls ?? []) {
        const call = calls.get(part.index ?? 0) ?? { id: `call_${part.index ?? 0}`, name: "", arguments: "" };
        if (part.id) call.id = part.id;
        call.name += part.function?.name ?? "";
        call.arguments += part.function?.arguments ?? "";
        calls.set(part.index ?? 0, call);
      }
    }
  }
  return { content, toolCalls: [...calls.values()] };
}
