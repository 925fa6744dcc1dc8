import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { Tx } from "./ledger.ts";
import { levelOf, weekStart } from "./rewards.rules.ts";

export const LEADERBOARD_SIZE = 3;

/** One row of a leaderboard: spec section 3's leaderboard entry, with its rank. */
export interface LeaderboardEntry {
  playerId: string;
  rank: number;
  name: string;
  avatar: string;
  riko: number;
  level: number;
  streak: number;
}

/** One award's move of a player's totals on both boards, so a viewer can keep its own rank without a query. */
export interface LeaderboardChange {
  playerId: string;
  /** When the award was written, epoch ms (plain JSON through Redis). */
  at: number;
  allTime: { before: number; after: number };
  thisWeek: { before: number; after: number };
}

/** Both tabs of the board, as published to every subscriber (plain JSON), with the moves since the last one. */
export interface LeaderboardSnapshot {
  thisWeek: LeaderboardEntry[];
  allTime: LeaderboardEntry[];
  changes: LeaderboardChange[];
}

/** A player's own standing: rank on each board (null until they have played, or earned nothing there) and the totals ranked. */
export interface OwnRank {
  allTime: number | null;
  thisWeek: number | null;
  allTimeRiko: number;
  thisWeekRiko: number;
  countedAt: Date;
}

type Row = { id: string; displayName: string; balance: number; streak: number; riko: number };

const entry = (row: Row, index: number): LeaderboardEntry => ({
  playerId: row.id,
  rank: index + 1,
  name: row.displayName,
  avatar: row.displayName.slice(0, 1).toUpperCase(),
  riko: Number(row.riko),
  level: levelOf(row.balance),
  streak: row.streak,
});

/**
 * Top players all time (by balance) and this week (by Riko earned since Monday 00:00 IST): only players who
 * have played (`playedAt`), so a visit and its first-visit reward put no one on the board.
 */
export async function computeLeaderboard(prisma: PrismaClient, now: Date): Promise<LeaderboardSnapshot> {
  const [allTime, thisWeek] = await Promise.all([
    prisma.$queryRaw<Row[]>`
      SELECT "id", "displayName", "balance", "streak", "balance" AS "riko" FROM "RewardPlayer"
      WHERE "balance" > 0 AND "playedAt" IS NOT NULL ORDER BY "balance" DESC, "createdAt" ASC, "id" ASC LIMIT ${LEADERBOARD_SIZE}`,
    prisma.$queryRaw<Row[]>`
      SELECT p."id", p."displayName", p."balance", p."streak", w."riko"::int AS "riko"
      FROM (SELECT "playerId", SUM("amount") AS "riko" FROM "RewardLedger" WHERE "createdAt" >= ${weekStart(now)} GROUP BY "playerId") w
      JOIN "RewardPlayer" p ON p."id" = w."playerId"
      WHERE w."riko" > 0 AND p."playedAt" IS NOT NULL ORDER BY w."riko" DESC, p."createdAt" ASC, p."id" ASC LIMIT ${LEADERBOARD_SIZE}`,
  ]);
  return { allTime: allTime.map(entry), thisWeek: thisWeek.map(entry), changes: [] };
}

/** A player's Riko earned since Monday 00:00 IST: their total on the "This week" board. */
export async function weekRikoOf(tx: Tx, playerId: string, now: Date): Promise<number> {
  const [row] = await tx.$queryRaw<Array<{ riko: number }>>`
    SELECT COALESCE(SUM("amount"), 0)::int AS "riko" FROM "RewardLedger"
    WHERE "playerId" = ${playerId} AND "createdAt" >= ${weekStart(now)}`;
  return Number(row?.riko ?? 0);
}

/**
 * A player's own rank on both boards, counted as leaderboard.rules.ts defines it (1 + ranked players with
 * strictly more Riko), with the totals it ranked and when, so the browser can keep it live.
 */
export async function rankOf(prisma: PrismaClient, playerId: string, now: Date): Promise<OwnRank> {
  const since = weekStart(now);
  const [row] = await prisma.$queryRaw<Array<{ all_time: number | null; this_week: number | null; balance: number; riko: number }>>`
    WITH week AS (SELECT l."playerId", SUM(l."amount") AS riko FROM "RewardLedger" l
                  JOIN "RewardPlayer" r ON r."id" = l."playerId" AND r."playedAt" IS NOT NULL
                  WHERE l."createdAt" >= ${since} GROUP BY l."playerId"),
         me AS (SELECT p."balance", p."playedAt", COALESCE(w.riko, 0) AS riko
                FROM "RewardPlayer" p LEFT JOIN week w ON w."playerId" = p."id" WHERE p."id" = ${playerId})
    SELECT
      CASE WHEN me."playedAt" IS NOT NULL AND me."balance" > 0 THEN
        (SELECT COUNT(*)::int + 1 FROM "RewardPlayer" WHERE "playedAt" IS NOT NULL AND "balance" > me."balance") END AS all_time,
      CASE WHEN me."playedAt" IS NOT NULL AND me.riko > 0 THEN
        (SELECT COUNT(*)::int + 1 FROM week WHERE week.riko > me.riko) END AS this_week,
      me."balance", me.riko::int AS riko
    FROM me`;
  return {
    allTime: row?.all_time ?? null,
    thisWeek: row?.this_week ?? null,
    allTimeRiko: Number(row?.balance ?? 0),
    thisWeekRiko: Number(row?.riko ?? 0),
    countedAt: now,
  };
}
