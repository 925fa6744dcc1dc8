const inr = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });

/** A price in rupees as Indian readers write it: ₹98,000, ₹1,50,000. */
export function formatInr(amount: number): string {
  return inr.format(amount);
}

/** Spec section 9: a plan's price line; a plan without a price is quoted on request. */
export function planPriceLabel(priceInr: number | null | undefined): string {
  return priceInr == null ? "Custom" : formatInr(priceInr);
}
