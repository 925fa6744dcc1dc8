import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { CalDavClient, CalDavLogin } from "./caldav-client.ts";
import { readObject } from "./ical-object.ts";

/** What one sync did: objects fetched (new or changed) and removed; `upToDate` when the ctag said nothing changed. */
export interface SyncReport {
  fetched: number;
  removed: number;
  upToDate: boolean;
}

/** A stored row for an object whose text cannot be read: kept for its etag (so it is not fetched again), never shown. */
const unreadable = {
  uid: "",
  title: "",
  startsAt: new Date(0),
  endsAt: new Date(0),
  allDay: false,
  free: true,
  repeats: false,
  lastEndsAt: new Date(0),
  hidden: true,
};

/**
 * Brings the stored copy of one calendar up to date, fetching only what changed: the calendar's ctag first (the same
 * ctag: nothing to do), then every object's etag, then the text of new and changed objects only (calendar-multiget).
 * The changes are written in one transaction, and the new ctag only with them, so an interrupted sync is redone.
 */
export async function syncCalendar(
  prisma: PrismaClient,
  client: CalDavClient,
  account: { userId: string; calendarUrl: string; ctag: string | null },
  login: CalDavLogin,
  onUnreadable: (href: string, error: unknown) => void = () => {},
): Promise<SyncReport & { ctag: string | null }> {
  const ctag = await client.ctag(login, account.calendarUrl);
  if (ctag !== null && ctag === account.ctag) return { fetched: 0, removed: 0, upToDate: true, ctag };
  const [remote, local] = await Promise.all([
    client.etags(login, account.calendarUrl),
    prisma.calDavEvent.findMany({ where: { userId: account.userId }, select: { href: true, etag: true } }),
  ]);
  const known = new Map(local.map((row) => [row.href, row.etag]));
  const present = new Set(remote.map((object) => object.href));
  const changed = remote.filter((object) => known.get(object.href) !== object.etag).map((object) => object.href);
  const gone = local.filter((row) => !present.has(row.href)).map((row) => row.href);
  const fetched = changed.length ? await client.objects(login, account.calendarUrl, changed) : [];
  const rows = fetched.map((object) => {
    let facts;
    try {
      facts = readObject(object.data!);
    } catch (error) {
      onUnreadable(object.href, error);
    }
    return { userId: account.userId, href: object.href, etag: object.etag, ics: object.data!, ...(facts ?? unreadable) };
  });
  await prisma.$transaction([
    prisma.calDavEvent.deleteMany({ where: { userId: account.userId, href: { in: [...changed, ...gone] } } }),
    prisma.calDavEvent.createMany({ data: rows }),
  ]);
  const arrived = new Set(fetched.map((object) => object.href));
  const removed = gone.length + changed.filter((href) => known.has(href) && !arrived.has(href)).length;
  return { fetched: fetched.length, removed, upToDate: false, ctag };
}
