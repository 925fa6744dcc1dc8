import { describe, expect, it } from "vitest";
import { usagePercent, usageText, usageTone } from "./usage-format";

describe("usage figures", () => {
  it("reads a limited allowance", () => {
    expect(usagePercent(4, 5)).toBe(80);
    expect(usageText(4, 5)).toBe("4 of 5");
    expect(usagePercent(9, 5)).toBe(100);
  });

  it("reads an unlimited allowance", () => {
    expect(usagePercent(1200, -1)).toBeNull();
    expect(usageText(1200, -1)).toBe("1,200 used · Unlimited");
  });

  it("warns from 80% and marks a full allowance", () => {
    expect([null, 79, 80, 100].map(usageTone)).toEqual(["healthy", "healthy", "warning", "error"]);
  });
});
