/** A duration in ms as people read it: "850 ms", "12.4 s", "3.2 min". */
export function formatDuration(ms: number | null | undefined): string {
  if (ms == null) return "—";
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  return `${(ms / 60_000).toFixed(1)} min`;
}

/** A count in en-IN digits grouping (1,23,456). */
export function formatCount(value: number): string {
  return new Intl.NumberFormat("en-IN").format(value);
}

/** The ranges the page offers, in IST days. */
export const RANGES = [
  { days: 7, value: "LAST_7_DAYS", label: "7 days" },
  { days: 30, value: "LAST_30_DAYS", label: "30 days" },
  { days: 90, value: "LAST_90_DAYS", label: "90 days" },
] as const;

/** The range a `?days=` search parameter names; 30 days otherwise. */
export function rangeFromSearch(days: string | null) {
  return RANGES.find((range) => String(range.days) === days) ?? RANGES[1];
}
