import { describe, expect, it } from "vitest";
import { planPriceLine } from "./plan-price";

describe("planPriceLine", () => {
  it("writes a plan's price in rupees with its billing period", () => {
    expect(planPriceLine(299, "week")).toBe("₹299 per week");
    expect(planPriceLine(999, "month")).toBe("₹999 per month");
    expect(planPriceLine(4999, "lifetime")).toBe("₹4,999 lifetime");
    expect(planPriceLine(0, "7-day trial")).toBe("Free 7-day trial");
  });
});
