import { describe, expect, it } from "vitest";
import { launchDayLabel, reachedHint, targetValue } from "./target-figures";

describe("target figures", () => {
  it("shows the target with Indian grouping, or Not set", () => {
    expect(targetValue(150000)).toBe("1,50,000");
    expect(targetValue(null)).toBe("Not set");
  });

  it("counts the executives reached", () => {
    expect(reachedHint(1)).toBe("1 executive reached");
    expect(reachedHint(1200)).toBe("1,200 executives reached");
  });

  it("reads the launch day in IST with its countdown, past days included", () => {
    const now = new Date("2026-11-25T20:00:00Z"); // already 26 Nov in IST
    expect(launchDayLabel("2026-12-06", now)).toBe("Sun, 6 Dec 2026 (in 10 days)");
    expect(launchDayLabel("2025-03-31", now)).toBe("Mon, 31 Mar 2025 (passed 605 days ago)");
    expect(launchDayLabel(null, now)).toBe("Not set");
  });
});
