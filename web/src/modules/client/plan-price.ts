import { formatInr } from "../landing/format-inr";

/** How each plan's billing reads after its price (spec section 9: weekly, monthly, lifetime; the demo is a trial). */
const PERIODS: Record<string, string> = { week: "per week", month: "per month", lifetime: "lifetime" };

/** A client plan's price line: "₹999 per month", "₹4,999 lifetime", "Free 7-day trial". */
export function planPriceLine(priceInr: number, billing: string): string {
  if (priceInr === 0) return `Free ${billing}`;
  return `${formatInr(priceInr)} ${PERIODS[billing] ?? billing}`;
}
