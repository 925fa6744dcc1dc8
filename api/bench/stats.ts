/** Distribution of a sample, in the sample's own unit. */
export interface Summary {
  count: number;
  min: number;
  mean: number;
  p50: number;
  p90: number;
  p95: number;
  p99: number;
  max: number;
}

/** Nearest-rank percentile (`p` in 0..100) of values sorted ascending. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** Count, mean and the percentiles the report prints. */
export function summarize(values: readonly number[]): Summary {
  const sorted = Float64Array.from(values).sort();
  const list = Array.from(sorted);
  const total = list.reduce((sum, value) => sum + value, 0);
  return {
    count: list.length,
    min: list[0] ?? Number.NaN,
    mean: list.length ? total / list.length : Number.NaN,
    p50: percentile(list, 50),
    p90: percentile(list, 90),
    p95: percentile(list, 95),
    p99: percentile(list, 99),
    max: list.at(-1) ?? Number.NaN,
  };
}
