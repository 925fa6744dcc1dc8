import type { PgBoss } from "pg-boss";
import type { AppContext } from "../../context.ts";
import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { AppPubSub } from "../../pubsub.ts";
import type { RateLimitStore } from "../../security/rate-limits.ts";
import type { Logger } from "../../logger.ts";
import { createChatService } from "./chat.service.ts";
import { createLlmResponder, type LlmConfig } from "./llm-responder.ts";
import { createLocalResponder } from "./local-responder.ts";
import type { Owner } from "./owner.ts";
import { ownerOf, readerIdOf } from "./owner-of.ts";
import { createReminderScheduler } from "./reminders.jobs.ts";
import { createUsageService } from "./usage.ts";

export interface AssistantDeps {
  prisma: PrismaClient;
  pubsub: AppPubSub;
  jobs: PgBoss;
  store: RateLimitStore;
  production: boolean;
  logger: Logger;
  /** An OpenAI-compatible model; without one, the local engine answers everything. */
  llm?: LlmConfig;
  now?: () => Date;
}

/** Ria's chat, usage and the owner behind a request, as one service for GraphQL and REST. */
export function createAssistantService(deps: AssistantDeps) {
  const now = deps.now ?? (() => new Date());
  const usage = createUsageService(deps.prisma, now);
  // Guests and WhatsApp contacts try Ria on the demo plan's features.
  const hasFeature = async (owner: Owner, featureId: string) => {
    const plan = await deps.prisma.plan.findUnique({ where: { id: owner.kind === "user" ? owner.planId : "demo" }, select: { featureIds: true } });
    return plan?.featureIds.includes(featureId) ?? false;
  };
  const carryOutDeps = { prisma: deps.prisma, scheduleReminder: createReminderScheduler(deps.jobs), now, hasFeature };
  const local = createLocalResponder(carryOutDeps);
  const respond = deps.llm ? createLlmResponder(deps.llm, carryOutDeps, deps.logger)(local) : local;
  const chat = createChatService({ prisma: deps.prisma, pubsub: deps.pubsub, usage, store: deps.store, respond });
  const ownership = new WeakMap<AppContext, Map<string, Promise<boolean>>>();
  return {
    chat,
    usage,
    ownerOf: (context: AppContext, createGuest: boolean) => ownerOf(context, deps.production, createGuest),
    /** Whether the caller owns this conversation (memoised per request: a thread reads 50 messages). */
    ownsConversation(context: AppContext, conversationId: string): Promise<boolean> {
      const readerId = readerIdOf(context, deps.production);
      if (!readerId) return Promise.resolve(false);
      const memo = ownership.get(context) ?? new Map<string, Promise<boolean>>();
      ownership.set(context, memo);
      let owns = memo.get(conversationId);
      if (!owns) {
        owns = deps.prisma.conversation.findUnique({ where: { id: conversationId }, select: { ownerId: true } }).then((c) => c?.ownerId === readerId);
        memo.set(conversationId, owns);
      }
      return owns;
    },
  };
}

export type AssistantService = ReturnType<typeof createAssistantService>;
