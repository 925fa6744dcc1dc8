import type { PgBoss } from "pg-boss";
import type { PrismaClient } from "../../generated/prisma/client.ts";
import { carryOut } from "./carry-out.ts";
import { reminderPhrase } from "./act/phrases.ts";
import { queueWhatsApp } from "./outbox.ts";
import { GUEST_PREFIX, ownerFromUser, type Owner } from "./owner.rules.ts";
import { createReminderScheduler, deliverReminder } from "./reminders.jobs.ts";
import { readTaskInstruction } from "./task-instruction.ts";
import { accountWithPlanOf } from "../auth/accounts.service.ts";
import { planFeatures } from "../client/plans.service.ts";

/** A Prisma client or the transaction a caller holds. */
type Db = Pick<
  PrismaClient,
  "reminder" | "chatMessage" | "conversation" | "outboxMessage" | "listItem" | "calendarEvent" | "user" | "whatsAppRecipient" | "$queryRaw"
>;

/** What an instruction did: its status, how many tasks it used, and the follow-ups the caller runs after commit. */
export interface InstructionOutcome {
  status: "completed" | "failed";
  result?: string;
  error?: string;
  tasks: number;
  /** Reminder jobs to queue once the caller's transaction commits. */
  reminders: Array<[string, Date]>;
  /** Chat messages posted, for the caller to announce. */
  posted: string[];
}

export interface InstructionDeps {
  prisma: PrismaClient;
  /** Where reminders an instruction sets are queued. */
  jobs: PgBoss;
}

/** Instructions written for later (scheduled tasks), carried out by the assistant for their owner when they launch. */
export function createInstructionService({ prisma, jobs }: InstructionDeps) {
  return {
    scheduleReminder: createReminderScheduler(jobs),

    /** The owner behind an owner id, with their plan, as the chat sees them; guests keep the demo allowance. */
    async ownerWithFeatures(ownerId: string): Promise<{ owner: Owner; features: string[] }> {
      const user = ownerId.startsWith(GUEST_PREFIX) ? null : await accountWithPlanOf(prisma, ownerId);
      const owner: Owner = user ? ownerFromUser(user) : { kind: "guest", id: ownerId, guestId: ownerId.replace(GUEST_PREFIX, "") };
      return { owner, features: await planFeatures(prisma, owner.kind === "user" ? owner.planId : "demo") };
    },

    /**
     * Carries out one instruction now, inside the caller's transaction: a message to send, a reminder
     * delivered now, a meeting or list change; text Ria cannot act on fails with a clear error.
     */
    async carryOut(db: Db, input: { owner: Owner; features: string[]; text: string; key: string; now: Date }): Promise<InstructionOutcome> {
      const { owner, features, text, key, now } = input;
      const reminders: Array<[string, Date]> = [];
      const posted: string[] = [];
      const instruction = await readTaskInstruction(text, now);
      if (instruction.kind === "send") {
        await queueWhatsApp(db, {
          ownerId: owner.id,
          recipient: instruction.to,
          body: instruction.body,
          kind: "scheduled-task",
          idempotencyKey: `task:${key}`,
        });
        return { status: "completed", result: `WhatsApp to ${instruction.to} queued: “${instruction.body}”`, tasks: 1, reminders, posted };
      }
      if (instruction.kind === "remind-now") {
        const reminder = await db.reminder.create({
          data: { ownerId: owner.id, title: instruction.title, dueAt: now, status: "fired", firedAt: now },
        });
        posted.push(await deliverReminder(db, reminder));
        return {
          status: "completed",
          result: `Reminded you ${reminderPhrase(reminder.title)} in the chat and on WhatsApp.`,
          tasks: 1,
          reminders,
          posted,
        };
      }
      if (instruction.kind === "unactionable") return { status: "failed", error: instruction.error, tasks: 0, reminders, posted };
      const hasFeature = async (_owner: Owner, featureId: string) => features.includes(featureId);
      const result = await carryOut(instruction.request, owner, {
        prisma: db,
        scheduleReminder: async (id, at) => void reminders.push([id, at]),
        now: () => now,
        hasFeature,
      });
      const acted = result.actions.filter((action) => action.status !== "failed").length;
      const refused = result.actions.length === 0 && ["meeting", "list.add", "list.complete"].includes(instruction.request.kind);
      return refused
        ? { status: "failed", error: result.text, tasks: 0, reminders, posted }
        : { status: "completed", result: result.text, tasks: acted, reminders, posted };
    },
  };
}

export type InstructionService = ReturnType<typeof createInstructionService>;
