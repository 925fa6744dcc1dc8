import type { PrismaClient } from "../../generated/prisma/client.ts";
import { ForbiddenError, NotFoundError, ValidationError } from "../../errors.ts";
import type { Logger } from "../../logger.ts";
import { consumeOrThrow, createLimiter, type RateLimitStore } from "../../security/rate-limits.ts";
import { parseInput } from "../../validation.ts";
import type { PublishMeeting } from "../assistant/own-calendar.types.ts";
import type { ScheduleSeries } from "../assistant/schedule-series.types.ts";
import {
  CALENDAR_PROBLEM_ADVICE,
  CONNECTING_UNAVAILABLE,
  connectCalendarSchema,
  type CalendarProblemKind,
} from "./calendar-account.rules.ts";
import type { CalDavClient, CalendarChoice } from "./caldav-client.ts";
import { createCalDavRuns } from "./caldav-runs.ts";
import { connectionOf, type CalendarConnection } from "./calendar-connection.ts";
import { createSecretBox } from "./secret-box.ts";

export interface CalendarAccountDeps {
  prisma: PrismaClient;
  logger: Logger;
  client: CalDavClient;
  /** Seals app passwords; without it connecting is unavailable. */
  key?: Buffer;
  /** Whether plain http:// (and private addresses, checked by the client's fetch) may be used. */
  allowPrivate: boolean;
  limits: RateLimitStore;
  /** Whether the client's plan includes Calendar Sync. */
  hasCalendarSync(userId: string): Promise<boolean>;
  /** The owner's meetings (from 30 days ago on), written to a newly connected calendar. */
  meetingsOf(ownerId: string): Promise<ScheduleSeries[]>;
  meetingOf(id: string): Promise<(ScheduleSeries & { ownerId: string }) | null>;
  /** Queues a meeting's write to the connected calendar. */
  publish: PublishMeeting;
  now?: () => Date;
}

const CONNECTS_PER_HOUR = 10;

/** The field of the connect form a problem points at. */
const FIELD_OF: Record<CalendarProblemKind, string> = {
  "wrong-password": "password",
  unreachable: "serverUrl",
  "not-caldav": "serverUrl",
  "private-address": "serverUrl",
  "no-calendar": "serverUrl",
  "calendar-gone": "calendarUrl",
  "key-changed": "password",
  "read-only": "calendarUrl",
  "server-error": "serverUrl",
};

const sameUrl = (a: string, b: string) => a.replace(/\/+$/, "") === b.replace(/\/+$/, "");

/**
 * A client's own calendar over CalDAV: connecting (the login is tried and the calendars found before anything is
 * stored; the app password is sealed), syncing it incrementally, writing Ria's meetings to it, and disconnecting
 * (the stored password and events are deleted).
 */
