import { formatNumber } from "../../lib/format-ist";

/** The api's "no limit" (plans with -1). */
export const UNLIMITED = -1;

/** How much of an allowance is used, 0–100, or null when it is unlimited. */
export function usagePercent(used: number, limit: number): number | null {
  if (limit === UNLIMITED) return null;
  if (limit <= 0) return 100;
  return Math.min(100, Math.round((used / limit) * 100));
}

/** "3 of 5", or "3 used · Unlimited". */
export function usageText(used: number, limit: number): string {
  return limit === UNLIMITED ? `${formatNumber(used)} used · Unlimited` : `${formatNumber(used)} of ${formatNumber(limit)}`;
}

/** Spec section 5: the warning shows at 80% of the daily limit or more. */
export const NEAR_LIMIT_PERCENT = 80;

/** The bar's tone: calm, then a warning from 80%, then full. */
export function usageTone(percent: number | null): "healthy" | "warning" | "error" {
  if (percent === null || percent < NEAR_LIMIT_PERCENT) return "healthy";
  return percent >= 100 ? "error" : "warning";
}
