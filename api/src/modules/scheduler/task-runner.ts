import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { InstructionService } from "../assistant/instruction.service.ts";
import type { UsageService } from "../assistant/usage.service.ts";

export interface TaskRunDeps {
  prisma: PrismaClient;
  usage: UsageService;
  instructions: InstructionService;
  now: () => Date;
  /** Tells the owner's open chats about a message the task posted. */
  publishMessage?(ownerId: string, messageId: string): void;
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
  const { owner, features } = await deps.instructions.ownerWithFeatures(row.ownerId);
  const usage = await deps.usage.usageOf(owner);
  const overLimit = usage.monthlyTasksLimit >= 0 && usage.monthlyTasksUsed >= usage.monthlyTasksLimit;

  const done = await deps.prisma.$transaction(async (tx) => {
    const [task] = await tx.$queryRaw<Array<{ id: string; input: string; status: string }>>`
      SELECT "id", "input", "status"::text AS "status" FROM "ScheduledTask" WHERE "id" = ${taskId} FOR UPDATE`;
    if (!task || task.status !== "scheduled") return null;
    const now = deps.now();
    const outcome = overLimit
      ? {
          status: "failed" as const,
          error: `You've used all ${usage.monthlyTasksLimit} of this month's tasks. Upgrade your plan for more.`,
          tasks: 0,
          reminders: [],
          posted: [],
        }
      : await deps.instructions.carryOut(tx, { owner, features, text: task.input, key: task.id, now });
    const { tasks, reminders, posted, ...status } = outcome;
    await tx.scheduledTask.update({ where: { id: task.id }, data: { ...status, finishedAt: now } });
    return { tasks, reminders, posted };
  });
  if (!done) return null;
  // Jobs for reminders the task created go in after the commit; usage counts what was done.
  for (const [id, at] of done.reminders) await deps.instructions.scheduleReminder(id, at);
  await deps.usage.countTasks(owner, done.tasks);
  for (const messageId of done.posted) deps.publishMessage?.(row.ownerId, messageId);
  return row.ownerId;
}
