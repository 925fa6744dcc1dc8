import type { PgBoss } from "pg-boss";
import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { Logger } from "../../logger.ts";
import { createAssistantActivity } from "./activity.service.ts";
import { GUEST_PREFIX, GUEST_RETENTION_DAYS } from "./owner.rules.ts";

export const GUEST_CLEANUP_QUEUE = "guest-cleanup";

/** Deletes everything of guests idle for 7 days: their chats, reminders, events, lists and counters. */
export async function purgeStaleGuests(prisma: PrismaClient, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - GUEST_RETENTION_DAYS * 86_400_000);
  const stale = await prisma.conversation.findMany({
    where: { ownerId: { startsWith: GUEST_PREFIX }, lastActiveAt: { lt: cutoff } },
    select: { ownerId: true },
  });
  const owners = stale.map((conversation) => conversation.ownerId);
  if (owners.length === 0) return 0;
  await createAssistantActivity(prisma).deleteOwnedBy(...owners);
  return owners.length;
}

/** Once a day at 03:15 IST, on one instance (pg-boss schedules run once across all of them). */
export async function startGuestCleanup(jobs: PgBoss, prisma: PrismaClient, logger: Logger): Promise<void> {
  await jobs.createQueue(GUEST_CLEANUP_QUEUE);
  await jobs.schedule(GUEST_CLEANUP_QUEUE, "15 3 * * *", null, { tz: "Asia/Kolkata" });
  await jobs.work(GUEST_CLEANUP_QUEUE, async () => {
    const purged = await purgeStaleGuests(prisma);
    if (purged > 0) logger.info({ purged }, "stale guest chats deleted");
  });
}
