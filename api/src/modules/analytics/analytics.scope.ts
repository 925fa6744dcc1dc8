import { ValidationError } from "../../errors.ts";
import type { Viewer } from "../../viewer.ts";
import { ANALYTICS_RANGES, type AnalyticsRange } from "./analytics.rules.ts";
import type { AnalyticsScope } from "./analytics.types.ts";

/** Who sees what: an admin the platform, a client their own activity, a visitor the sample. */
export function analyticsScopeFor(viewer: Viewer | null): AnalyticsScope {
  if (!viewer) return { kind: "sample" };
  return viewer.role === "ADMIN" ? { kind: "platform" } : { kind: "owner", ownerId: viewer.userId };
}

/** A range given as text (REST's `?days=`): 7, 30 or 90; 30 when absent. */
export function parseAnalyticsRange(text: string | null): AnalyticsRange {
  if (text === null || text === "") return 30;
  const days = Number(text);
  if (!ANALYTICS_RANGES.includes(days as AnalyticsRange)) {
    throw new ValidationError("days must be 7, 30 or 90", { days: "Choose 7, 30 or 90 days" });
  }
  return days as AnalyticsRange;
}
