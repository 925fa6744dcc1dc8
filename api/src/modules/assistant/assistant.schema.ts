import { GraphQLError } from "graphql";
import { PayloadTooLargeError, RateLimitedError, ValidationError } from "../../errors.ts";
import { PlanLimitReachedError } from "./assistant.errors.ts";
import type { AppContext } from "../../context.ts";
import { builder } from "../../schema/builder.ts";
import { ErrorInterface } from "../../schema/errors.ts";
import type { ActionResult } from "./action-result.ts";
import type { ChatEvent } from "./chat-events.ts";
import type { Usage } from "./usage.service.ts";

builder.objectType(PlanLimitReachedError, {
  name: "PlanLimitReachedError",
  interfaces: [ErrorInterface],
  fields: (t) => ({
    upgradeToPlanId: t.exposeString("upgradeToPlanId", { nullable: true, description: "The plan that would allow more." }),
    upgradePath: t.exposeString("upgradePath", { nullable: true, description: "Where to get more: /client/login or /pricing." }),
  }),
});

const ChatAction = builder.objectRef<ActionResult>("ChatAction").implement({
  description: "Something a reply did (spec section 3); `at` is ISO 8601 with the +05:30 offset.",
  fields: (t) => ({
    id: t.exposeID("id"),
    type: t.exposeString("type"),
    status: t.exposeString("status"),
    title: t.exposeString("title"),
    at: t.exposeString("at", { nullable: true }),
    durationMinutes: t.exposeInt("durationMinutes", { nullable: true }),
  }),
});

/** Ownership answers, memoised per request: a thread reads many messages of one conversation. */
const ownership = new WeakMap<AppContext, Map<string, Promise<boolean>>>();

function ownsConversation(context: AppContext, conversationId: string): Promise<boolean> {
  const memo = ownership.get(context) ?? new Map<string, Promise<boolean>>();
  ownership.set(context, memo);
  if (!memo.has(conversationId))
    memo.set(conversationId, context.services.assistant.ownsConversation(context.viewer, context.guestId, conversationId));
  return memo.get(conversationId)!;
}

export const ChatMessageRef = builder.prismaNode("ChatMessage", {
  id: { field: "id" },
  // A well-formed id of a missing (or deleted) record is null, not an error.
  nullable: true,
  // Only the conversation's owner (a client, or a guest by cookie) reads a message, by any path.
  authScopes: (message, context) => ownsConversation(context, message.conversationId),
  fields: (t) => ({
    role: t.exposeString("role"),
    content: t.exposeString("content"),
    timestamp: t.expose("createdAt", { type: "DateTime" }),
    actions: t.field({ type: [ChatAction], resolve: (message) => (message.actions ?? []) as unknown as ActionResult[] }),
  }),
});

const UsageRef = builder.objectRef<Usage>("Usage").implement({
  fields: (t) => ({
    dailyResponsesUsed: t.exposeInt("dailyResponsesUsed"),
    dailyResponsesLimit: t.exposeInt("dailyResponsesLimit", { description: "-1 means unlimited." }),
    monthlyTasksUsed: t.exposeInt("monthlyTasksUsed"),
    monthlyTasksLimit: t.exposeInt("monthlyTasksLimit"),
    nearLimit: t.exposeBoolean("nearLimit", { description: "80% of today's responses or more are used." }),
    upgradeToId: t.exposeString("upgradeToId", { nullable: true }),
  }),
});

const ChatThread = builder.objectRef<{ ownerId: string | null }>("ChatThread").implement({
  fields: (t) => ({
    messages: t.prismaConnection({
      type: "ChatMessage",
      cursor: "id",
      defaultSize: 50,
      maxSize: 50,
      description: "The conversation, oldest first; `last: 50` gives the latest 50 (the chat asks so), new ones arrive by `chatEvents`.",
      resolve: (query, thread, _args, context) => (thread.ownerId ? context.services.assistant.chat.messagesOf(thread.ownerId, query) : []),
    }),
    usage: t.field({
      type: UsageRef,
      resolve: async (_thread, _args, context) => {
        const owner = await context.services.assistant.ownerFor(context.viewer, context.viewer ? undefined : context.ensureGuestId());
        return context.services.assistant.usage.usageOf(owner!);
      },
    }),
  }),
});

builder.queryField("chat", (t) =>
  t.field({
    type: ChatThread,
    description: "The caller's conversation with Ria: a client's own, or a visitor's guest chat (its cookie is set here).",
    resolve: async (_root, _args, context) => ({
      ownerId: (await context.services.assistant.ownerFor(context.viewer, context.viewer ? undefined : context.ensureGuestId()))!.id,
    }),
  }),
);

const SendChatMessageInput = builder.inputType("SendChatMessageInput", {
  fields: (t) => ({
    text: t.string({ required: true }),
    clientMessageId: t.string({ description: "Makes a retried send idempotent." }),
  }),
});

builder.mutationField("sendChatMessage", (t) =>
  t.prismaField({
    type: "ChatMessage",
    description: "Stores the message and starts Ria's reply, which arrives through `chatEvents`.",
    errors: { types: [ValidationError, PayloadTooLargeError, PlanLimitReachedError, RateLimitedError] },
    args: { input: t.arg({ type: SendChatMessageInput, required: true }) },
    // The stored record itself: re-reading it with the selection's `query` failed (an empty select) when a
    // client asked for the result without its `data`, after the message was already stored and answered.
    resolve: async (_query, _root, { input }, context) => {
      const owner = (await context.services.assistant.ownerFor(context.viewer, context.viewer ? undefined : context.ensureGuestId()))!;
      const { userMessage } = await context.services.assistant.chat.send(owner, input, { ip: context.ip });
      return userMessage;
    },
  }),
);

const ChatEventRef = builder.objectRef<ChatEvent>("ChatEvent").implement({
  description: "A streamed piece of a reply (`delta`), or a stored message (`message`).",
  fields: (t) => ({
    kind: t.exposeString("kind"),
    replyTo: t.id({ nullable: true, resolve: (event) => event.replyTo }),
    delta: t.string({ nullable: true, resolve: (event) => (event.kind === "delta" ? event.text : null) }),
    replySoFar: t.string({
      nullable: true,
      description: "The streamed reply so far, this delta included: a client that missed earlier deltas still shows it from its start.",
      resolve: (event) => (event.kind === "delta" ? event.soFar : null),
    }),
    message: t.prismaField({
      type: "ChatMessage",
      nullable: true,
      resolve: (query, event, _args, context) =>
        event.kind === "message" ? context.prisma.chatMessage.findUnique({ ...query, where: { id: event.messageId } }) : null,
    }),
  }),
});

builder.subscriptionField("chatEvents", (t) =>
  t.field({
    type: ChatEventRef,
    description: "The caller's chat as it happens: reply deltas, replies, fired reminders.",
    subscribe: async (_root, _args, context) => {
      const owner = await context.services.assistant.ownerFor(context.viewer, context.guestId);
      if (!owner) throw new GraphQLError("Open the chat first", { extensions: { code: "UNAUTHENTICATED" } });
      return context.pubsub.subscribe("chat.event", owner.id);
    },
    resolve: (event) => event,
  }),
);
