import type { ChatMessage, Prisma, PrismaClient } from "../../generated/prisma/client.ts";
import { setTimeout as sleep } from "node:timers/promises";
import { nullWhenDuplicate } from "../../db/unique-violation.ts";
import { ConflictError, PayloadTooLargeError, ValidationError } from "../../errors.ts";
import type { Logger } from "../../logger.ts";
import type { AppPubSub } from "../../pubsub.ts";
import { stripControlCharacters } from "../../rules/plain-text.rules.ts";
import { consumeOrThrow, createLimiter, type RateLimitStore } from "../../security/rate-limits.ts";
import type { ActionResult, Outcome } from "./action-result.ts";
import { isCookieGuest, type Owner } from "./owner.rules.ts";
import { DELTA_INTERVAL_MS, splitIntoDeltas } from "./reply-stream.ts";
import type { UsageService } from "./usage.service.ts";

export const MAX_MESSAGE_LENGTH = 4000;
/** Spec section 8: what the user reads when a reply cannot be produced. */
export const FALLBACK_REPLY = "Sorry, I'm having trouble processing your request right now. Please try again.";
export const MESSAGES_PER_MINUTE = 20;
/** How long a retried send waits for a reply another instance is still producing. */
const REPLY_WAIT_MS = 60_000;
const REPLY_POLL_MS = 250;
/** A conversation reads oldest first; the id breaks ties between messages stored in the same millisecond. */
const OLDEST_FIRST: Prisma.ChatMessageOrderByWithRelationInput[] = [{ createdAt: "asc" }, { id: "asc" }];

/** One earlier message of the conversation; Ria's carry the actions they took, so follow-ups can change them. */
export interface HistoryEntry {
  role: "user" | "assistant";
  content: string;
  actions?: ActionResult[];
}

/** Who is asking, as the spec's `userContext` gives it: used to address them and, by a model, for context. */
export interface UserContext {
  name?: string;
  company?: string;
}

/** Produces a reply for a message: the local engine, or a model with the same actions as tools. */
export type Responder = (
  owner: Owner,
  text: string,
  history: HistoryEntry[],
  /** For responders that stream (a model): called with each piece of text as it arrives. */
  onDelta: (text: string) => void,
  userContext?: UserContext,
) => Promise<Outcome>;

export interface ChatDeps {
  prisma: PrismaClient;
  pubsub: AppPubSub;
  usage: UsageService;
  store: RateLimitStore;
  respond: Responder;
  logger: Logger;
}

/** Guest messages one address may send a day, whatever cookies it presents. */
export const GUEST_MESSAGES_PER_ADDRESS_PER_DAY = 20;

/** Hears of a stored user message: its owner, its text and its id (the key a rule fires once for). */
export type UserMessageListener = (owner: Owner, text: string, messageId: string) => Promise<void>;

