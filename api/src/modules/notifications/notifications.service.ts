import type { AdminNotification, Prisma, PrismaClient } from "../../generated/prisma/client.ts";
import { NotFoundError } from "../../errors.ts";
import type { AppPubSub } from "../../pubsub.ts";

/** Newest first; the id breaks ties between notifications written in the same millisecond. */
const NEWEST_FIRST: Prisma.AdminNotificationOrderByWithRelationInput[] = [{ createdAt: "desc" }, { id: "desc" }];
/** "Mark all as read" marks at most this many at once (the oldest unread wait for the next press). */
const READ_ALL_LIMIT = 500;

/** What a notification says and who sent it. */
export interface AdminNotificationInput {
  title: string;
  text: string;
  /** For code: "rule:<ruleId>". */
  source: string;
}

/** The admins' inbox figures, one for every admin (the read state is shared, like a team inbox). */
export interface AdminInbox {
  unread: number;
  total: number;
}

export interface NotificationsDeps {
  prisma: PrismaClient;
  pubsub: AppPubSub;
  now?: () => Date;
}

/**
 * Notifications for the admin dashboard: written here (an automation rule's "Notify the admin dashboard"),
 * listed newest first, marked read by any admin. Each change is stored, then pushed to every admin's
 * dashboard live. Knows nothing of who may read them: the transport allows admins only.
 */
export function createNotificationsService({ prisma, pubsub, now = () => new Date() }: NotificationsDeps) {
  return {
    async notifyAdmins(input: AdminNotificationInput): Promise<AdminNotification> {
      const created = await prisma.adminNotification.create({ data: input });
      pubsub.publish("admin.notification", { added: created.id, read: [] });
      return created;
    },

    /** Newest first; `page` (a connection's cursor and size) narrows the rows and the selection. */
    newest<Page extends Omit<Prisma.AdminNotificationFindManyArgs, "orderBy">>(page: Page) {
      return prisma.adminNotification.findMany({ ...page, orderBy: NEWEST_FIRST });
    },

    async inbox(): Promise<AdminInbox> {
      const [unread, total] = await Promise.all([
        prisma.adminNotification.count({ where: { readAt: null } }),
        prisma.adminNotification.count(),
      ]);
      return { unread, total };
    },

    /** Marks one notification read (again is fine: it keeps its first read time). */
    async markRead(id: string): Promise<AdminNotification> {
      const { count } = await prisma.adminNotification.updateMany({ where: { id, readAt: null }, data: { readAt: now() } });
      const notification = await prisma.adminNotification.findUnique({ where: { id } });
      if (!notification) throw new NotFoundError("No such notification");
      if (count > 0) pubsub.publish("admin.notification", { added: null, read: [id] });
      return notification;
    },

    /** Marks every unread notification read; returns the ones it marked. */
    async markAllRead(): Promise<AdminNotification[]> {
      const unread = await prisma.adminNotification.findMany({ where: { readAt: null }, select: { id: true }, take: READ_ALL_LIMIT });
      const ids = unread.map((row) => row.id);
      if (ids.length === 0) return [];
      await prisma.adminNotification.updateMany({ where: { id: { in: ids }, readAt: null }, data: { readAt: now() } });
      pubsub.publish("admin.notification", { added: null, read: ids });
      return prisma.adminNotification.findMany({ where: { id: { in: ids } }, orderBy: NEWEST_FIRST });
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
