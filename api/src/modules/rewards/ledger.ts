import type { Prisma } from "../../generated/prisma/client.ts";
import { newlyReached, type PlayerStats } from "./game.rules.ts";

export type Tx = Prisma.TransactionClient;

/** The player row as the service reads it inside a transaction. */
export type PlayerRow = Prisma.RewardPlayerGetPayload<object>;

/** Locks a player's row for the rest of the transaction: every change to a player is serialised. */
export async function lockPlayer(tx: Tx, playerId: string): Promise<PlayerRow> {
  await tx.$queryRaw`SELECT "id" FROM "RewardPlayer" WHERE "id" = ${playerId} FOR UPDATE`;
  return tx.rewardPlayer.findUniqueOrThrow({ where: { id: playerId } });
}

/**
 * Writes one ledger row and moves the running balance in the same transaction. The idempotency
 * key is unique, so a replayed award inserts nothing and pays nothing. Returns the amount paid.
 */
export async function award(tx: Tx, playerId: string, amount: number, reason: string, key: string): Promise<number> {
  if (amount === 0) return 0;
  const { count } = await tx.rewardLedger.createMany({ data: [{ playerId, amount, reason, idempotencyKey: key }], skipDuplicates: true });
  if (count === 0) return 0;
  await tx.rewardPlayer.update({ where: { id: playerId }, data: { balance: { increment: amount } } });
  return amount;
}

/** Stats the achievements measure. */
export function statsOf(player: PlayerRow): PlayerStats {
  return {
    visits: player.lastVisitDay ? 1 : 0,
    timeSpent: player.timeSpent,
    bubblesCaught: player.bubblesCaught,
    streak: player.streak,
    balance: player.balance,
  };
}

/**
 * Unlocks and pays every achievement the player has reached (a reward can lift the level and
 * reach another, hence the loop). Each is paid once: its row and its ledger key are unique.
 */
export async function payAchievements(tx: Tx, playerId: string): Promise<string[]> {
  const unlocked = new Set((await tx.rewardAchievement.findMany({ where: { playerId } })).map((row) => row.achievementId));
  const paid: string[] = [];
  for (;;) {
    const player = await tx.rewardPlayer.findUniqueOrThrow({ where: { id: playerId } });
    const reached = newlyReached(statsOf(player), unlocked);
    if (reached.length === 0) return paid;
    for (const achievement of reached) {
      unlocked.add(achievement.id);
      const { count } = await tx.rewardAchievement.createMany({ data: [{ playerId, achievementId: achievement.id }], skipDuplicates: true });
      if (count === 0) continue;
      await award(tx, playerId, achievement.reward, `achievement:${achievement.id}`, `achievement:${playerId}:${achievement.id}`);
      paid.push(achievement.id);
    }
  }
}
