import type { JobWithMetadata, PgBoss } from "pg-boss";
import type { Prisma, PrismaClient } from "../../generated/prisma/client.ts";
import { ConflictError, NotFoundError, ValidationError } from "../../errors.ts";
import type { Logger } from "../../logger.ts";
import type { AppPubSub } from "../../pubsub.ts";
import { stripControlCharacters } from "../../rules/plain-text.rules.ts";
import { formatIst } from "../../rules/ist.rules.ts";
import type { InstructionService } from "../assistant/instruction.service.ts";
import type { UsageService } from "../assistant/usage.service.ts";
import { parseLaunchTime } from "./launch-time.ts";
import { MAX_TASK_INPUT } from "./scheduler.rules.ts";
import { settleScheduledTasks } from "./task-runner.ts";

export const TASK_QUEUE = "scheduled-task";
/** A worker that stops beating for this long is presumed dead and its jobs go to another. */
const TASK_HEARTBEAT_SECONDS = 10;
/**
 * Tasks claimed and carried out together. Larger batches pay fewer round trips per task, but on PGlite a batch's
 * transaction holds the only connection, so chat requests wait for it: 50 keeps that wait to a fraction of a second.
 */
const TASK_BATCH_SIZE = 50;
/** The most tasks one list (upcoming or the history) shows. */
export const TASK_LIST_LIMIT = 200;
const LATEST_LAUNCH_FIRST: Prisma.ScheduledTaskOrderByWithRelationInput[] = [{ launchTime: "desc" }, { id: "asc" }];
const SOONEST_LAUNCH_FIRST: Prisma.ScheduledTaskOrderByWithRelationInput[] = [{ launchTime: "asc" }, { id: "asc" }];

/** A page of a task list: how many rows (and from which cursor) and the selection; the owner and the order are the service's. */
type TaskPage = Omit<Prisma.ScheduledTaskFindManyArgs, "where" | "orderBy">;

/** How many of an owner's tasks Ria has carried out, read in `db` (a transaction's client too: rewards count them as they pay). */
export function completedTaskCount(db: Pick<Prisma.TransactionClient, "scheduledTask">, ownerId: string): Promise<number> {
  return db.scheduledTask.count({ where: { ownerId, status: "completed" } });
}

export interface SchedulerDeps {
  prisma: PrismaClient;
  /** The job engine that starts each task at its launch time. */
  jobs: PgBoss;
  pubsub: AppPubSub;
  logger: Logger;
  /** The assistant's side: the owner's allowance (tasks run on their plan and count against it) and carrying instructions out. */
  assistant: { usage: UsageService; instructions: InstructionService };
  /** Batches one instance runs at once: 1 on PGlite (one connection), more on PostgreSQL. */
  worker: { batchesAtOnce: number };
  now?: () => Date;
}

