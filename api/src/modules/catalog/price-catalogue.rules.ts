/**
 * Every price Ria quotes, in one place: the landing page, /pricing, the pitch deck, the client plans and the
 * upgrade dialog all read from here. The spec quotes four sets of figures for four different offers; each offer
 * has its own name, so no name is ever shown with two prices (`priceOfEveryName` below fails otherwise).
 * Pure, so the web imports it too.
 */

/** One priced offer. `priceInr` null is a custom quote; `fromPrice` reads "₹2L+" (a starting figure). */
export interface Offer {
  id: string;
  name: string;
  priceInr: number | null;
  period: string;
  fromPrice?: boolean;
  /** What it buys, in a few words, where a page lists the offer without its feature list. */
  summary?: string;
}

/** A family of offers, sold to a different buyer on a different page. */
export interface OfferFamily {
  id: string;
  title: string;
  offers: readonly Offer[];
}

/**
 * Spec section 9, "Landing-page plans": the concierge deployment packages our team sets up for an executive
 * (their names are the deployment form's plan interests).
 */
export const CONCIERGE_PACKAGES: OfferFamily = {
  id: "concierge",
  title: "Concierge deployment packages",
  offers: [
    { id: "starter", name: "Starter", priceInr: 2000, period: "per week" },
    { id: "pro", name: "Pro", priceInr: 8000, period: "per month" },
    { id: "elite", name: "Elite", priceInr: 98000, period: "one-time" },
    { id: "enterprise", name: "Enterprise", priceInr: null, period: "custom" },
  ],
};

/** Spec section 9, "Pricing page": the self-serve Ria app subscriptions (yearly billing is 20% less). */
export const APP_SUBSCRIPTIONS: OfferFamily = {
  id: "app",
  title: "Ria app subscriptions",
  offers: [
    { id: "essentials", name: "Essentials", priceInr: 999, period: "per month" },
    { id: "professional", name: "Professional", priceInr: 4999, period: "per month" },
  ],
};

/**
 * Spec section 9, "Client plan definitions": the plan a signed-in client is on and upgrades along
 * (ids weekly, monthly, elite as the spec names them; "Unlimited" is shown, so "Elite" keeps one price).
 */
export const MEMBER_PLANS: OfferFamily = {
  id: "member",
  title: "Member plans",
  offers: [
    { id: "demo", name: "Demo", priceInr: 0, period: "7-day trial" },
    { id: "weekly", name: "Weekly", priceInr: 299, period: "per week", summary: "Reminders and Ria on WhatsApp; 2 replies a day" },
    {
      id: "monthly",
      name: "Monthly",
      priceInr: 999,
      period: "per month",
      summary: "Adds email, calendar, the morning brief and tasks; 10 replies a day",
    },
    { id: "elite", name: "Unlimited", priceInr: 4999, period: "lifetime", summary: "Every feature, no daily or monthly limits" },
  ],
};

/** Spec section 9, "Pitch deck pricing": company licences for an executive office. */
export const OFFICE_LICENCES: OfferFamily = {
  id: "licence",
  title: "Executive office licences",
  offers: [
    { id: "demo", name: "Demo", priceInr: 0, period: "7-day trial" },
    { id: "team", name: "Office Team", priceInr: 25000, period: "per month" },
    { id: "business", name: "Office Business", priceInr: 75000, period: "per month" },
    { id: "group", name: "Office Group", priceInr: 200000, period: "custom", fromPrice: true },
  ],
};

export const OFFER_FAMILIES: readonly OfferFamily[] = [CONCIERGE_PACKAGES, APP_SUBSCRIPTIONS, MEMBER_PLANS, OFFICE_LICENCES];

/** The offer of `family` with `id`; throws on a typo, so a missing price fails at start-up, not on a page. */
export function offerOf(family: OfferFamily, id: string): Offer {
  const offer = family.offers.find((candidate) => candidate.id === id);
  if (!offer) throw new Error(`No offer "${id}" in ${family.title}`);
  return offer;
}

/** The anchor on /pricing where a member plan is offered: every upgrade path lands there. */
export function memberPlanHref(planId: string): string {
  return `/pricing#plan-${planId}`;
}

/** Each offer name with its one price key ("4999 lifetime"); throws if a name carries two. */
export function priceOfEveryName(families: readonly OfferFamily[] = OFFER_FAMILIES): Map<string, string> {
  const prices = new Map<string, string>();
  for (const offer of families.flatMap((family) => family.offers)) {
    const key = `${offer.priceInr ?? "custom"}${offer.fromPrice ? "+" : ""} ${offer.period}`;
    const seen = prices.get(offer.name);
    if (seen !== undefined && seen !== key) throw new Error(`"${offer.name}" is offered at ${seen} and at ${key}`);
    prices.set(offer.name, key);
  }
  return prices;
}
