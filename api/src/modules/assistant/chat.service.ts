import type { PrismaClient } from "../../generated/prisma/client.ts";
import { PayloadTooLargeError, ValidationError } from "../../errors.ts";
import type { AppPubSub } from "../../pubsub.ts";
import { stripControlCharacters } from "../../security/plain-text.ts";
import { consumeOrThrow, createLimiter, type RateLimitStore } from "../../security/rate-limits.ts";
import type { Outcome } from "./action-result.ts";
import type { Owner } from "./owner.ts";
import { DELTA_INTERVAL_MS, splitIntoDeltas } from "./reply-stream.ts";
import type { UsageService } from "./usage.ts";

export const MAX_MESSAGE_LENGTH = 4000;
/** Spec section 8: what the user reads when a reply cannot be produced. */
export const FALLBACK_REPLY = "Sorry, I'm having trouble processing your request right now. Please try again.";
export const MESSAGES_PER_MINUTE = 20;

/** Produces a reply for a message: the local engine, or a model with the same actions as tools. */
export type Responder = (
  owner: Owner,
  text: string,
  history: Array<{ role: "user" | "assistant"; content: string }>,
  /** For responders that stream (a model): called with each piece of text as it arrives. */
  onDelta: (text: string) => void,
) => Promise<Outcome>;

export interface ChatDeps {
  prisma: PrismaClient;
  pubsub: AppPubSub;
  usage: UsageService;
  store: RateLimitStore;
  respond: Responder;
}

/** Ria's chat: stores the message, checks limits, replies with deltas, stores the reply. */
export function createChatService({ prisma, pubsub, usage, store, respond }: ChatDeps) {
  const perMinute = createLimiter(store, "chat:minute", MESSAGES_PER_MINUTE, 60);
  let userMessageListener: ((owner: Owner, text: string, messageId: string) => Promise<void>) | undefined;

  async function conversationOf(owner: Owner) {
    return prisma.conversation.upsert({ where: { ownerId: owner.id }, create: { ownerId: owner.id }, update: { lastActiveAt: new Date() } });
  }

  /** Sends a finished reply a few words at a time, so it reads as it would from a person typing. */
  async function stream(ownerId: string, replyTo: string, text: string, pace: boolean) {
    for (const delta of splitIntoDeltas(text)) {
      pubsub.publish("chat.event", ownerId, { kind: "delta", replyTo, text: delta });
      if (pace) await new Promise((resolve) => setTimeout(resolve, DELTA_INTERVAL_MS));
    }
  }

  return {
    conversationOf,

    /** Posts a message from Ria into an owner's chat (an automation reply) and pushes it live. */
    async postAssistantMessage(ownerId: string, text: string): Promise<void> {
      const conversation = await prisma.conversation.upsert({ where: { ownerId }, create: { ownerId }, update: {} });
      const message = await prisma.chatMessage.create({ data: { conversationId: conversation.id, role: "assistant", content: text } });
      pubsub.publish("chat.event", ownerId, { kind: "message", replyTo: null, messageId: message.id });
    },

    /** Called with each stored user message (the automation engine's keyword rules listen here). */
    onUserMessage(listener: (owner: Owner, text: string, messageId: string) => Promise<void>): void {
      userMessageListener = listener;
    },

    /**
     * Stores a message and starts the reply: resolves once the user message is stored, with the
     * reply still streaming (`reply`). A retry with the same `clientMessageId` gets the first
     * attempt's messages. `pace: false` skips the pauses between deltas, for callers that only
     * want the final answer (REST); `dispatchRules: false` is for channels that run rules themselves.
     */
    async send(owner: Owner, input: { text: string; clientMessageId?: string | null }, options: { pace?: boolean; dispatchRules?: boolean } = {}) {
      const text = stripControlCharacters(input.text).trim();
      if (!text) throw new ValidationError("Type a message first", { text: "Type a message first" });
      if (text.length > MAX_MESSAGE_LENGTH) {
        throw new PayloadTooLargeError(`Messages can be at most ${MAX_MESSAGE_LENGTH.toLocaleString("en-IN")} characters`);
      }
      const conversation = await conversationOf(owner);
      if (input.clientMessageId) {
        const earlier = await prisma.chatMessage.findUnique({
          where: { conversationId_clientMessageId: { conversationId: conversation.id, clientMessageId: input.clientMessageId } },
        });
        if (earlier) {
          const reply = await prisma.chatMessage.findFirst({ where: { conversationId: conversation.id, role: "assistant", createdAt: { gte: earlier.createdAt } }, orderBy: { createdAt: "asc" } });
          if (reply) return { userMessage: earlier, reply: Promise.resolve(reply) };
        }
      }
      await consumeOrThrow([[perMinute, owner.id]], "You're sending messages too quickly.");
      await usage.assertCanRespond(owner);

      const history = (await prisma.chatMessage.findMany({ where: { conversationId: conversation.id }, orderBy: { createdAt: "desc" }, take: 5 }))
        .reverse()
        .map((message) => ({ role: message.role, content: message.content }));
      const userMessage = await prisma.chatMessage.create({
        data: { conversationId: conversation.id, role: "user", content: text, clientMessageId: input.clientMessageId ?? null },
      });
      pubsub.publish("chat.event", owner.id, { kind: "message", replyTo: null, messageId: userMessage.id });
      if (options.dispatchRules !== false) await userMessageListener?.(owner, text, userMessage.id);

      const reply = (async () => {
        const relay = (delta: string) => pubsub.publish("chat.event", owner.id, { kind: "delta", replyTo: userMessage.id, text: delta });
        const outcome = await respond(owner, text, history, relay).catch((): Outcome => ({ actions: [], text: FALLBACK_REPLY }));
        if (!outcome.streamed) await stream(owner.id, userMessage.id, outcome.text, options.pace ?? true);
        const stored = await prisma.chatMessage.create({
          data: { conversationId: conversation.id, role: "assistant", content: outcome.text, actions: outcome.actions as object[] },
        });
        await usage.countResponse(owner);
        await usage.countTasks(owner, outcome.actions.filter((action) => action.status !== "failed").length);
        pubsub.publish("chat.event", owner.id, { kind: "message", replyTo: userMessage.id, messageId: stored.id });
        return stored;
      })();
      return { userMessage, reply };
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
