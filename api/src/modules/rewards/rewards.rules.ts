/**
 * The Riko economy's rules (spec sections 4 and 9), pure so the server decides with them and the
 * browser displays with the same numbers. No I/O, no clock: callers pass `now` and a random source.
 */

/** A random source in [0, 1); injectable so draws are testable. */
export type Rng = () => number;

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

export const HEARTBEAT_INTERVAL_SECONDS = 30;
/** A heartbeat credits at most this much time, so a late beat cannot claim a long absence. */
export const MAX_CREDIT_SECONDS = 75;
/** A gap longer than this since the last beat ends the session: the next beat starts a new one. */
export const SESSION_IDLE_SECONDS = 600;
export const MILESTONES = [600, 1200, 1800, 3600] as const;
export const REWARD_EVERY_SECONDS = 600;
export const CARD_ORDER_REWARD = 100;
export const SCHEDULER_REWARD = 50;
export const SECTION_UNLOCKS = [0, 50, 100, 150] as const;

/** Level 1 plus one per 100 Riko. */
export function levelOf(riko: number): number {
  return 1 + Math.floor(Math.max(0, riko) / 100);
}

/** The IST calendar day of an instant, as YYYY-MM-DD. */
export function istDay(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Monday 00:00 IST of the week containing `now`: the weekly leaderboard's start. */
export function weekStart(now: Date): Date {
  const shifted = new Date(now.getTime() + IST_OFFSET_MS);
  const daysSinceMonday = (shifted.getUTCDay() + 6) % 7;
  const midnight = Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate());
  return new Date(midnight - daysSinceMonday * DAY_MS - IST_OFFSET_MS);
}

/** Spec: same IST day keeps the streak; the next day adds 1 and pays 10 x the previous streak; a gap resets to 1. */
export function nextStreak(lastDay: string | null, streak: number, today: string): { streak: number; bonus: number } {
  if (lastDay === today) return { streak, bonus: 0 };
  if (lastDay && Date.parse(today) - Date.parse(lastDay) === DAY_MS) return { streak: streak + 1, bonus: 10 * streak };
  return { streak: 1, bonus: 0 };
}

/**
 * Seconds a heartbeat credits: the real time since the previous beat, capped; nothing for the
 * first beat, for a clock that went backwards, or after an idle gap (which starts a new session).
 */
export function creditFor(lastBeatAt: Date | null, now: Date): { seconds: number; newSession: boolean } {
  if (!lastBeatAt) return { seconds: 0, newSession: true };
  const elapsed = Math.floor((now.getTime() - lastBeatAt.getTime()) / 1000);
  if (elapsed > SESSION_IDLE_SECONDS) return { seconds: 0, newSession: true };
  return { seconds: Math.min(Math.max(0, elapsed), MAX_CREDIT_SECONDS), newSession: false };
}

/** 1 Riko per whole minute of active time crossed between two totals. */
export function rikoForTime(beforeSeconds: number, afterSeconds: number): number {
  return Math.floor(afterSeconds / 60) - Math.floor(beforeSeconds / 60);
}

/** Milestones of a session crossed between two session lengths: 5 x the number of 600 s blocks. */
export function milestonesCrossed(before: number, after: number): Array<{ at: number; bonus: number }> {
  return MILESTONES.filter((at) => before < at && at <= after).map((at) => ({ at, bonus: 5 * (at / 600) }));
}

/** Seconds until the next 600 s reward of a session. */
export function nextRewardIn(sessionSeconds: number): number {
  return REWARD_EVERY_SECONDS - (sessionSeconds % REWARD_EVERY_SECONDS);
}

/** How many of the four sections a balance unlocks (the first is always open). */
export function sectionsUnlocked(riko: number): boolean[] {
  return SECTION_UNLOCKS.map((threshold) => riko >= threshold);
}

/** m:ss, as the header's time spent and the wheel's countdown show it. */
export function formatMinSec(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** A deterministic random source (mulberry32), for tests and benchmarks. */
export function seededRng(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Picks from weighted options with one draw. */
export function weightedPick<T>(options: ReadonlyArray<{ value: T; weight: number }>, rng: Rng): T {
  const total = options.reduce((sum, option) => sum + option.weight, 0);
  let point = rng() * total;
  for (const option of options) {
    point -= option.weight;
    if (point < 0) return option.value;
  }
  return options[options.length - 1]!.value;
}

/** A guest player's cookie lives 30 days and is renewed on each visit, so it expires after 30 idle days. */
export const GUEST_PLAYER_DAYS = 30;
