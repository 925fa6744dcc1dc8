import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { InstructionOutcome, InstructionService } from "../assistant/instruction.service.ts";
import type { Owner } from "../assistant/owner.rules.ts";

export interface TaskRunDeps {
  prisma: PrismaClient;
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

/** An owner and the features of their plan. Tasks are not counted here: each was charged once, when scheduled. */
interface Allowance {
  owner: Owner;
  features: string[];
}

type Finished = RanTask & InstructionOutcome & { finishedAt: Date };

/**
 * A batch may wait behind another (PGlite has one connection) and takes longer than one task:
 * Prisma's 2 s and 5 s defaults are too tight.
 */
const BATCH_TRANSACTION = { maxWait: 10_000, timeout: 60_000 };

/**
 * Carries out due tasks exactly once, at their launch time, on their owners' plans. Each task took one of the
 * month's tasks when it was scheduled (`reserveTask`), so launching it neither checks nor counts again. A batch shares one transaction:
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
  // Plans are read before the transaction, once per owner: on PGlite it holds the only connection.
  const allowances = new Map<string, Allowance>();
  for (const ownerId of new Set(due.map((task) => task.ownerId))) allowances.set(ownerId, await allowanceOf(ownerId, deps));

  const finished = await deps.prisma.$transaction(async (tx) => {
    // Carried out in launch order, and locked in that one order,
    // so two workers holding overlapping batches (a job delivered twice) cannot deadlock.
    const tasks = await tx.$queryRaw<Array<{ id: string; ownerId: string; input: string }>>`
      SELECT "id", "ownerId", "input" FROM "ScheduledTask"
      WHERE "id" = ANY(${due.map((task) => task.id)}::text[]) AND "status" = 'scheduled' ORDER BY "launchTime", "id" FOR UPDATE`;
    const done: Finished[] = [];
    for (const task of tasks) {
      const allowance = allowances.get(task.ownerId)!;
      const finishedAt = deps.now();
      const outcome = await deps.instructions.carryOut(tx, { ...allowance, text: task.input, key: task.id, now: finishedAt });
      done.push({ taskId: task.id, ownerId: task.ownerId, finishedAt, ...outcome });
    }
    if (done.length) await recordOutcomes(tx, done);
    return done;
  }, BATCH_TRANSACTION);

  // Jobs for reminders the tasks created go in after the commit.
  for (const task of finished) for (const [id, at] of task.reminders) await deps.instructions.scheduleReminder(id, at);
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

function allowanceOf(ownerId: string, deps: TaskRunDeps): Promise<Allowance> {
  return deps.instructions.ownerWithFeatures(ownerId);
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
