/** IST is UTC+05:30 all year (no daylight saving), so an IST day is a fixed 24-hour UTC window. */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The ranges the analytics page offers, in IST days ending today. */
export const ANALYTICS_RANGES = [7, 30, 90] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];

/** The IST calendar day of an instant, as "YYYY-MM-DD". */
export function istDay(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The last `days` IST days up to and including today, oldest first, and the UTC instant the first one starts. */
export function istDayRange(now: Date, days: number): { days: string[]; since: Date } {
  const todayStartUtc = Math.floor((now.getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;
  const since = new Date(todayStartUtc - (days - 1) * DAY_MS);
  return { days: Array.from({ length: days }, (_, index) => istDay(new Date(since.getTime() + index * DAY_MS))), since };
}

/** The value at percentile `p` (0–100) by the nearest-rank method; null for no values. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}

/** Counts per day for every day of the range (0 where nothing happened). */
export function countByDay(days: readonly string[], instants: readonly Date[]): Array<{ day: string; value: number }> {
  const counts = new Map(days.map((day) => [day, 0]));
  for (const at of instants) {
    const day = istDay(at);
    if (counts.has(day)) counts.set(day, counts.get(day)! + 1);
  }
  return days.map((day) => ({ day, value: counts.get(day)! }));
}

/** Distinct keys per day, and over the whole range. */
export function distinctByDay(days: readonly string[], items: ReadonlyArray<{ key: string; at: Date }>) {
  const perDay = new Map(days.map((day) => [day, new Set<string>()]));
  for (const item of items) perDay.get(istDay(item.at))?.add(item.key);
  return {
    total: new Set(items.map((item) => item.key)).size,
    daily: days.map((day) => ({ day, value: perDay.get(day)!.size })),
  };
}

/**
 * Whole-number shares that add up to exactly 100 (largest remainder), so a split never reads
 * 33 + 33 + 33; all zeros when there is no traffic.
 */
export function percentages(counts: readonly number[]): number[] {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return counts.map(() => 0);
  const exact = counts.map((count) => (count * 100) / total);
  const floors = exact.map(Math.floor);
  let left = 100 - floors.reduce((sum, value) => sum + value, 0);
  const order = exact.map((value, index) => ({ index, rest: value - floors[index]! })).sort((a, b) => b.rest - a.rest);
  for (const { index } of order) {
    if (left === 0) break;
    floors[index]! += 1;
    left -= 1;
  }
  return floors;
}

/** A ratio as a whole percentage; null when nothing was measured (0 of 0 is not 0%). */
export function ratioPercent(numerator: number, denominator: number): number | null {
  return denominator === 0 ? null : Math.round((numerator * 100) / denominator);
}
