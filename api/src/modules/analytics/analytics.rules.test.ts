import { describe, expect, it } from "vitest";
import { countByDay, distinctByDay, istDay, istDayRange, percentages, percentile, ratioPercent } from "./analytics.rules.ts";

describe("IST days", () => {
  it("puts 19:00 UTC in the next IST day", () => {
    expect(istDay(new Date("2026-11-23T18:29:59Z"))).toBe("2026-11-23");
    expect(istDay(new Date("2026-11-23T18:30:00Z"))).toBe("2026-11-24");
  });

  it("lists the last N IST days ending today, starting at IST midnight", () => {
    const { days, since } = istDayRange(new Date("2026-11-24T01:00:00Z"), 7);
    expect(days).toEqual(["2026-11-18", "2026-11-19", "2026-11-20", "2026-11-21", "2026-11-22", "2026-11-23", "2026-11-24"]);
    expect(since.toISOString()).toBe("2026-11-17T18:30:00.000Z");
  });

  it("counts per day and distinct keys per day", () => {
    const days = ["2026-11-23", "2026-11-24"];
    expect(
      countByDay(days, [new Date("2026-11-23T10:00:00Z"), new Date("2026-11-23T20:00:00Z"), new Date("2026-10-01T00:00:00Z")]),
    ).toEqual([
      { day: "2026-11-23", value: 1 },
      { day: "2026-11-24", value: 1 },
    ]);
    const reach = distinctByDay(days, [
      { key: "a", at: new Date("2026-11-23T05:00:00Z") },
      { key: "a", at: new Date("2026-11-23T06:00:00Z") },
      { key: "b", at: new Date("2026-11-24T05:00:00Z") },
      { key: "a", at: new Date("2026-11-24T06:00:00Z") },
    ]);
    expect(reach).toEqual({
      total: 2,
      daily: [
        { day: "2026-11-23", value: 1 },
        { day: "2026-11-24", value: 2 },
      ],
    });
  });
});

describe("figures", () => {
  it("takes nearest-rank percentiles", () => {
    expect(percentile([], 50)).toBeNull();
    expect(percentile([300, 100, 200], 50)).toBe(200);
    expect(
      percentile(
        Array.from({ length: 20 }, (_, i) => i + 1),
        95,
      ),
    ).toBe(19);
  });

  it("splits into whole percentages that add up to 100", () => {
    expect(percentages([1, 1, 1])).toEqual([34, 33, 33]);
    expect(percentages([13, 5, 2])).toEqual([65, 25, 10]);
    expect(percentages([0, 0])).toEqual([0, 0]);
  });

  it("gives no ratio when nothing was measured", () => {
    expect(ratioPercent(0, 0)).toBeNull();
    expect(ratioPercent(47, 50)).toBe(94);
  });
});
