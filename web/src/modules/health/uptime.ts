import { formatIstDay, formatIstHourRange } from "../../lib/format-ist";

/** How a bar is coloured: by the share of healthy checks in its hour or day; grey with no checks. */
export type UptimeTone = "none" | "full" | "minor" | "major" | "outage";

export interface UptimeCounts {
  checks: number;
  healthyChecks: number;
}

/** At or above this share of healthy checks a bar is light green (a blip), below it amber. */
export const MINOR_THRESHOLD = 0.9;
/** Below this share a bar is red: the service was mostly down. */
export const OUTAGE_THRESHOLD = 0.5;

/** Share of healthy checks, or null when nothing was checked. */
export function uptimeRatio({ checks, healthyChecks }: UptimeCounts): number | null {
  return checks === 0 ? null : Math.min(1, Math.max(0, healthyChecks / checks));
}

/** The colour tier of one bar. */
export function uptimeTone(counts: UptimeCounts): UptimeTone {
  const ratio = uptimeRatio(counts);
  if (ratio === null) return "none";
  if (ratio === 1) return "full";
  if (ratio >= MINOR_THRESHOLD) return "minor";
  if (ratio >= OUTAGE_THRESHOLD) return "major";
  return "outage";
}

/** "99.5%", "100%", or an em dash when nothing was measured. */
export function formatUptime(percent: number | null | undefined): string {
  if (percent === null || percent === undefined) return "—";
  return `${Number.isInteger(percent) ? percent : percent.toFixed(1)}%`;
}

/** What a bar says to a screen reader and in its tooltip. */
export function describeBucket(kind: "hour" | "day", bucket: UptimeCounts & { start: string }): string {
  const when = kind === "hour" ? formatIstHourRange(bucket.start) : formatIstDay(bucket.start);
  const ratio = uptimeRatio(bucket);
  if (ratio === null) return `${when}: no checks`;
  const percent = formatUptime(Math.round(ratio * 1000) / 10);
  return `${when}: ${percent} healthy (${bucket.healthyChecks} of ${bucket.checks} checks)`;
}
