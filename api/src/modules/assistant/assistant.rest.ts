import { z } from "zod";
import { PayloadTooLargeError } from "../../errors.ts";
import type { RestRouter } from "../../rest/router.ts";
import { parseInput } from "../../validation.ts";
import type { ActionResult } from "./action-result.ts";
import { MAX_MESSAGE_LENGTH } from "./chat.service.ts";
import { composeReply } from "./engine/replies.ts";
import { understand } from "./engine/understand.ts";

const chatBody = z.object({
  message: z.string({ error: "message must be text" }),
  userContext: z.object({ name: z.string().max(200), company: z.string().max(200), timezone: z.string().max(64) }).partial().optional(),
  conversationHistory: z.array(z.object({ role: z.enum(["user", "assistant"]), content: z.string().max(MAX_MESSAGE_LENGTH) })).max(5).optional(),
});

/** POST /api/ria/chat (spec section 7): one message in, `{ response, actions }` out once the reply is done. */
export function registerAssistantRoutes(router: RestRouter): void {
  router.route("POST", "/api/ria/chat", async ({ body, context }) => {
    const input = parseInput(chatBody, body);
    if (input.message.length > MAX_MESSAGE_LENGTH) {
      throw new PayloadTooLargeError(`Messages can be at most ${MAX_MESSAGE_LENGTH.toLocaleString("en-IN")} characters`);
    }
    // A caller with no session and no guest cookie asking "are you there?" (the status page's
    // probe, a script) gets an answer without a guest chat being created for it.
    const known = await context.services.assistant.ownerOf(context, false);
    const intent = understand(input.message, new Date());
    if (!known && intent.kind === "health") return { body: { response: composeReply(intent), actions: [] } };
    const owner = known ?? (await context.services.assistant.ownerOf(context, true))!;
    const { reply } = await context.services.assistant.chat.send(owner, { text: input.message }, { pace: false });
    const message = await reply;
    return { body: { response: message.content, actions: message.actions as unknown as ActionResult[] } };
  });
}