export function createCalendarAccountService(deps: CalendarAccountDeps) {
  const { prisma, client, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const box = deps.key ? createSecretBox(deps.key) : null;
  const connects = createLimiter(deps.limits, "caldav-connect:", CONNECTS_PER_HOUR, 3600);

  const runs = createCalDavRuns({ prisma, logger, client, box, meetingOf: deps.meetingOf, now });
  const view = (userId: string) => connectionOf(prisma, userId, !!box);
  const sync = runs.sync;

  return {
    connection: view,

    /** Tries the login, finds the calendars, stores the account (password sealed), syncs it and writes Ria's meetings there. */
    async connect(userId: string, input: unknown): Promise<CalendarConnection> {
      if (!box) throw new ForbiddenError(CONNECTING_UNAVAILABLE);
      if (!(await deps.hasCalendarSync(userId)))
        throw new ForbiddenError("Connecting your calendar is part of plans with Calendar Sync: see the Pricing page.");
      const { serverUrl, username, password, calendarUrl } = parseInput(connectCalendarSchema, input);
      if (new URL(serverUrl).protocol === "http:" && !deps.allowPrivate)
        throw new ValidationError("Use an https:// address", {
          serverUrl: "Use an https:// address, so the app password travels encrypted.",
        });
      await consumeOrThrow([[connects, userId]], "Too many attempts to connect a calendar.");
      const login = { serverUrl, username, password };
      let calendars: CalendarChoice[];
      try {
        calendars = await client.discover(login);
      } catch (error) {
        const problem = runs.problemOf(error);
        throw new ValidationError(`${problem.message} ${CALENDAR_PROBLEM_ADVICE[problem.kind]}`, {
          [FIELD_OF[problem.kind]]: problem.message,
        });
      }
      const chosen = calendarUrl ? calendars.find((calendar) => sameUrl(calendar.url, calendarUrl)) : calendars[0];
      if (!chosen)
        throw new ValidationError("Choose one of this account's calendars", { calendarUrl: "That calendar isn't in this account." });
      const data = {
        serverUrl,
        username,
        passwordSealed: box.seal(password, userId),
        calendarUrl: chosen.url,
        calendarName: chosen.name,
        calendars: calendars as object[],
      };
      // A new connection starts afresh: the old account's stored events and sync state go with it.
      await prisma.$transaction([
        prisma.calDavAccount.deleteMany({ where: { userId } }),
        prisma.calDavAccount.create({ data: { userId, ...data, connectedAt: now() } }),
      ]);
      logger.info({ userId, host: new URL(serverUrl).host }, "calendar connected");
      await sync(userId);
      for (const meeting of await deps.meetingsOf(userId)) await deps.publish({ id: meeting.id, ownerId: userId });
      return view(userId);
    },

    /** Switches to another of the account's calendars: its events replace the old one's, and Ria's meetings go there. */
    async chooseCalendar(userId: string, calendarUrl: string): Promise<CalendarConnection> {
      const account = await prisma.calDavAccount.findUnique({ where: { userId } });
      if (!account) throw new NotFoundError("No calendar is connected");
      const chosen = (account.calendars as unknown as CalendarChoice[]).find((calendar) => sameUrl(calendar.url, calendarUrl));
      if (!chosen)
        throw new ValidationError("Choose one of this account's calendars", { calendarUrl: "That calendar isn't in this account." });
      if (!sameUrl(chosen.url, account.calendarUrl)) {
        await prisma.$transaction([
          prisma.calDavEvent.deleteMany({ where: { userId } }),
          prisma.calDavAccount.update({ where: { userId }, data: { calendarUrl: chosen.url, calendarName: chosen.name, ctag: null } }),
        ]);
        await sync(userId);
        for (const meeting of await deps.meetingsOf(userId)) await deps.publish({ id: meeting.id, ownerId: userId });
      }
      return view(userId);
    },

    /** Deletes the stored login and events (Ria's meetings already written stay in the calendar). */
    async disconnect(userId: string): Promise<CalendarConnection> {
      const gone = await prisma.calDavAccount.deleteMany({ where: { userId } });
      if (gone.count > 0) logger.info({ userId }, "calendar disconnected");
      return view(userId);
    },

    /** Syncs now, and says how it went. */
    async syncNow(userId: string): Promise<CalendarConnection> {
      if (!(await prisma.calDavAccount.findUnique({ where: { userId }, select: { userId: true } })))
        throw new NotFoundError("No calendar is connected");
      await sync(userId);
      return view(userId);
    },

    sync,

    /** Accounts whose last sync started more than `minutes` ago (or never). */
    async dueForSync(minutes: number): Promise<string[]> {
      const before = new Date(now().getTime() - minutes * 60_000 + 5_000);
      const due = await prisma.calDavAccount.findMany({
        where: { OR: [{ lastAttemptAt: null }, { lastAttemptAt: { lt: before } }] },
        select: { userId: true },
      });
      return due.map((account) => account.userId);
    },

    /** Writes a meeting to its owner's connected calendar as it stands now (deleted there once it is cancelled). */
    push: runs.push,

    /** Connected calendars across the platform, for the integrations page (admins). */
    async platformFacts(): Promise<{ connectingAvailable: boolean; connected: number; failing: number; lastSyncAt: Date | null }> {
      const [connected, failing, latest] = await Promise.all([
        prisma.calDavAccount.count(),
        prisma.calDavAccount.count({ where: { problemKind: { not: null } } }),
        prisma.calDavAccount.findFirst({
          where: { lastSyncAt: { not: null } },
          orderBy: { lastSyncAt: "desc" },
          select: { lastSyncAt: true },
        }),
      ]);
      return { connectingAvailable: !!box, connected, failing, lastSyncAt: latest?.lastSyncAt ?? null };
    },
  };
}

export type CalendarAccountService = ReturnType<typeof createCalendarAccountService>;
