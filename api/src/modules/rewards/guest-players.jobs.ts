import type { PgBoss } from "pg-boss";
import { startDailyCleanup } from "../../daily-cleanup.ts";
import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { Logger } from "../../logger.ts";
import { GUEST_PLAYER_DAYS } from "./rewards.rules.ts";

export const GUEST_PLAYER_CLEANUP_QUEUE = "rewards-guest-cleanup";

/** Deletes guest players idle for 30 days with everything they own; accounts' players stay. */
export async function purgeIdleGuestPlayers(prisma: PrismaClient, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - GUEST_PLAYER_DAYS * 86_400_000);
  const idle = await prisma.rewardPlayer.findMany({ where: { guestId: { not: null }, lastSeenAt: { lt: cutoff } }, select: { id: true } });
  const ids = idle.map((player) => player.id);
  if (ids.length === 0) return 0;
  const owned = { where: { playerId: { in: ids } } };
  await prisma.$transaction([
    prisma.rewardLedger.deleteMany(owned),
    prisma.rewardBubble.deleteMany(owned),
    prisma.rewardSpin.deleteMany(owned),
    prisma.rewardAchievement.deleteMany(owned),
    prisma.rewardPurchase.deleteMany(owned),
    prisma.rewardPlayer.deleteMany({ where: { id: { in: ids } } }),
  ]);
  return ids.length;
}

/** Once a day at 03:30 IST, on one instance. */
export function startGuestPlayerCleanup(jobs: PgBoss, prisma: PrismaClient, logger: Logger): Promise<void> {
  return startDailyCleanup(jobs, logger, {
    queue: GUEST_PLAYER_CLEANUP_QUEUE,
    cron: "30 3 * * *",
    purge: () => purgeIdleGuestPlayers(prisma),
    logMessage: "idle guest players deleted",
  });
}
