import { describe, expect, it } from "vitest";
import { displayNameSchema, defaultDisplayName } from "./display-name.rules.ts";
import {
  creditFor, formatMinSec, istDay, levelOf, milestonesCrossed, nextRewardIn, nextStreak, rikoForTime, sectionsUnlocked, seededRng, weekStart,
} from "./rewards.rules.ts";

describe("levels and sections", () => {
  it.each([[0, 1], [99, 1], [100, 2], [250, 3], [-5, 1]])("%i Riko is level %i", (riko, level) => expect(levelOf(riko)).toBe(level));
  it("unlocks sections at 50, 100 and 150, the first always", () => {
    expect(sectionsUnlocked(0)).toEqual([true, false, false, false]);
    expect(sectionsUnlocked(100)).toEqual([true, true, true, false]);
    expect(sectionsUnlocked(150)).toEqual([true, true, true, true]);
  });
});

describe("streak on IST days", () => {
  it("changes day at IST midnight, not UTC midnight", () => {
    expect(istDay(new Date("2026-11-23T18:29:59Z"))).toBe("2026-11-23");
    expect(istDay(new Date("2026-11-23T18:30:00Z"))).toBe("2026-11-24");
  });
  it("keeps the streak on the same day", () => expect(nextStreak("2026-11-24", 3, "2026-11-24")).toEqual({ streak: 3, bonus: 0 }));
  it("adds one and pays 10 x the previous streak the next day", () => {
    const before = istDay(new Date("2026-11-23T18:29:00Z"));
    const after = istDay(new Date("2026-11-23T18:31:00Z"));
    expect(nextStreak(before, 3, after)).toEqual({ streak: 4, bonus: 30 });
  });
  it("crosses month and year ends", () => expect(nextStreak("2026-12-31", 1, "2027-01-01")).toEqual({ streak: 2, bonus: 10 }));
  it("resets to 1 after a gap, and starts at 1", () => {
    expect(nextStreak("2026-11-20", 6, "2026-11-24")).toEqual({ streak: 1, bonus: 0 });
    expect(nextStreak(null, 0, "2026-11-24")).toEqual({ streak: 1, bonus: 0 });
  });
  it("starts the week on Monday 00:00 IST", () => {
    expect(weekStart(new Date("2026-11-24T10:00:00Z")).toISOString()).toBe("2026-11-22T18:30:00.000Z");
    expect(weekStart(new Date("2026-11-22T18:29:00Z")).toISOString()).toBe("2026-11-15T18:30:00.000Z");
    expect(weekStart(new Date("2026-11-22T18:30:00Z")).toISOString()).toBe("2026-11-22T18:30:00.000Z");
  });
});

describe("time credit", () => {
  const at = (seconds: number) => new Date(Date.UTC(2026, 10, 24) + seconds * 1000);
  it("credits the real time since the last beat, capped at 75 s", () => {
    expect(creditFor(at(0), at(30))).toEqual({ seconds: 30, newSession: false });
    expect(creditFor(at(0), at(200))).toEqual({ seconds: 75, newSession: false });
  });
  it("credits nothing for a first beat, a clock that went back, or after an idle gap", () => {
    expect(creditFor(null, at(0))).toEqual({ seconds: 0, newSession: true });
    expect(creditFor(at(100), at(40))).toEqual({ seconds: 0, newSession: false });
    expect(creditFor(at(0), at(601))).toEqual({ seconds: 0, newSession: true });
  });
  it("pays 1 Riko per whole minute crossed", () => {
    expect(rikoForTime(50, 70)).toBe(1);
    expect(rikoForTime(0, 59)).toBe(0);
    expect(rikoForTime(110, 185)).toBe(2);
  });
  it("pays milestones at 600, 1200, 1800 and 3600 s: 5 x the 600 s blocks", () => {
    expect(milestonesCrossed(590, 620)).toEqual([{ at: 600, bonus: 5 }]);
    expect(milestonesCrossed(1790, 1800)).toEqual([{ at: 1800, bonus: 15 }]);
    expect(milestonesCrossed(3599, 3600)).toEqual([{ at: 3600, bonus: 30 }]);
    expect(milestonesCrossed(2400, 3000)).toEqual([]);
  });
  it("counts down to the next reward every 600 s", () => {
    expect(nextRewardIn(0)).toBe(600);
    expect(nextRewardIn(599)).toBe(1);
    expect(nextRewardIn(600)).toBe(600);
  });
  it("formats m:ss", () => {
    expect(formatMinSec(0)).toBe("0:00");
    expect(formatMinSec(899)).toBe("14:59");
    expect(formatMinSec(3725)).toBe("62:05");
  });
});

describe("display names", () => {
  it("accepts 2-24 characters, trimmed", () => expect(displayNameSchema.parse("  Priya  S ")).toBe("Priya S"));
  it.each([
    ["a", "Display name must be at least 2 characters"],
    ["x".repeat(25), "Display name must be at most 24 characters"],
    ["ceo@corp.in", "Display name cannot be an email address"],
    ["<script>", "Display name may use letters, digits, spaces and . _ -"],
  ])("refuses %j", (name, message) => {
    const result = displayNameSchema.safeParse(name);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
  it("defaults to Guest and 4 digits", () => {
    expect(defaultDisplayName(() => 0.0042)).toBe("Guest0042");
    expect(defaultDisplayName(seededRng(1))).toMatch(/^Guest\d{4}$/);
  });
});
