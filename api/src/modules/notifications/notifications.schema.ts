import { NotFoundError } from "../../errors.ts";
import { requireRoleToSubscribe } from "../../schema/auth-errors.ts";
import { builder } from "../../schema/builder.ts";
import type { AdminInbox } from "./notifications.service.ts";

const admin = { admin: true } as const;

builder.prismaNode("AdminNotification", {
  id: { field: "id" },
  // A well-formed id of a missing record is null, not an error.
  nullable: true,
  description: "Something an administrator should see, posted by an automation rule (admins only).",
  authScopes: admin,
  fields: (t) => ({
    title: t.exposeString("title", { description: "What sent it, in words: “Rule “Urgent messages””." }),
    text: t.exposeString("text"),
    source: t.exposeString("source", { description: "What sent it, for code: rule:<ruleId>." }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    readAt: t.expose("readAt", { type: "DateTime", nullable: true, description: "When an admin marked it read; null while unread." }),
  }),
});

const AdminInboxRef = builder.objectRef<AdminInbox>("AdminInbox");

// One fixed id: counts pushed with a change update every view of them.
builder.node(AdminInboxRef, {
  description: "The admins' notification counts (read state is shared by every admin, like a team inbox).",
  id: { resolve: () => "admin" },
  authScopes: admin,
  loadOne: (_id, context) => context.services.notifications.inbox(),
  isTypeOf: (value) => typeof value === "object" && value !== null && "unread" in value && "total" in value,
  fields: (t) => ({
    unread: t.exposeInt("unread"),
    total: t.exposeInt("total"),
  }),
});

builder.queryFields((t) => ({
  adminNotifications: t.prismaConnection({
    type: "AdminNotification",
    cursor: "id",
    defaultSize: 10,
    maxSize: 50,
    authScopes: admin,
    description: "Notifications for the admins, newest first; new ones arrive by `adminNotificationsChanged`.",
    resolve: (query, _root, _args, context) => context.services.notifications.newest(query),
  }),
  adminInbox: t.field({
    type: AdminInboxRef,
    authScopes: admin,
    resolve: (_root, _args, context) => context.services.notifications.inbox(),
  }),
}));

const NotificationsReadRef = builder.objectRef<{ notifications: Array<{ id: string }> }>("AdminNotificationsRead").implement({
  description: "What a “mark read” changed: the notifications it marked, and the counts after it.",
  fields: (t) => ({
    notifications: t.prismaField({
      type: ["AdminNotification"],
      resolve: (query, payload, _args, context) =>
        context.prisma.adminNotification.findMany({
          ...query,
          where: { id: { in: payload.notifications.map((row) => row.id) } },
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        }),
    }),
    inbox: t.field({ type: AdminInboxRef, resolve: (_payload, _args, context) => context.services.notifications.inbox() }),
  }),
});

builder.mutationFields((t) => ({
  markAdminNotificationRead: t.field({
    type: NotificationsReadRef,
    authScopes: admin,
    errors: { types: [NotFoundError] },
    description: "Marks one notification read for every admin (admins only).",
    args: { id: t.arg.globalID({ required: true }) },
    resolve: async (_root, { id }, context) => {
      if (id.typename !== "AdminNotification") throw new NotFoundError("No such notification");
      return { notifications: [await context.services.notifications.markRead(id.id)] };
    },
  }),
  markAllAdminNotificationsRead: t.field({
    type: NotificationsReadRef,
    authScopes: admin,
    description: "Marks every unread notification read (admins only).",
    resolve: async (_root, _args, context) => ({ notifications: await context.services.notifications.markAllRead() }),
  }),
}));

const NotificationsChangedRef = builder.objectRef<{ added: string | null; read: string[] }>("AdminNotificationsChanged").implement({
  description: "A notification posted, or notifications marked read by any admin, with the counts after it.",
  fields: (t) => ({
    added: t.prismaField({
      type: "AdminNotification",
      nullable: true,
      description: "The notification just posted; null when this change only marked some read.",
      resolve: (query, event, _args, context) =>
        event.added ? context.prisma.adminNotification.findUnique({ ...query, where: { id: event.added } }) : null,
    }),
    read: t.prismaField({
      type: ["AdminNotification"],
      description: "Notifications just marked read.",
      resolve: (query, event, _args, context) =>
        event.read.length ? context.prisma.adminNotification.findMany({ ...query, where: { id: { in: event.read } } }) : [],
    }),
    inbox: t.field({ type: AdminInboxRef, resolve: (_event, _args, context) => context.services.notifications.inbox() }),
  }),
});

builder.subscriptionField("adminNotificationsChanged", (t) =>
  t.field({
    type: NotificationsChangedRef,
    authScopes: admin,
    description: "Each notification as it is posted, and each “mark read” by any admin (admins only).",
    subscribe: (_root, _args, context) => {
      requireRoleToSubscribe(context, "ADMIN");
      return context.pubsub.subscribe("admin.notification");
    },
    resolve: (event) => event,
  }),
);
