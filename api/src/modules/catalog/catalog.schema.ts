import { CONSTANT_ANSWER } from "../../schema/constant-answers.ts";
import { builder } from "../../schema/builder.ts";
import { annualSavings, LANDING_PLANS, PRICING_PAGE_PLANS, yearlyMonthlyPrice, type DisplayPlan } from "./display-plans.ts";

const DisplayPlanRef = builder.objectRef<DisplayPlan>("DisplayPlan").implement({
  description: "A plan card on the marketing pages (spec section 3).",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    priceInr: t.exposeInt("priceInr", { nullable: true, description: "Null for a custom quote." }),
    yearlyPriceInr: t.int({
      nullable: true,
      description: "Per month, billed yearly: 20% less, rounded.",
      resolve: (plan) => (plan.priceInr === null ? null : yearlyMonthlyPrice(plan.priceInr)),
    }),
    annualSavingsInr: t.int({ nullable: true, resolve: (plan) => (plan.priceInr === null ? null : annualSavings(plan.priceInr)) }),
    period: t.exposeString("period"),
    features: t.exposeStringList("features"),
    buttonText: t.exposeString("buttonText"),
    popular: t.exposeBoolean("popular"),
    special: t.exposeBoolean("special"),
  }),
});

// The price catalogue is code: every caller gets the same plans, so their answers are kept (public-answers.ts).
builder.queryFields((t) => ({
  landingPlans: t.field({
    type: [DisplayPlanRef],
    description: "The landing page's four plans.",
    extensions: CONSTANT_ANSWER,
    resolve: () => LANDING_PLANS,
  }),
  pricingPlans: t.field({
    type: [DisplayPlanRef],
    description: "The pricing page's plans.",
    extensions: CONSTANT_ANSWER,
    resolve: () => PRICING_PAGE_PLANS,
  }),
}));
