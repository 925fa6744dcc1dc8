import { APP_SUBSCRIPTIONS, CONCIERGE_PACKAGES, offerOf, type Offer, type OfferFamily } from "./price-catalogue.rules.ts";

/** Spec section 3, "Pricing plan (display)": a plan card as the marketing pages show it. */
export interface DisplayPlan {
  id: string;
  name: string;
  /** INR; null for a custom quote. */
  priceInr: number | null;
  period: string;
  features: string[];
  buttonText: string;
  popular: boolean;
  special: boolean;
}

/** A card's name, price and period, as the price catalogue has them. */
function priced(family: OfferFamily, id: string): Pick<DisplayPlan, "id" | "name" | "priceInr" | "period"> {
  const { name, priceInr, period }: Offer = offerOf(family, id);
  return { id, name, priceInr, period };
}

/** Spec section 9: the landing page's four plans; every button opens the contact dialog. */
export const LANDING_PLANS: DisplayPlan[] = [
  {
    ...priced(CONCIERGE_PACKAGES, "starter"),
    features: ["Email summaries", "Basic automation", "WhatsApp triage"],
    buttonText: "Get Started",
    popular: false,
    special: false,
  },
  {
    ...priced(CONCIERGE_PACKAGES, "pro"),
    features: ["Call assistant", "Calendar features", "Smart replies", "Priority support"],
    buttonText: "Choose Pro",
    popular: true,
    special: false,
  },
  {
    ...priced(CONCIERGE_PACKAGES, "elite"),
    features: ["White-label access", "Full concierge", "Custom branding", "Lifetime updates"],
    buttonText: "Go Elite",
    popular: false,
    special: true,
  },
  {
    ...priced(CONCIERGE_PACKAGES, "enterprise"),
    features: ["Team dashboards", "Branded instances", "Custom integrations", "Dedicated support"],
    buttonText: "Contact Sales",
    popular: false,
    special: false,
  },
];

/** Spec section 9: the pricing page's two plans (monthly prices; yearly is 20% less). */
export const PRICING_PAGE_PLANS: DisplayPlan[] = [
  {
    ...priced(APP_SUBSCRIPTIONS, "essentials"),
    features: ["50 WhatsApp messages per day", "Email integration", "Calendar management", "Basic task automation", "14-day free trial"],
    buttonText: "Start Free Trial",
    popular: false,
    special: false,
  },
  {
    ...priced(APP_SUBSCRIPTIONS, "professional"),
    features: [
      "Unlimited messages",
      "Advanced email automation",
      "Team delegation",
      "CRM integration",
      "Priority support",
      "Custom automation rules",
    ],
    buttonText: "Choose Professional",
    popular: true,
    special: false,
  },
];

/** Spec section 9: yearly billing is the monthly price times 0.8, rounded. */
export function yearlyMonthlyPrice(monthly: number): number {
  return Math.round(monthly * 0.8);
}

/** Spec section 9: what a year of yearly billing saves: price × 0.2 × 12. */
export function annualSavings(monthly: number): number {
  return Math.round(monthly * 0.2 * 12);
}
