import { describe, expect, it } from "vitest";
import { formatInr, planPriceLabel } from "./format-inr";

describe("formatInr", () => {
  it("formats rupees with Indian digit grouping and no paise", () => {
    expect(formatInr(2000)).toBe("₹2,000");
    expect(formatInr(98000)).toBe("₹98,000");
    expect(formatInr(150000)).toBe("₹1,50,000");
    expect(formatInr(7999.6)).toBe("₹8,000");
  });

  it("quotes a plan without a price as custom", () => {
    expect(planPriceLabel(null)).toBe("Custom");
    expect(planPriceLabel(8000)).toBe("₹8,000");
  });
});
