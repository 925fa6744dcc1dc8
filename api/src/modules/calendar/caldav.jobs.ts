import type { PgBoss } from "pg-boss";
import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { Logger } from "../../logger.ts";
import { GUEST_PREFIX } from "../assistant/owner.rules.ts";
import type { PublishMeeting } from "../assistant/own-calendar.types.ts";
import type { CalendarAccountService } from "./calendar-account.service.ts";

/** Writes one meeting to its owner's connected calendar (its state when the job runs). */
export const CALDAV_PUSH_QUEUE = "caldav-push";
/** Syncs one connected calendar. */
export const CALDAV_SYNC_QUEUE = "caldav-sync";
/** Every minute, on one instance: queues a sync for each calendar whose turn has come. */
export const CALDAV_ROUND_QUEUE = "caldav-sync-round";

/**
 * One job per key at a time, queued or running ("stately"): a meeting changed twice in a row is written once more at
 * most, and one calendar is never synced by two workers at once.
 */
const QUEUE_OPTIONS = { policy: "stately" as const };

/** The queues, made once per process before the first job is sent. */
function queuesOf(jobs: PgBoss) {
  let made: Promise<void> | undefined;
  return () =>
    (made ??= Promise.all(
      [CALDAV_PUSH_QUEUE, CALDAV_SYNC_QUEUE, CALDAV_ROUND_QUEUE].map((name) => jobs.createQueue(name, QUEUE_OPTIONS)),
    ).then(
      () => {},
      (error: unknown) => {
        made = undefined;
        throw error;
      },
    ));
}

/**
 * Hands a booked, changed or cancelled meeting to a durable job that writes it to the owner's connected calendar,
 * so the chat never waits on a calendar server and a failed write is retried, across restarts too. Owners without a
 * connected calendar (guests, most clients) cost one indexed read.
 */
export function createMeetingPublisher(jobs: PgBoss, prisma: PrismaClient, logger: Logger): PublishMeeting {
  const ensureQueues = queuesOf(jobs);
  return async (meeting) => {
    if (meeting.ownerId.startsWith(GUEST_PREFIX)) return;
    try {
      const connected = await prisma.calDavAccount.findUnique({ where: { userId: meeting.ownerId }, select: { userId: true } });
      if (!connected) return;
      await ensureQueues();
      await jobs.send(
        CALDAV_PUSH_QUEUE,
        { meetingId: meeting.id, ownerId: meeting.ownerId },
        { singletonKey: meeting.id, retryLimit: 5, retryDelay: 30, retryBackoff: true },
      );
    } catch (error) {
      // The meeting is booked either way; the next change or reconnect writes it.
      logger.error({ err: error, meetingId: meeting.id }, "queueing a meeting for the connected calendar failed");
    }
  };
}

/** Works the push and sync queues, and starts the minute round that keeps every connected calendar fresh. */
export async function startCalDavWorkers(
  jobs: PgBoss,
  accounts: CalendarAccountService,
  logger: Logger,
  intervalMinutes: number,
): Promise<void> {
  await queuesOf(jobs)();
  await jobs.schedule(CALDAV_ROUND_QUEUE, "* * * * *", null, { tz: "Asia/Kolkata" });
  await jobs.work(CALDAV_ROUND_QUEUE, async () => {
    for (const userId of await accounts.dueForSync(intervalMinutes)) {
      // One calendar's trouble never holds up the others'.
      await jobs.send(CALDAV_SYNC_QUEUE, { userId }, { singletonKey: userId }).catch((error: unknown) => {
        logger.error({ err: error, userId }, "queueing a calendar sync failed");
      });
    }
  });
  await jobs.work<{ userId: string }>(CALDAV_SYNC_QUEUE, { pollingIntervalSeconds: 2 }, async ([job]) => {
    // The outcome, success or the problem, is recorded on the account; a failed sync waits for its next turn.
    if (job) await accounts.sync(job.data.userId);
  });
  await jobs.work<{ meetingId: string; ownerId: string }>(CALDAV_PUSH_QUEUE, { pollingIntervalSeconds: 1 }, async ([job]) => {
    if (job) await accounts.push(job.data.meetingId, job.data.ownerId);
  });
}
