import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { InstructionOutcome, InstructionService } from "../assistant/instruction.service.ts";
import type { Owner } from "../assistant/owner.rules.ts";
import type { UsageService } from "../assistant/usage.service.ts";

export interface TaskRunDeps {
  prisma: PrismaClient;
  usage: UsageService;
  instructions: InstructionService;
  now: () => Date;
  /** Tells the owner's open chats about a message the task posted. */
  publishMessage?(ownerId: string, messageId: string): void;
}

/** A task that was carried out now, and the owner to tell. */
export interface RanTask {
  taskId: string;
  ownerId: string;
}

/** How a task of a batch settled: it ran (or had nothing left to do, `ownerId` null), or it threw. */
export type TaskSettlement = { taskId: string; ownerId: string | null } | { taskId: string; error: unknown };

/** An owner's plan and the tasks left on it this month, counted down as the batch carries tasks out. */
interface Allowance {
  owner: Owner;
  features: string[];
  limit: number;
  used: number;
}

type Finished = RanTask & InstructionOutcome & { finishedAt: Date };

/**
 * A batch may wait behind another (PGlite has one connection) and takes longer than one task:
 * Prisma's 2 s and 5 s defaults are too tight.
 */
const BATCH_TRANSACTION = { maxWait: 10_000, timeout: 60_000 };

/**
 * Carries out due tasks exactly once, at their launch time, on their owners' plans. A batch shares one transaction:
 * its rows are locked, their effects and new statuses commit together, and a task no longer `scheduled` is left
 * alone, so a job delivered twice, or retried after a crash, changes nothing the second time. Throws if any task
 * fails, and then nothing of the batch is kept. Returns the tasks that ran.
 */
export async function runScheduledTasks(taskIds: readonly string[], deps: TaskRunDeps): Promise<RanTask[]> {
  const due = await deps.prisma.scheduledTask.findMany({
    where: { id: { in: [...new Set(taskIds)] }, status: "scheduled" },
    select: { id: true, ownerId: true },
  });
  if (due.length === 0) return [];
  // Plans and usage are read before the transaction, once per owner: on PGlite it holds the only connection.
  const allowances = new Map<string, Allowance>();
  for (const ownerId of new Set(due.map((task) => task.ownerId))) allowances.set(ownerId, await allowanceOf(ownerId, deps));

  const finished = await deps.prisma.$transaction(async (tx) => {
    // Carried out in launch order (the earliest get what is left of an allowance), and locked in that one order,
    // so two workers holding overlapping batches (a job delivered twice) cannot deadlock.
    const tasks = await tx.$queryRaw<Array<{ id: string; ownerId: string; input: string }>>`
      SELECT "id", "ownerId", "input" FROM "ScheduledTask"
      WHERE "id" = ANY(${due.map((task) => task.id)}::text[]) AND "status" = 'scheduled' ORDER BY "launchTime", "id" FOR UPDATE`;
    const done: Finished[] = [];
    for (const task of tasks) {
      const allowance = allowances.get(task.ownerId)!;
      const finishedAt = deps.now();
      const outcome =
        allowance.limit >= 0 && allowance.used >= allowance.limit
          ? overLimit(allowance.limit)
          : await deps.instructions.carryOut(tx, { ...allowance, text: task.input, key: task.id, now: finishedAt });
      allowance.used += outcome.tasks;
      done.push({ taskId: task.id, ownerId: task.ownerId, finishedAt, ...outcome });
    }
    if (done.length) await recordOutcomes(tx, done);
    return done;
  }, BATCH_TRANSACTION);

  // Jobs for reminders the tasks created go in after the commit; usage counts what was done.
  for (const task of finished) for (const [id, at] of task.reminders) await deps.instructions.scheduleReminder(id, at);
  for (const { owner } of allowances.values()) {
    await deps.usage.countTasks(owner, sum(finished.filter((task) => task.ownerId === owner.id).map((task) => task.tasks)));
  }
  for (const task of finished) for (const messageId of task.posted) deps.publishMessage?.(task.ownerId, messageId);
  return finished.map(({ taskId, ownerId }) => ({ taskId, ownerId }));
}

/**
 * Runs a batch together and, should that fail, each of its tasks alone: one task that cannot run then holds back
 * none of the others, and the error is reported for that task only.
 */
export async function settleScheduledTasks(
  taskIds: readonly string[],
  deps: TaskRunDeps,
  onBatchFailure?: (error: unknown) => void,
): Promise<TaskSettlement[]> {
  try {
    const ran = new Map((await runScheduledTasks(taskIds, deps)).map((task) => [task.taskId, task.ownerId]));
    return taskIds.map((taskId) => ({ taskId, ownerId: ran.get(taskId) ?? null }));
  } catch (error) {
    if (taskIds.length === 1) return [{ taskId: taskIds[0]!, error }];
    onBatchFailure?.(error);
    return Promise.all(taskIds.map(async (taskId) => (await settleScheduledTasks([taskId], deps))[0]!));
  }
}

/** Carries out one task, as a batch of one; returns the owner to notify, or null when there was nothing to do. */
export async function runScheduledTask(taskId: string, deps: TaskRunDeps): Promise<string | null> {
  const [ran] = await runScheduledTasks([taskId], deps);
  return ran?.ownerId ?? null;
}

async function allowanceOf(ownerId: string, deps: TaskRunDeps): Promise<Allowance> {
  const { owner, features } = await deps.instructions.ownerWithFeatures(ownerId);
  const usage = await deps.usage.usageOf(owner);
  return { owner, features, limit: usage.monthlyTasksLimit, used: usage.monthlyTasksUsed };
}

function overLimit(limit: number): InstructionOutcome {
  const error = `You've used all ${limit} of this month's tasks. Upgrade your plan for more.`;
  return { status: "failed", error, tasks: 0, reminders: [], posted: [] };
}

/** Every task's new status in one statement, rather than one round trip per task. */
async function recordOutcomes(tx: Pick<PrismaClient, "$executeRaw">, done: Finished[]): Promise<void> {
  await tx.$executeRaw`
    UPDATE "ScheduledTask" AS task
    SET "status" = outcome."status"::"TaskStatus", "result" = outcome."result", "error" = outcome."error",
        "finishedAt" = outcome."finishedAt" AT TIME ZONE 'UTC'
    FROM unnest(
      ${done.map((task) => task.taskId)}::text[],
      ${done.map((task) => task.status)}::text[],
      ${done.map((task) => task.result ?? null)}::text[],
      ${done.map((task) => task.error ?? null)}::text[],
      ${done.map((task) => task.finishedAt.toISOString())}::timestamptz[]
    ) AS outcome("id", "status", "result", "error", "finishedAt")
    WHERE task."id" = outcome."id"`;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