/** Ria's chat: stores the message, checks limits, replies with deltas, stores the reply. */
export function createChatService({ prisma, pubsub, usage, store, respond, logger }: ChatDeps) {
  const perMinute = createLimiter(store, "chat:minute", MESSAGES_PER_MINUTE, 60);
  const guestPerAddress = createLimiter(store, "chat:guest-address", GUEST_MESSAGES_PER_ADDRESS_PER_DAY, 86_400);
  /** Who hears of each stored user message (the automation engine's keyword rules), in subscription order. */
  const userMessageListeners = new Set<UserMessageListener>();

  /** Replies still being produced here, by the user message they answer. */
  const inFlight = new Map<string, Promise<ChatMessage>>();

  /** The reply to a stored message: in flight here, already stored, or (another instance is answering) soon stored. */
  async function replyTo(userMessageId: string): Promise<ChatMessage> {
    const deadline = Date.now() + REPLY_WAIT_MS;
    for (;;) {
      const pending = inFlight.get(userMessageId);
      if (pending) return pending;
      const stored = await prisma.chatMessage.findUnique({ where: { replyToId: userMessageId } });
      if (stored) return stored;
      if (Date.now() > deadline) throw new ConflictError("This message is still being answered. Try again in a moment.");
      await sleep(REPLY_POLL_MS);
    }
  }

  async function conversationOf(owner: Owner) {
    return prisma.conversation.upsert({
      where: { ownerId: owner.id },
      create: { ownerId: owner.id },
      update: { lastActiveAt: new Date() },
    });
  }

  /** Sends a finished reply a few words at a time, so it reads as it would from a person typing. */
  async function stream(ownerId: string, replyTo: string, text: string, pace: boolean) {
    let soFar = "";
    for (const delta of splitIntoDeltas(text)) {
      soFar += delta;
      pubsub.publish("chat.event", ownerId, { kind: "delta", replyTo, text: delta, soFar });
      if (pace) await new Promise((resolve) => setTimeout(resolve, DELTA_INTERVAL_MS));
    }
  }

  return {
    conversationOf,

    /** One owner's messages, oldest first; `page` (a connection's cursor and size) narrows the rows and the selection. */
    messagesOf<Page extends Omit<Prisma.ChatMessageFindManyArgs, "orderBy" | "where">>(ownerId: string, page: Page) {
      return prisma.chatMessage.findMany({ ...page, where: { conversation: { ownerId } }, orderBy: OLDEST_FIRST });
    },

    /** Posts a message from Ria into an owner's chat (an automation reply) and pushes it live. */
    async postAssistantMessage(ownerId: string, text: string): Promise<void> {
      const conversation = await prisma.conversation.upsert({ where: { ownerId }, create: { ownerId }, update: {} });
      const message = await prisma.chatMessage.create({ data: { conversationId: conversation.id, role: "assistant", content: text } });
      pubsub.publish("chat.event", ownerId, { kind: "message", replyTo: null, messageId: message.id });
    },

    /**
     * Subscribes to the "user message stored" event (the automation engine's keyword rules listen here); any
     * number of listeners, each awaited in turn before the reply starts. Returns what unsubscribes.
     */
    onUserMessage(listener: UserMessageListener): () => void {
      userMessageListeners.add(listener);
      return () => userMessageListeners.delete(listener);
    },

    /**
     * Stores a message and starts the reply: resolves once the user message is stored, with the
     * reply still streaming (`reply`). A retry with the same `clientMessageId` gets the first
     * attempt's messages. `pace: false` skips the pauses between deltas, for callers that only
     * want the final answer (REST); `dispatchRules: false` is for channels that run rules themselves.
     */
    async send(
      owner: Owner,
      input: { text: string; clientMessageId?: string | null; userContext?: UserContext; history?: HistoryEntry[] },
      options: { pace?: boolean; dispatchRules?: boolean; ip?: string } = {},
    ) {
      const text = stripControlCharacters(input.text).trim();
      if (!text) throw new ValidationError("Type a message first", { text: "Type a message first" });
      if (text.length > MAX_MESSAGE_LENGTH) {
        throw new PayloadTooLargeError(`Messages can be at most ${MAX_MESSAGE_LENGTH.toLocaleString("en-IN")} characters`);
      }
      const conversation = await conversationOf(owner);
      const clientMessageId = input.clientMessageId || null;
      const sentBefore = () =>
        clientMessageId
          ? prisma.chatMessage.findUnique({
              where: { conversationId_clientMessageId: { conversationId: conversation.id, clientMessageId } },
            })
          : null;
      const earlier = await sentBefore();
      if (earlier) return { userMessage: earlier, reply: replyTo(earlier.id) };
      await consumeOrThrow([[perMinute, owner.id]], "You're sending messages too quickly.");
      // A web guest's allowance follows the address too: dropping the cookie must not reset it. (A WhatsApp sender is
      // known by their number, and every one of them reaches us from Meta's address.)
      if (isCookieGuest(owner))
        await consumeOrThrow(
          [[guestPerAddress, options.ip ?? "unknown"]],
          "This address has used today's guest messages. Sign in to keep going.",
        );
      await usage.reserveResponse(owner);

      const stored = (
        await prisma.chatMessage.findMany({ where: { conversationId: conversation.id }, orderBy: { createdAt: "desc" }, take: 5 })
      )
        .reverse()
        .map((message): HistoryEntry => ({
          role: message.role,
          content: message.content,
          actions: (message.actions ?? []) as unknown as ActionResult[],
        }));
      // A REST caller's own history (spec: the last 5 messages) stands in until the conversation has one here.
      const history = stored.length ? stored : (input.history ?? []).slice(-5);
      const userMessage = await nullWhenDuplicate(
        prisma.chatMessage.create({ data: { conversationId: conversation.id, role: "user", content: text, clientMessageId } }),
      );
      if (!userMessage) {
        // A concurrent attempt with the same clientMessageId stored it first: answer as that one.
        const first = (await sentBefore())!;
        return { userMessage: first, reply: replyTo(first.id) };
      }
      pubsub.publish("chat.event", owner.id, { kind: "message", replyTo: null, messageId: userMessage.id });
      if (options.dispatchRules !== false) for (const listener of userMessageListeners) await listener(owner, text, userMessage.id);

      const reply = (async () => {
        let soFar = "";
        const relay = (delta: string) =>
          pubsub.publish("chat.event", owner.id, { kind: "delta", replyTo: userMessage.id, text: delta, soFar: (soFar += delta) });
        const outcome = await respond(owner, text, history, relay, input.userContext).catch((error: unknown): Outcome => {
          logger.error({ err: error, ownerId: owner.id, messageId: userMessage.id }, "producing a chat reply failed; sent the fallback");
          return { actions: [], text: FALLBACK_REPLY };
        });
        if (!outcome.streamed) await stream(owner.id, userMessage.id, outcome.text, options.pace ?? true);
        const stored = await prisma.chatMessage.create({
          data: {
            conversationId: conversation.id,
            role: "assistant",
            content: outcome.text,
            actions: outcome.actions as object[],
            replyToId: userMessage.id,
          },
        });
        await usage.countTasks(owner, outcome.actions.filter((action) => action.status !== "failed").length);
        // Screens that show the schedule (the scheduler, the dashboard) follow what a reply changed on it.
        if (outcome.actions.some((action) => action.type === "reminder" || action.type === "calendar"))
          pubsub.publish("schedule.changed", owner.id, { at: new Date().toISOString() });
        pubsub.publish("chat.event", owner.id, { kind: "message", replyTo: userMessage.id, messageId: stored.id });
        return stored;
      })();
      inFlight.set(userMessage.id, reply);
      // Callers may not wait for the reply (GraphQL streams it): its failure is logged here, never lost.
      void reply.then(
        () => inFlight.delete(userMessage.id),
        (error: unknown) => {
          inFlight.delete(userMessage.id);
          logger.error({ err: error, ownerId: owner.id, messageId: userMessage.id }, "storing a chat reply failed");
        },
      );
      return { userMessage, reply };
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
