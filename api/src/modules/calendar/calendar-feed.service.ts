import type { PrismaClient } from "../../generated/prisma/client.ts";
import { NotFoundError } from "../../errors.ts";
import type { ScheduleSeries } from "../assistant/schedule-series.types.ts";
import { feedPath, isFeedToken, newFeedToken } from "./calendar-feed.rules.ts";
import { calendarOf } from "./ics.ts";

export interface CalendarFeedDeps {
  prisma: PrismaClient;
  /** The owner's meetings (and reminders, when asked), from the assistant that keeps them. */
  seriesOf: (ownerId: string, withReminders: boolean) => Promise<ScheduleSeries[]>;
}

export interface CalendarFeedSettings {
  /** The feed's path on this site (the transport makes it absolute). */
  path: string;
  includeReminders: boolean;
}

/** Each client's private iCalendar feed: made on first use, replaced on reset, read by whoever holds its link. */
export function createCalendarFeedService({ prisma, seriesOf }: CalendarFeedDeps) {
  const settingsOf = (feed: { token: string; includeReminders: boolean }): CalendarFeedSettings => ({
    path: feedPath(feed.token),
    includeReminders: feed.includeReminders,
  });

  return {
    /** When any client's calendar app last read its feed; null if never. */
    async lastReadAt(): Promise<Date | null> {
      const last = await prisma.calendarFeed.findFirst({
        where: { readAt: { not: null } },
        orderBy: { readAt: "desc" },
        select: { readAt: true },
      });
      return last?.readAt ?? null;
    },

    async settings(userId: string): Promise<CalendarFeedSettings> {
      const feed = await prisma.calendarFeed.upsert({ where: { userId }, create: { userId, token: newFeedToken() }, update: {} });
      return settingsOf(feed);
    },

    /** A new link; the old one stops working at once. */
    async reset(userId: string): Promise<CalendarFeedSettings> {
      const token = newFeedToken();
      const feed = await prisma.calendarFeed.upsert({ where: { userId }, create: { userId, token }, update: { token } });
      return settingsOf(feed);
    },

    async setIncludeReminders(userId: string, includeReminders: boolean): Promise<CalendarFeedSettings> {
      const feed = await prisma.calendarFeed.upsert({
        where: { userId },
        create: { userId, token: newFeedToken(), includeReminders },
        update: { includeReminders },
      });
      return settingsOf(feed);
    },

    /** The feed's iCalendar text; a token that is not (or no longer) a feed's is not found. */
    async render(token: string): Promise<string> {
      const feed = isFeedToken(token)
        ? await prisma.calendarFeed.findUnique({ where: { token }, include: { user: { select: { name: true } } } })
        : null;
      if (!feed) throw new NotFoundError("No calendar at this address: the link may have been reset");
      const [items] = await Promise.all([
        seriesOf(feed.userId, feed.includeReminders),
        prisma.calendarFeed.update({ where: { userId: feed.userId }, data: { readAt: new Date() } }),
      ]);
      return calendarOf(`Ria · ${feed.user.name}`, items).toString();
    },
  };
}

export type CalendarFeedService = ReturnType<typeof createCalendarFeedService>;
