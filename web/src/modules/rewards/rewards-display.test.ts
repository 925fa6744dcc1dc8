import { describe, expect, it } from "vitest";
import { secondsUntil, sectionStatus, sessionClocks, streakLabel } from "./rewards-display";

describe("rewards display", () => {
  it("words the streak in days", () => {
    expect([0, 1, 7].map(streakLabel)).toEqual(["0 days", "1 day", "7 days"]);
  });

  it("shows each section unlocked, or locked with the Riko it opens at", () => {
    expect(sectionStatus(0, true)).toBe("Unlocked");
    expect([1, 2, 3].map((index) => sectionStatus(index, false))).toEqual([
      "Locked · unlocks at 50 Riko",
      "Locked · unlocks at 100 Riko",
      "Locked · unlocks at 150 Riko",
    ]);
  });

  it("counts down whole seconds, rounding up, and stops at zero", () => {
    expect(secondsUntil(900_000, 0)).toBe(900);
    expect(secondsUntil(1_500, 1_000)).toBe(1);
    expect(secondsUntil(1_000, 1_000)).toBe(0);
    expect(secondsUntil(1_000, 5_000)).toBe(0);
  });

  it("moves the session clocks on between answers as m:ss, the reward countdown stopping at 0:00", () => {
    expect(sessionClocks(0, 600, 0)).toEqual({ session: "0:00", nextReward: "10:00" });
    expect(sessionClocks(570, 30, 25)).toEqual({ session: "9:55", nextReward: "0:05" });
    expect(sessionClocks(570, 30, 45)).toEqual({ session: "10:15", nextReward: "0:00" });
  });
});
