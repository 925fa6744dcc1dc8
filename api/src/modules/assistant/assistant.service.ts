import type { PgBoss } from "pg-boss";
import { randomUUID } from "node:crypto";
import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { AppPubSub } from "../../pubsub.ts";
import type { RateLimitStore } from "../../security/rate-limits.ts";
import type { Logger } from "../../logger.ts";
import type { Viewer } from "../../viewer.ts";
import type { ActionResult } from "./action-result.ts";
import { createChatService, type HistoryEntry, type UserContext } from "./chat.service.ts";
import { createLlmResponder, type LlmConfig } from "./llm-responder.ts";
import { createLocalResponder } from "./local-responder.ts";
import { createConversationState } from "./act/conversation-state.ts";
import { scheduleOf } from "./act/schedule-entries.ts";
import { meetingSeries, seriesSince } from "./act/schedule-series.ts";
import type { InviteAttendees } from "./invitations.types.ts";
import type { PublishMeeting, ReadOwnCalendar } from "./own-calendar.types.ts";
import { chatReply } from "./act/chat-replies.ts";
import { understand } from "./understanding/understand.ts";
import { guestOwner, type Owner } from "./owner.rules.ts";
import { ownerFor, readerIdFor } from "./owner-of.ts";
import { createReminderActions } from "./reminder-actions.service.ts";
import { createReminderScheduler } from "./reminders.jobs.ts";
import { createUsageService } from "./usage.service.ts";
import { createAssistantActivity } from "./activity.service.ts";
import { planFeatures } from "../client/plans.service.ts";

export interface AssistantDeps {
  prisma: PrismaClient;
  pubsub: AppPubSub;
  jobs: PgBoss;
  store: RateLimitStore;
  production: boolean;
  logger: Logger;
  /** An OpenAI-compatible model; without one, the local engine answers everything. */
  llm?: LlmConfig;
  /** Sends meeting invitations, updates and cancellations to attendees. */
  invite?: InviteAttendees;
  /** The executive's own calendar: read for answers and clashes, told of every meeting booked, changed or cancelled. */
  ownCalendar?: ReadOwnCalendar;
  publishMeeting?: PublishMeeting;
  now?: () => Date;
}

/** Ria's chat, usage and the owner behind a request, as one service for GraphQL and REST. */
export function createAssistantService(deps: AssistantDeps) {
  const now = deps.now ?? (() => new Date());
  const usage = createUsageService({ prisma: deps.prisma, now });
  // Guests and WhatsApp contacts try Ria on the demo plan's features.
  const hasFeature = async (owner: Owner, featureId: string) =>
    (await planFeatures(deps.prisma, owner.kind === "user" ? owner.planId : "demo")).includes(featureId);
  const carryOutDeps = {
    prisma: deps.prisma,
    scheduleReminder: createReminderScheduler(deps.jobs),
    now,
    hasFeature,
    invite: deps.invite,
    ownCalendar: deps.ownCalendar,
    publishMeeting: deps.publishMeeting,
  };
  const local = createLocalResponder({ ...carryOutDeps, state: createConversationState(deps.prisma) });
  const respond = deps.llm ? createLlmResponder(deps.llm, carryOutDeps, deps.logger)(local) : local;
  const chat = createChatService({ prisma: deps.prisma, pubsub: deps.pubsub, usage, store: deps.store, respond, logger: deps.logger });
  return {
    chat,
    usage,
    /** The assistant's tables as other modules see them: activity to count, an owner's rows to delete. */
    activity: createAssistantActivity(deps.prisma),
    /** What a delivered reminder's reply buttons do (Done, Snooze 15 min, Tomorrow 9 am). */
    reminders: createReminderActions({ prisma: deps.prisma, pubsub: deps.pubsub, scheduleReminder: carryOutDeps.scheduleReminder, now }),
    ownerFor: (viewer: Viewer | null, guestId: string | undefined) => ownerFor(deps.prisma, viewer, guestId),

    /** An owner's meetings and reminders for the next `days` days, each at its next occurrence. */
    scheduleOf: (ownerId: string, days: number) => scheduleOf(deps.prisma, ownerId, now(), days),

    /** An owner's meetings (and reminders, when asked) from 30 days ago on, repeating ones once with their rule. */
    seriesOf: (ownerId: string, withReminders: boolean) =>
      seriesSince(deps.prisma, ownerId, new Date(now().getTime() - 30 * 86_400_000), withReminders),

    /** One meeting as its series, with its owner; null once it is cancelled. */
    meetingOf: (id: string) => meetingSeries(deps.prisma, id),

    /** Whether the caller (the viewer, else the guest) owns this conversation. */
    async ownsConversation(viewer: Viewer | null, guestId: string | undefined, conversationId: string): Promise<boolean> {
      const readerId = readerIdFor(viewer, guestId);
      if (!readerId) return false;
      const conversation = await deps.prisma.conversation.findUnique({ where: { id: conversationId }, select: { ownerId: true } });
      return conversation?.ownerId === readerId;
    },

    /**
     * One message in, the finished reply out (the REST shim). A caller with no session and no guest
     * id asking "are you there?" (the status page's probe, a script) is answered without a guest
     * chat being created; otherwise a new guest id is returned for the caller to keep.
     */
    async replyOnce(
      viewer: Viewer | null,
      guestId: string | undefined,
      text: string,
      extras: { userContext?: UserContext; history?: HistoryEntry[]; ip?: string } = {},
    ): Promise<{ response: string; actions: ActionResult[]; newGuestId?: string }> {
      const known = await ownerFor(deps.prisma, viewer, guestId);
      // The status page's probe asks "are you there?" without a session: answered without a guest chat being made.
      if (!known) {
        const { request } = await understand(text, now());
        if (request.kind === "chat" && request.what === "health") return { response: chatReply("health", now()), actions: [] };
      }
      const newGuestId = known ? undefined : randomUUID();
      const owner = known ?? guestOwner(newGuestId!);
      const { reply } = await chat.send(
        owner,
        { text, userContext: extras.userContext, history: extras.history },
        { pace: false, ip: extras.ip },
      );
      const message = await reply;
      return { response: message.content, actions: message.actions as unknown as ActionResult[], newGuestId };
    },
  };
}

export type AssistantService = ReturnType<typeof createAssistantService>;
