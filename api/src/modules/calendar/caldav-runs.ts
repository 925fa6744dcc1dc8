import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { Logger } from "../../logger.ts";
import type { ScheduleSeries } from "../assistant/schedule-series.types.ts";
import { CalDavProblem, type CalDavClient, type CalDavLogin } from "./caldav-client.ts";
import { syncCalendar } from "./caldav-sync.ts";
import { calendarOf } from "./ics.ts";
import { SealBrokenError, type SecretBox } from "./secret-box.ts";

export interface CalDavRunDeps {
  prisma: PrismaClient;
  logger: Logger;
  client: CalDavClient;
  /** Opens sealed app passwords; null when this server has no key. */
  box: SecretBox | null;
  meetingOf(id: string): Promise<(ScheduleSeries & { ownerId: string }) | null>;
  now: () => Date;
}

/** A sync claims its account for this long; one that crashed lets go when it lapses. */
const SYNC_LEASE_MS = 2 * 60_000;

/** The work done on a connected calendar (a sync, a meeting's write), each recording its outcome on the account. */
export function createCalDavRuns({ prisma, logger, client, box, meetingOf, now }: CalDavRunDeps) {
  type Account = NonNullable<Awaited<ReturnType<typeof prisma.calDavAccount.findUnique>>>;

  const loginOf = (account: Account): CalDavLogin => {
    if (!box) throw new CalDavProblem("key-changed", "This server can no longer read the stored app password.");
    try {
      return { serverUrl: account.serverUrl, username: account.username, password: box.open(account.passwordSealed, account.userId) };
    } catch (error) {
      if (error instanceof SealBrokenError)
        throw new CalDavProblem("key-changed", "This server can no longer read the stored app password (its key changed).");
      throw error;
    }
  };

  const problemOf = (error: unknown): CalDavProblem => {
    if (error instanceof CalDavProblem) return error;
    logger.error({ err: error }, "calendar work failed unexpectedly");
    return new CalDavProblem("server-error", "The calendar could not be synced.");
  };

  /** Records a failure on the account (while it still exists), as the latest word on it. */
  const recordProblem = (userId: string, problem: CalDavProblem, extra: object = {}) =>
    prisma.calDavAccount.updateMany({
      where: { userId },
      data: { problemKind: problem.kind, problemMessage: problem.message, problemAt: now(), ...extra },
    });

  return {
    problemOf,

    /** Runs one sync unless another holds the account; records its outcome (the last success, or the problem). */
    async sync(userId: string): Promise<void> {
      const started = now();
      const claimed = await prisma.calDavAccount.updateMany({
        where: { userId, OR: [{ syncingUntil: null }, { syncingUntil: { lt: started } }] },
        data: { syncingUntil: new Date(started.getTime() + SYNC_LEASE_MS), lastAttemptAt: started },
      });
      if (claimed.count === 0) return;
      try {
        const account = await prisma.calDavAccount.findUniqueOrThrow({ where: { userId } });
        const report = await syncCalendar(prisma, client, account, loginOf(account), (href, error) =>
          logger.warn({ err: error, userId, href }, "a calendar object could not be read"),
        );
        await prisma.calDavAccount.updateMany({
          where: { userId },
          data: {
            ctag: report.ctag,
            lastSyncAt: now(),
            lastFetched: report.fetched,
            lastRemoved: report.removed,
            problemKind: null,
            problemMessage: null,
            problemAt: null,
            syncingUntil: null,
          },
        });
        logger.info({ userId, ...report, ms: now().getTime() - started.getTime() }, "calendar synced");
      } catch (error) {
        const problem = problemOf(error);
        await recordProblem(userId, problem, { syncingUntil: null });
        logger.warn({ userId, kind: problem.kind }, `calendar sync failed: ${problem.message}`);
      }
    },

    /** Writes a meeting to its owner's connected calendar as it stands now (deleted there once it is cancelled). */
    async push(meetingId: string, ownerId: string): Promise<void> {
      const account = await prisma.calDavAccount.findUnique({ where: { userId: ownerId } });
      if (!account) return;
      const folder = account.calendarUrl.endsWith("/") ? account.calendarUrl : `${account.calendarUrl}/`;
      const url = new URL(`${encodeURIComponent(meetingId)}.ics`, folder).href;
      try {
        const meeting = await meetingOf(meetingId);
        const login = loginOf(account);
        if (meeting && meeting.ownerId === ownerId) await client.put(login, url, calendarOf(null, [meeting]).toString());
        else await client.remove(login, url);
      } catch (error) {
        const problem = problemOf(error);
        await recordProblem(ownerId, new CalDavProblem(problem.kind, `A meeting could not be written to the calendar: ${problem.message}`));
        // pg-boss retries the write.
        throw error;
      }
    },
  };
}
