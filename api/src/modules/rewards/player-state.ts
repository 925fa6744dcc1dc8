import { achievementProgress, spinCooldownLeft } from "./game.rules.ts";
import { statsOf, type PlayerRow, type Tx } from "./ledger.ts";
import { levelOf, nextRewardIn, sectionsUnlocked } from "./rewards.rules.ts";
import { startupPhase, startupProgress } from "./startup.rules.ts";

/** Everything the rewards page shows about one player; plain values, computed by the server. */
export interface PlayerState {
  id: string;
  displayName: string;
  /** A visitor playing by cookie, not an account: awards that need an account (the first scheduled task) are not theirs. */
  guest: boolean;
  /** On the leaderboards: the player has earned by playing, not only by visiting. */
  ranked: boolean;
  riko: number;
  level: number;
  streak: number;
  timeSpent: number;
  sessionSeconds: number;
  nextRewardIn: number;
  spinCooldown: number;
  cardOrders: number;
  bubblesCaught: number;
  sections: boolean[];
  achievements: Array<{
    id: string;
    name: string;
    description: string;
    icon: string;
    progress: number;
    max: number;
    reward: number;
    unlocked: boolean;
  }>;
  startup: { capital: number; owned: string[]; progress: number; phase: string };
}

/** Reads a player's achievements and purchases and builds its state as of `now`. */
export async function playerState(tx: Tx, player: PlayerRow, now: Date): Promise<PlayerState> {
  const [unlockedRows, purchases] = await Promise.all([
    tx.rewardAchievement.findMany({ where: { playerId: player.id } }),
    tx.rewardPurchase.findMany({ where: { playerId: player.id }, orderBy: { createdAt: "asc" } }),
  ]);
  const unlocked = new Set(unlockedRows.map((row) => row.achievementId));
  const owned = purchases.map((row) => row.itemId);
  const progress = startupProgress(owned);
  return {
    id: player.id,
    displayName: player.displayName,
    guest: player.userId === null,
    ranked: player.playedAt !== null,
    riko: player.balance,
    level: levelOf(player.balance),
    streak: player.streak,
    timeSpent: player.timeSpent,
    sessionSeconds: player.sessionSeconds,
    nextRewardIn: nextRewardIn(player.sessionSeconds),
    spinCooldown: spinCooldownLeft(player.lastSpinAt, now),
    cardOrders: player.cardOrders,
    bubblesCaught: player.bubblesCaught,
    sections: sectionsUnlocked(player.balance),
    achievements: achievementProgress(statsOf(player)).map(({ reached, ...achievement }) => ({
      ...achievement,
      progress: unlocked.has(achievement.id) ? achievement.max : achievement.progress,
      unlocked: unlocked.has(achievement.id) || reached,
    })),
    startup: { capital: player.startupCapital, owned, progress, phase: startupPhase(progress) },
  };
}
