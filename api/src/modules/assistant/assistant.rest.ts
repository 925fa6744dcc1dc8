import { z } from "zod";
import { PayloadTooLargeError } from "../../errors.ts";
import type { RestRouter } from "../../rest/router.ts";
import { parseInput } from "../../validation.ts";
import { MAX_MESSAGE_LENGTH } from "./chat.service.ts";

const chatBody = z.object({
  message: z.string({ error: "message must be text" }),
  userContext: z
    .object({ name: z.string().max(200), company: z.string().max(200), timezone: z.string().max(64) })
    .partial()
    .optional(),
  conversationHistory: z
    .array(z.object({ role: z.enum(["user", "assistant"]), content: z.string().max(MAX_MESSAGE_LENGTH) }))
    .max(5)
    .optional(),
});

/** POST /api/ria/chat (spec section 7): one message in, `{ response, actions }` out once the reply is done. */
export function registerAssistantRoutes(router: RestRouter): void {
  router.route(
    "POST",
    "/api/ria/chat",
    async ({ body, context }) => {
      const input = parseInput(chatBody, body);
      if (input.message.length > MAX_MESSAGE_LENGTH) {
        throw new PayloadTooLargeError(`Messages can be at most ${MAX_MESSAGE_LENGTH.toLocaleString("en-IN")} characters`);
      }
      const { response, actions, newGuestId } = await context.services.assistant.replyOnce(context.viewer, context.guestId, input.message, {
        userContext: input.userContext,
        history: input.conversationHistory,
        ip: context.ip,
      });
      // The guest cookie keeps a REST caller's follow-ups in one conversation.
      if (newGuestId) context.keepGuestId(newGuestId);
      return { body: { response, actions } };
    },
    { doc: { summary: "One message to Ria; her whole reply and the actions she took", body: chatBody } },
  );
}
