import { describe, expect, it } from "vitest";
import { achievementProgress, drawBubble, drawSpinPrize, newlyReached, SPIN_PRIZES, spinCooldownLeft } from "./game.rules.ts";
import { seededRng } from "./rewards.rules.ts";

describe("spin wheel", () => {
  it("draws the spec's odds: chi-square over 100,000 draws (fixed seed) is under the 0.1% critical value", () => {
    const rng = seededRng(20261124);
    const counts = new Map<number, number>(SPIN_PRIZES.map((prize) => [prize.value, 0]));
    const draws = 100_000;
    for (let i = 0; i < draws; i++) {
      const prize = drawSpinPrize(rng);
      counts.set(prize, counts.get(prize)! + 1);
    }
    const chiSquare = SPIN_PRIZES.reduce((sum, { value, weight }) => {
      const expected = (draws * weight) / 100;
      return sum + (counts.get(value)! - expected) ** 2 / expected;
    }, 0);
    expect(counts.size).toBe(6);
    // 5 degrees of freedom: 20.52 at p = 0.001.
    expect(chiSquare).toBeLessThan(20.52);
  });
  it("maps the edges of the random range to the first and last prize", () => {
    expect(drawSpinPrize(() => 0)).toBe(5);
    expect(drawSpinPrize(() => 0.9999999)).toBe(250);
    expect(drawSpinPrize(() => 0.3)).toBe(10);
  });
  it("locks for 900 s after a spin", () => {
    const spun = new Date("2026-11-24T00:00:00Z");
    expect(spinCooldownLeft(null, spun)).toBe(0);
    expect(spinCooldownLeft(spun, new Date(spun.getTime() + 1000))).toBe(899);
    expect(spinCooldownLeft(spun, new Date(spun.getTime() + 900_000))).toBe(0);
    expect(spinCooldownLeft(spun, new Date(spun.getTime() - 60_000))).toBe(900);
  });
});

describe("bubbles", () => {
  it("draws only the spec's values, with a position inside the play area", () => {
    const rng = seededRng(7);
    for (let i = 0; i < 1000; i++) {
      const bubble = drawBubble(rng);
      expect([25, 50, 15, 35]).toContain(bubble.value);
      expect(bubble.x).toBeGreaterThanOrEqual(5);
      expect(bubble.x).toBeLessThanOrEqual(90);
    }
  });
});

describe("achievements", () => {
  const stats = { visits: 1, timeSpent: 300, bubblesCaught: 10, streak: 7, balance: 450 };
  it("measures progress up to each target", () => {
    const progress = Object.fromEntries(achievementProgress(stats).map((a) => [a.id, [a.progress, a.max, a.reached]]));
    expect(progress).toEqual({
      "first-visit": [1, 1, true],
      "time-master": [300, 600, false],
      "bubble-hunter": [10, 10, true],
      "streak-warrior": [7, 7, true],
      "level-master": [5, 5, true],
    });
  });
  it("pays each once: already unlocked ones are not reached again", () => {
    expect(newlyReached(stats, new Set(["first-visit", "bubble-hunter"])).map((a) => [a.id, a.reward])).toEqual([
      ["streak-warrior", 500],
      ["level-master", 300],
    ]);
  });
});
