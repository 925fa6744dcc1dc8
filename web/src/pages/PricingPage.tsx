/** Placeholder while the screen is built. */
export function PricingPage() {
  return null;
}
