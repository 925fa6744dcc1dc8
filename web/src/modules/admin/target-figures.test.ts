import { describe, expect, it } from "vitest";
import { launchDayLabel, targetHint, targetValue } from "./target-figures";

describe("target figures", () => {
  it("shows the target with Indian grouping, or Not set", () => {
    expect(targetValue(150000)).toBe("1,50,000");
    expect(targetValue(null)).toBe("Not set");
  });

  it("says how many pilots the target still asks for, not the submissions again", () => {
    expect(targetHint(250, 1)).toBe("249 more pilots to go");
    expect(targetHint(1200, 1199)).toBe("1 more pilot to go");
    expect(targetHint(3, 4)).toBe("Target reached");
    expect(targetHint(null, 2)).toBe("Set one under Active Deployments");
  });

  it("reads the launch day in IST with its countdown, past days included", () => {
    const now = new Date("2026-11-25T20:00:00Z"); // already 26 Nov in IST
    expect(launchDayLabel("2026-12-06", now)).toBe("Sun, 6 Dec 2026 (in 10 days)");
    expect(launchDayLabel("2025-03-31", now)).toBe("Mon, 31 Mar 2025 (passed 605 days ago)");
    expect(launchDayLabel(null, now)).toBe("Not set");
  });
});
