import { levelOf, weightedPick, type Rng } from "./rewards.rules.ts";

/** Spec: the wheel's prizes and odds (percent). */
export const SPIN_PRIZES = [
  { value: 5, weight: 30 },
  { value: 10, weight: 25 },
  { value: 25, weight: 20 },
  { value: 50, weight: 15 },
  { value: 100, weight: 8 },
  { value: 250, weight: 2 },
] as const;
export const SPIN_COOLDOWN_SECONDS = 900;
export const SPIN_DURATION_MS = 3000;

/** The server's draw of a spin's prize. */
export function drawSpinPrize(rng: Rng): number {
  return weightedPick(SPIN_PRIZES, rng);
}

/** Seconds left before the wheel may spin again (0 when it may). */
export function spinCooldownLeft(lastSpinAt: Date | null, now: Date): number {
  if (!lastSpinAt) return 0;
  const left = SPIN_COOLDOWN_SECONDS - Math.floor((now.getTime() - lastSpinAt.getTime()) / 1000);
  return Math.min(SPIN_COOLDOWN_SECONDS, Math.max(0, left));
}

export const BUBBLE_VALUES = [25, 50, 15, 35] as const;
export const BUBBLE_EVERY_SECONDS = 5;
export const BUBBLE_LIFETIME_SECONDS = 8;
export const MAX_LIVE_BUBBLES = 5;
// Deep enough that the bubble's white "+25" reads at 4.5:1 or better (WCAG AA).
const BUBBLE_LOOKS = [
  { color: "#b45309", icon: "⭐" },
  { color: "#7c3aed", icon: "💎" },
  { color: "#047857", icon: "🍀" },
  { color: "#be185d", icon: "🎁" },
] as const;

/** A new bubble's value, look and position hint (percent of the play area). */
export function drawBubble(rng: Rng): { value: number; color: string; icon: string; x: number; y: number } {
  const index = Math.floor(rng() * BUBBLE_VALUES.length);
  const look = BUBBLE_LOOKS[index]!;
  return { value: BUBBLE_VALUES[index]!, ...look, x: 5 + Math.floor(rng() * 85), y: 10 + Math.floor(rng() * 75) };
}

/** What an achievement's progress is measured on. */
export interface PlayerStats {
  visits: number;
  timeSpent: number;
  bubblesCaught: number;
  streak: number;
  balance: number;
}

/** Spec section 3: the five achievements, their targets and rewards. */
export const ACHIEVEMENTS = [
  {
    id: "first-visit",
    name: "First Visit",
    description: "Open the rewards page",
    icon: "👋",
    max: 1,
    reward: 50,
    measure: (s: PlayerStats) => s.visits,
  },
  {
    id: "time-master",
    name: "Time Master",
    description: "Spend 10 minutes exploring",
    icon: "⏱️",
    max: 600,
    reward: 200,
    measure: (s: PlayerStats) => s.timeSpent,
  },
  {
    id: "bubble-hunter",
    name: "Bubble Hunter",
    description: "Catch 10 bubbles",
    icon: "🫧",
    max: 10,
    reward: 150,
    measure: (s: PlayerStats) => s.bubblesCaught,
  },
  {
    id: "streak-warrior",
    name: "Streak Warrior",
    description: "Visit 7 days in a row",
    icon: "🔥",
    max: 7,
    reward: 500,
    measure: (s: PlayerStats) => s.streak,
  },
  {
    id: "level-master",
    name: "Level Master",
    description: "Reach level 5",
    icon: "🏆",
    max: 5,
    reward: 300,
    measure: (s: PlayerStats) => levelOf(s.balance),
  },
] as const;

export type AchievementId = (typeof ACHIEVEMENTS)[number]["id"];

/** Each achievement's progress (capped at its max) and whether it has reached its target. */
export function achievementProgress(stats: PlayerStats) {
  return ACHIEVEMENTS.map(({ measure, ...achievement }) => {
    const progress = Math.min(achievement.max, measure(stats));
    return { ...achievement, progress, reached: progress >= achievement.max };
  });
}

/** Achievements whose target is reached but not yet paid. */
export function newlyReached(stats: PlayerStats, unlocked: ReadonlySet<string>) {
  return achievementProgress(stats).filter((achievement) => achievement.reached && !unlocked.has(achievement.id));
}
