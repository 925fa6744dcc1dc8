import { describe, expect, it } from "vitest";
import { formatCount, formatDuration, rangeFromSearch } from "./analytics-format";

describe("analytics formatting", () => {
  it("reads durations in the unit people use", () => {
    expect(formatDuration(null)).toBe("—");
    expect(formatDuration(850)).toBe("850 ms");
    expect(formatDuration(12_400)).toBe("12.4 s");
    expect(formatDuration(192_000)).toBe("3.2 min");
  });

  it("groups digits the Indian way and defaults the range to 30 days", () => {
    expect(formatCount(123456)).toBe("1,23,456");
    expect(rangeFromSearch("7").value).toBe("LAST_7_DAYS");
    expect(rangeFromSearch("12").value).toBe("LAST_30_DAYS");
  });
});
