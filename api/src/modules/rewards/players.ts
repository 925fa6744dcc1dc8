import type { PrismaClient } from "../../generated/prisma/client.ts";
import { defaultDisplayName } from "./display-name.rules.ts";
import { ACHIEVEMENTS } from "./game.rules.ts";
import { lockPlayer, type PlayerRow, type Tx } from "./ledger.ts";
import { STARTUP_CAPITAL, startupItem } from "./startup.rules.ts";

/** Who plays: a signed-in user, and/or the visitor's guest cookie (both right after sign-in). */
export interface PlayerIdentity {
  userId?: string;
  guestId?: string;
}

/** Finds or creates the player of an identity; a signed-in user absorbs their guest player first. */
export async function ensurePlayer(prisma: PrismaClient, identity: PlayerIdentity, now: Date): Promise<PlayerRow> {
  const where = identity.userId ? { userId: identity.userId } : { guestId: identity.guestId! };
  const player = await prisma.rewardPlayer.upsert({
    where,
    create: { ...where, displayName: defaultDisplayName(Math.random), lastSeenAt: now },
    update: { lastSeenAt: now },
  });
  if (!identity.userId || !identity.guestId) return player;
  const guest = await prisma.rewardPlayer.findUnique({ where: { guestId: identity.guestId } });
  if (!guest) return player;
  await prisma.$transaction((tx) => mergeInto(tx, guest.id, player.id));
  return prisma.rewardPlayer.findUniqueOrThrow({ where: { id: player.id } });
}

/**
 * Moves a guest's progress to an account: ledger, bubbles, spins, achievements, purchases and
 * counters. Ledger rows move as they are (their keys embed the guest's id, so stay unique), and
 * an achievement both had is paid back once, so each reward counts once and balance = sum(ledger).
 */
async function mergeInto(tx: Tx, guestId: string, userPlayerId: string): Promise<void> {
  const [first, second] = [guestId, userPlayerId].sort();
  const locked = [await lockPlayer(tx, first!), await lockPlayer(tx, second!)];
  const guest = locked.find((row) => row.id === guestId)!;
  const user = locked.find((row) => row.id === userPlayerId)!;
  const moved = { where: { playerId: guestId }, data: { playerId: userPlayerId } };
  await tx.rewardLedger.updateMany(moved);
  await tx.rewardBubble.updateMany(moved);
  await tx.rewardSpin.updateMany(moved);
  const userAchievements = new Set((await tx.rewardAchievement.findMany({ where: { playerId: userPlayerId } })).map((row) => row.achievementId));
  let refund = 0;
  for (const row of await tx.rewardAchievement.findMany({ where: { playerId: guestId } })) {
    if (!userAchievements.has(row.achievementId)) continue;
    const reward = ACHIEVEMENTS.find((achievement) => achievement.id === row.achievementId)?.reward ?? 0;
    await tx.rewardLedger.create({
      data: { playerId: userPlayerId, amount: -reward, reason: `merge:duplicate:${row.achievementId}`, idempotencyKey: `merge:${guestId}:${row.achievementId}` },
    });
    refund += reward;
  }
  await tx.rewardAchievement.deleteMany({ where: { playerId: guestId, achievementId: { in: [...userAchievements] } } });
  await tx.rewardAchievement.updateMany(moved);
  const owned = new Set((await tx.rewardPurchase.findMany({ where: { playerId: userPlayerId } })).map((row) => row.itemId));
  await tx.rewardPurchase.deleteMany({ where: { playerId: guestId, itemId: { in: [...owned] } } });
  await tx.rewardPurchase.updateMany(moved);
  const purchases = await tx.rewardPurchase.findMany({ where: { playerId: userPlayerId } });
  const spent = purchases.reduce((sum, row) => sum + (startupItem(row.itemId)?.cost ?? 0), 0);
  const latest = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));
  await tx.rewardPlayer.delete({ where: { id: guestId } });
  await tx.rewardPlayer.update({
    where: { id: userPlayerId },
    data: {
      balance: user.balance + guest.balance - refund,
      timeSpent: user.timeSpent + guest.timeSpent,
      bubblesCaught: user.bubblesCaught + guest.bubblesCaught,
      cardOrders: user.cardOrders + guest.cardOrders,
      streak: Math.max(user.streak, guest.streak),
      lastVisitDay: [user.lastVisitDay, guest.lastVisitDay].filter(Boolean).sort().at(-1) ?? null,
      lastSpinAt: latest(user.lastSpinAt, guest.lastSpinAt),
      startupCapital: Math.max(0, STARTUP_CAPITAL - spent),
    },
  });
}
