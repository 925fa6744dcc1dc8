/** Spec section 9: yearly billing takes 20% off the monthly price. */
export const YEARLY_DISCOUNT = 0.2;

/** The monthly price when billed yearly: monthly × 0.8, rounded (the api computes the same). */
export function yearlyMonthlyPrice(monthly: number): number {
  return Math.round(monthly * (1 - YEARLY_DISCOUNT));
}

/** What a year of yearly billing saves: monthly × 0.2 × 12 (rounded to the rupee). */
export function annualSavings(monthly: number): number {
  return Math.round(monthly * YEARLY_DISCOUNT * 12);
}

const inr = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });

/** Rupees the Indian way: ₹4,999; ₹1,19,988. */
export function formatInr(amount: number): string {
  return inr.format(amount);
}

export type Billing = "monthly" | "yearly";
