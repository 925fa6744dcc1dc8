import type { PrismaClient } from "../../generated/prisma/client.ts";
import { carryOut } from "../assistant/carry-out.ts";
import { reminderPhrase } from "../assistant/engine/phrasing.ts";
import { queueWhatsApp } from "../assistant/outbox.ts";
import { GUEST_PREFIX, type Owner } from "../assistant/owner.rules.ts";
import { deliverReminder } from "../assistant/reminders.jobs.ts";
import type { UsageService } from "../assistant/usage.service.ts";
import { readTaskInstruction } from "./task-instruction.ts";

/** "Send a WhatsApp to Priya saying the deck is ready": a message to send at launch. */
const SEND_MESSAGE = /^send (?:a )?(?:whatsapp|message|whatsapp message) to (.+?)(?: saying|:)\s+(.+)$/i;

export interface TaskRunDeps {
  prisma: PrismaClient;
  usage: UsageService;
  scheduleReminder(reminderId: string, dueAt: Date): Promise<void>;
  now: () => Date;
  /** Tells the owner's open chats about a message the task posted. */
  publishMessage?(ownerId: string, messageId: string): void;
}

type Outcome = { status: "completed" | "failed"; result?: string; error?: string; tasks: number };

/** The task's owner with their plan, as the chat sees them; guests keep the demo allowance. */
async function ownerOfTask(prisma: PrismaClient, ownerId: string): Promise<{ owner: Owner; features: string[] }> {
  const user = ownerId.startsWith(GUEST_PREFIX) ? null : await prisma.user.findUnique({ where: { id: ownerId }, include: { client: true } });
  const owner: Owner = user
    ? { kind: "user", id: user.id, userId: user.id, planId: user.client?.planId ?? "elite", name: user.name, company: user.client?.company ?? "" }
    : { kind: "guest", id: ownerId, guestId: ownerId.replace(GUEST_PREFIX, "") };
  const plan = await prisma.plan.findUnique({ where: { id: owner.kind === "user" ? owner.planId : "demo" }, select: { featureIds: true } });
  return { owner, features: plan?.featureIds ?? [] };
}

/**
 * Carries out one scheduled task exactly once, at its launch time, on the owner's plan: the row is locked, its
 * effects and its new status commit together, and a task no longer `scheduled` is left alone, so a job delivered
 * twice, or retried after a crash, changes nothing the second time. Returns the owner to notify, or null.
 */
export async function runScheduledTask(taskId: string, deps: TaskRunDeps): Promise<string | null> {
  const row = await deps.prisma.scheduledTask.findUnique({ where: { id: taskId }, select: { ownerId: true, status: true } });
  if (!row || row.status !== "scheduled") return null;
  // Plan and usage are read before the transaction: on PGlite it holds the only connection.
  const { owner, features } = await ownerOfTask(deps.prisma, row.ownerId);
  const usage = await deps.usage.usageOf(owner);
  const overLimit = usage.monthlyTasksLimit >= 0 && usage.monthlyTasksUsed >= usage.monthlyTasksLimit;
  const reminders: Array<[string, Date]> = [];
  const posted: string[] = [];

  const done = await deps.prisma.$transaction(async (tx) => {
    const [task] = await tx.$queryRaw<Array<{ id: string; input: string; status: string }>>`
      SELECT "id", "input", "status"::text AS "status" FROM "ScheduledTask" WHERE "id" = ${taskId} FOR UPDATE`;
    if (!task || task.status !== "scheduled") return null;
    const now = deps.now();
    let outcome: Outcome;
    const send = SEND_MESSAGE.exec(task.input.trim());
    const instruction = readTaskInstruction(task.input, now);
    if (overLimit) {
      outcome = { status: "failed", error: `You've used all ${usage.monthlyTasksLimit} of this month's tasks. Upgrade your plan for more.`, tasks: 0 };
    } else if (send) {
      await queueWhatsApp(tx, { ownerId: row.ownerId, recipient: send[1]!, body: send[2]!, kind: "scheduled-task", idempotencyKey: `task:${task.id}` });
      outcome = { status: "completed", result: `WhatsApp to ${send[1]} queued: “${send[2]}”`, tasks: 1 };
    } else if (instruction.kind === "remind-now") {
      const reminder = await tx.reminder.create({ data: { ownerId: row.ownerId, title: instruction.title, dueAt: now, status: "fired", firedAt: now } });
      posted.push(await deliverReminder(tx, reminder));
      outcome = { status: "completed", result: `Reminded you ${reminderPhrase(reminder.title)} in the chat and on WhatsApp.`, tasks: 1 };
    } else if (instruction.kind === "act") {
      const hasFeature = async (_owner: Owner, featureId: string) => features.includes(featureId);
      const result = await carryOut(instruction.intent, owner, { prisma: tx, scheduleReminder: async (id, at) => void reminders.push([id, at]), now: deps.now, hasFeature });
      const acted = result.actions.filter((action) => action.status !== "failed").length;
      const refused = result.actions.length === 0 && ["calendar", "list.add", "list.complete"].includes(instruction.intent.kind);
      outcome = refused ? { status: "failed", error: result.text, tasks: 0 } : { status: "completed", result: result.text, tasks: acted };
    } else {
      outcome = { status: "failed", error: instruction.error, tasks: 0 };
    }
    const { tasks, ...status } = outcome;
    await tx.scheduledTask.update({ where: { id: task.id }, data: { ...status, finishedAt: now } });
    return { tasks };
  });
  if (!done) return null;
  // Jobs for reminders the task created go in after the commit; usage counts what was done.
  for (const [id, at] of reminders) await deps.scheduleReminder(id, at);
  await deps.usage.countTasks(owner, done.tasks);
  for (const messageId of posted) deps.publishMessage?.(row.ownerId, messageId);
  return row.ownerId;
}
