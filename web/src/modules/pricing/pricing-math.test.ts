import { describe, expect, it } from "vitest";
import { annualSavings, formatInr, yearlyMonthlyPrice } from "./pricing-math";

describe("pricing math (spec section 9)", () => {
  it("takes 20% off for yearly billing, rounded", () => {
    expect(yearlyMonthlyPrice(999)).toBe(799);
    expect(yearlyMonthlyPrice(4999)).toBe(3999);
    expect(yearlyMonthlyPrice(1000)).toBe(800);
  });

  it("saves monthly × 0.2 × 12 a year", () => {
    expect(annualSavings(999)).toBe(2398);
    expect(annualSavings(4999)).toBe(11998);
    expect(annualSavings(1000)).toBe(2400);
  });

  it("shows rupees with Indian grouping and no paise", () => {
    expect(formatInr(999)).toBe("₹999");
    expect(formatInr(4999)).toBe("₹4,999");
    expect(formatInr(119988)).toBe("₹1,19,988");
  });
});
