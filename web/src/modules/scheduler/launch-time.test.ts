import { describe, expect, it } from "vitest";
import { instantOfIstLocal, istLocalMinute } from "@ria/api/rules/ist.rules.ts";
import { istLocalMinuteAfter, timeUntil } from "./launch-time";

describe("istLocalMinute", () => {
  it("gives the IST wall clock of an instant, to the minute", () => {
    expect(istLocalMinute(new Date("2026-11-21T13:00:59Z"))).toBe("2026-11-21T18:30");
  });

  it("crosses midnight in IST before UTC does", () => {
    expect(istLocalMinute(new Date("2026-11-21T18:45:00Z"))).toBe("2026-11-22T00:15");
  });

  it("adds minutes", () => {
    expect(istLocalMinuteAfter(new Date("2026-11-21T13:00:00Z"), 2)).toBe("2026-11-21T18:32");
  });
});

describe("instantOfIstLocal", () => {
  it("reads a datetime-local value as IST", () => {
    expect(instantOfIstLocal("2026-11-21T18:30")?.toISOString()).toBe("2026-11-21T13:00:00.000Z");
  });

  it("refuses what is not a real minute", () => {
    expect(instantOfIstLocal("2026-02-30T10:00")).toBeNull();
    expect(instantOfIstLocal("tomorrow")).toBeNull();
  });
});

describe("timeUntil", () => {
  const now = new Date("2026-11-21T13:00:00Z");
  it("counts minutes, hours and days", () => {
    expect(timeUntil("2026-11-21T13:03:00Z", now)).toBe("in 3 min");
    expect(timeUntil("2026-11-21T15:05:00Z", now)).toBe("in 2 h 5 min");
    expect(timeUntil("2026-11-21T15:00:00Z", now)).toBe("in 2 h");
    expect(timeUntil("2026-11-24T13:00:00Z", now)).toBe("in 3 days");
  });

  it("says due now once the time has come", () => {
    expect(timeUntil("2026-11-21T12:59:00Z", now)).toBe("due now");
  });
});
