import type { PrismaClient } from "../../generated/prisma/client.ts";
import { defaultDisplayName } from "./display-name.rules.ts";
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
 * counters. Ledger rows move as they are (their keys embed the guest's id, so stay unique), and a
 * one-time award both had (an achievement, the card, the first task, a day's streak bonus, a startup
 * item) is paid back, so each reward counts once however many guests merge, and balance = sum(ledger).
 */
async function mergeInto(tx: Tx, guestId: string, userPlayerId: string): Promise<void> {
  const [first, second] = [guestId, userPlayerId].sort();
  const locked = [await lockPlayer(tx, first!), await lockPlayer(tx, second!)];
  const guest = locked.find((row) => row.id === guestId)!;
  const user = locked.find((row) => row.id === userPlayerId)!;
  const moved = { where: { playerId: guestId }, data: { playerId: userPlayerId } };
  // One-time awards the account already had are paid back, so merging guest after guest pays each once.
  const userOnce = new Set(
    (await tx.rewardLedger.findMany({ where: { playerId: userPlayerId }, select: { reason: true, idempotencyKey: true } }))
      .map(onceIdentity)
      .filter(Boolean),
  );
  let refund = 0;
  for (const row of await tx.rewardLedger.findMany({ where: { playerId: guestId, amount: { gt: 0 } } })) {
    const identity = onceIdentity(row);
    if (!identity || !userOnce.has(identity)) continue;
    await tx.rewardLedger.create({
      data: {
        playerId: userPlayerId,
        amount: -row.amount,
        reason: `merge:duplicate:${identity}`,
        idempotencyKey: `merge:${guestId}:${identity}`,
      },
    });
    refund += row.amount;
  }
  await tx.rewardLedger.updateMany(moved);
  await tx.rewardBubble.updateMany(moved);
  await tx.rewardSpin.updateMany(moved);
  const userAchievements = new Set(
    (await tx.rewardAchievement.findMany({ where: { playerId: userPlayerId } })).map((row) => row.achievementId),
  );
  await tx.rewardAchievement.deleteMany({ where: { playerId: guestId, achievementId: { in: [...userAchievements] } } });
  await tx.rewardAchievement.updateMany(moved);
  const owned = new Set((await tx.rewardPurchase.findMany({ where: { playerId: userPlayerId } })).map((row) => row.itemId));
  await tx.rewardPurchase.deleteMany({ where: { playerId: guestId, itemId: { in: [...owned] } } });
  await tx.rewardPurchase.updateMany(moved);
  const purchases = await tx.rewardPurchase.findMany({ where: { playerId: userPlayerId } });
  const spent = purchases.reduce((sum, row) => sum + (startupItem(row.itemId)?.cost ?? 0), 0);
  const latest = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));
  const earliest = (a: Date | null, b: Date | null) => (a && b ? (a < b ? a : b) : (a ?? b));
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
      playedAt: earliest(user.playedAt, guest.playedAt),
      startupCapital: Math.max(0, STARTUP_CAPITAL - spent),
    },
  });
}

/**
 * What makes an award one-time, the same for every player: its reason, plus the day of a streak
 * bonus or the item of a startup purchase. Null for awards that may repeat (bubbles, spins, minutes).
 */
function onceIdentity(row: { reason: string; idempotencyKey: string }): string | null {
  if (row.reason === "card-ordered" || row.reason === "first-scheduled-task" || row.reason.startsWith("achievement:")) return row.reason;
  if (row.reason === "streak" || row.reason.startsWith("startup:")) return `${row.reason}:${row.idempotencyKey.split(":").at(-1)}`;
  return null;
}