/** Tasks a user schedules for Ria: stored, then handed to the job engine to start at their launch time. */
export function createSchedulerService({ prisma, jobs, pubsub, logger, assistant, worker, now = () => new Date() }: SchedulerDeps) {
  const { usage, instructions } = assistant;
  const enqueue = (taskId: string, launchTime: Date) =>
    jobs.send(TASK_QUEUE, { taskId }, { startAfter: launchTime, singletonKey: taskId, retryLimit: 3, retryDelay: 5, expireInSeconds: 300 });
  const notify = (ownerId: string, taskId: string) => pubsub.publish("task.updated", ownerId, { taskId });
  const publishMessage = (ownerId: string, messageId: string) =>
    pubsub.publish("chat.event", ownerId, { kind: "message", replyTo: null, messageId });
  const recordFailure = async (taskId: string) => {
    const failed = await prisma.scheduledTask.updateMany({
      where: { id: taskId, status: "scheduled" },
      data: { status: "failed", error: "Ria could not carry this out. Please schedule it again.", finishedAt: now() },
    });
    const task = failed.count ? await prisma.scheduledTask.findUnique({ where: { id: taskId } }) : null;
    if (task) notify(task.ownerId, task.id);
  };

  return {
    /** Tasks that launched between `since` and `until` and finished (completed or failed), for analytics. */
    finishedBetween: (since: Date, until: Date, ownerId?: string) =>
      prisma.scheduledTask.findMany({
        where: { launchTime: { gte: since, lte: until }, status: { in: ["completed", "failed"] }, ownerId },
        select: { launchTime: true, finishedAt: true, status: true },
      }),

    /** Deletes every task of an owner (a demo sandbox being removed). */
    async deleteOwnedBy(ownerId: string): Promise<void> {
      await prisma.scheduledTask.deleteMany({ where: { ownerId } });
    },

    async schedule(ownerId: string, input: { input: string; launchTime: string }) {
      const text = stripControlCharacters(input.input ?? "").trim();
      if (!text || !input.launchTime?.trim()) {
        throw new ValidationError("Please provide both task input and launch time", {
          ...(text ? {} : { input: "Task input is required" }),
          ...(input.launchTime?.trim() ? {} : { launchTime: "Launch time is required" }),
        });
      }
      if (text.length > MAX_TASK_INPUT) {
        throw new ValidationError(`Task input must be at most ${MAX_TASK_INPUT} characters`, {
          input: `At most ${MAX_TASK_INPUT} characters`,
        });
      }
      const launchTime = parseLaunchTime(input.launchTime, now());
      await usage.reserveTask(ownerId);
      const task = await prisma.scheduledTask.create({ data: { ownerId, input: text, launchTime } });
      await enqueue(task.id, launchTime);
      notify(ownerId, task.id);
      return { task, message: `Task scheduled for ${formatIst(launchTime)} IST` };
    },

    /** The owner's tasks, latest launch first (the history); `page` narrows the rows and the selection. */
    list<Page extends TaskPage>(ownerId: string, page?: Page) {
      return prisma.scheduledTask.findMany({ take: TASK_LIST_LIMIT, ...page, where: { ownerId }, orderBy: LATEST_LAUNCH_FIRST });
    },

    /** The owner's tasks still to run, soonest first; `page` narrows the rows and the selection. */
    upcoming<Page extends TaskPage>(ownerId: string, page?: Page) {
      return prisma.scheduledTask.findMany({
        take: TASK_LIST_LIMIT,
        ...page,
        where: { ownerId, status: "scheduled" },
        orderBy: SOONEST_LAUNCH_FIRST,
      });
    },

    /** Only a scheduled task can be cancelled; anything else is a 409 that says why. */
    async cancel(ownerId: string, taskId: string) {
      const task = await prisma.scheduledTask.findFirst({ where: { id: taskId, ownerId } });
      if (!task) throw new NotFoundError("No such task");
      const cancelled = await prisma.scheduledTask.updateMany({
        where: { id: taskId, status: "scheduled" },
        data: { status: "cancelled", finishedAt: now() },
      });
      if (cancelled.count === 0) throw new ConflictError(`This task is already ${task.status} and can no longer be cancelled`);
      notify(ownerId, taskId);
      return { message: "Task has been cancelled successfully" };
    },

    /**
     * Works the queue a batch at a time: the batch's tasks run in one transaction, and while batches come back full
     * the next is fetched at once. A task that fails retries on its own (and is recorded as failed once its retries
     * are spent); heartbeats let another worker take over the jobs of a process that died.
     */
    async startWorker(): Promise<void> {
      await jobs.createQueue(TASK_QUEUE, { heartbeatSeconds: TASK_HEARTBEAT_SECONDS });
      const runDeps = { prisma, instructions, now, publishMessage };
      await jobs.work(
        TASK_QUEUE,
        {
          batchSize: TASK_BATCH_SIZE,
          localConcurrency: worker.batchesAtOnce,
          burstWhenBatchFull: true,
          pollingIntervalSeconds: 0.5,
          includeMetadata: true,
          perJobResults: true,
        },
        async (batch: JobWithMetadata<{ taskId: string }>[]) => {
          const settlements = await settleScheduledTasks(
            batch.map((job) => job.data.taskId),
            runDeps,
            (error) => logger.warn({ err: error, tasks: batch.length }, "scheduled task batch failed; running its tasks one by one"),
          );
          return Promise.all(
            batch.map(async (job, index) => {
              const settlement = settlements[index]!;
              if (!("error" in settlement)) {
                if (settlement.ownerId) notify(settlement.ownerId, settlement.taskId);
                return { id: job.id, status: "completed" as const };
              }
              logger.error({ err: settlement.error, taskId: job.data.taskId, attempt: job.retryCount }, "scheduled task failed");
              if (job.retryCount >= job.retryLimit) await recordFailure(job.data.taskId);
              return { id: job.id, status: "failed" as const, output: { message: String(settlement.error) } };
            }),
          );
        },
      );
      // A task stored just before a crash may have no job yet: hand every scheduled task over again (singleton keys dedupe).
      const pending = await prisma.scheduledTask.findMany({ where: { status: "scheduled" }, select: { id: true, launchTime: true } });
      for (const task of pending) await enqueue(task.id, task.launchTime);
    },
  };
}

export type SchedulerService = ReturnType<typeof createSchedulerService>;
