import { describe, expect, it } from "vitest";
import { PLANS } from "./catalog.data.ts";
import { LANDING_PLANS, PRICING_PAGE_PLANS } from "./display-plans.ts";
import { CONCIERGE_PACKAGES, OFFER_FAMILIES, memberPlanHref, priceOfEveryName } from "./price-catalogue.rules.ts";
import { PLAN_INTERESTS } from "../contact/contact.rules.ts";

describe("the price catalogue", () => {
  it("gives every offer name one price across the landing page, /pricing, the client plans and the pitch deck", () => {
    expect(() => priceOfEveryName()).not.toThrow();
    expect(priceOfEveryName().get("Elite")).toBe("98000 one-time");
    expect(priceOfEveryName().get("Unlimited")).toBe("4999 lifetime");
  });

  it("refuses a name offered at two prices", () => {
    const twice = { id: "x", title: "x", offers: [{ id: "a", name: "Starter", priceInr: 999, period: "per month" }] };
    expect(() => priceOfEveryName([CONCIERGE_PACKAGES, twice])).toThrow(/"Starter" is offered at 2000 per week and at 999 per month/);
  });

  it("is where the marketing cards and the stored client plans take their prices", () => {
    const offers = OFFER_FAMILIES.flatMap((family) => family.offers);
    for (const card of [...LANDING_PLANS, ...PRICING_PAGE_PLANS]) {
      expect(offers).toContainEqual(expect.objectContaining({ name: card.name, priceInr: card.priceInr, period: card.period }));
    }
    expect(PLANS.map((plan) => [plan.id, plan.displayName, plan.priceInr])).toEqual([
      ["demo", "Demo", 0],
      ["weekly", "Weekly", 299],
      ["monthly", "Monthly", 999],
      ["elite", "Unlimited", 4999],
    ]);
  });

  it("names the concierge packages as the deployment form's plan interests, and sends upgrades to the plan on /pricing", () => {
    expect(CONCIERGE_PACKAGES.offers.map((offer) => offer.name)).toEqual([...PLAN_INTERESTS]);
    expect(memberPlanHref("elite")).toBe("/pricing#plan-elite");
  });
});
