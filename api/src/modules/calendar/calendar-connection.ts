import type { PrismaClient } from "../../generated/prisma/client.ts";
import { CALENDAR_PROBLEM_ADVICE, type CalendarProblemKind } from "./calendar-account.rules.ts";
import type { CalendarChoice } from "./caldav-client.ts";

/** What went wrong with a connected calendar, and what to do about it. */
export interface CalendarProblem {
  kind: CalendarProblemKind;
  message: string;
  advice: string;
  at: Date;
}

export interface CalendarAccountView {
  serverUrl: string;
  username: string;
  calendarUrl: string;
  calendarName: string;
  calendars: CalendarChoice[];
  connectedAt: Date;
  lastSyncAt: Date | null;
  lastFetched: number;
  lastRemoved: number;
  /** Events held from the calendar (Ria's own meetings not counted). */
  events: number;
  problem: CalendarProblem | null;
}

/** A client's own-calendar link: whether connecting is possible here, and the account when one is connected. */
export interface CalendarConnection {
  canConnect: boolean;
  account: CalendarAccountView | null;
}

/** The client's calendar connection as stored: the account (never its password), its last sync or its problem. */
export async function connectionOf(prisma: PrismaClient, userId: string, canConnect: boolean): Promise<CalendarConnection> {
  const account = await prisma.calDavAccount.findUnique({ where: { userId } });
  if (!account) return { canConnect, account: null };
  const events = await prisma.calDavEvent.count({ where: { userId, hidden: false } });
  const kind = account.problemKind as CalendarProblemKind | null;
  return {
    canConnect,
    account: {
      serverUrl: account.serverUrl,
      username: account.username,
      calendarUrl: account.calendarUrl,
      calendarName: account.calendarName,
      calendars: account.calendars as unknown as CalendarChoice[],
      connectedAt: account.connectedAt,
      lastSyncAt: account.lastSyncAt,
      lastFetched: account.lastFetched,
      lastRemoved: account.lastRemoved,
      events,
      problem:
        kind && account.problemAt
          ? { kind, message: account.problemMessage ?? "", advice: CALENDAR_PROBLEM_ADVICE[kind], at: account.problemAt }
          : null,
    },
  };
}
