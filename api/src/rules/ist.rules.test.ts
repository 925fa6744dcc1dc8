import { describe, expect, it } from "vitest";
import { daysInMonth, formatIst, formatIstTime, fromIst, istDayStart, istParts, toIstIso } from "./ist.rules.ts";

describe("IST helpers", () => {
  it("formats an instant as Ria says it", () => {
    expect(formatIst(new Date("2026-11-22T11:30:00Z"))).toBe("Sun, 22 Nov, 5:00 pm");
    expect(formatIst(new Date("2026-11-22T17:00:00+05:30"))).toBe("Sun, 22 Nov, 5:00 pm");
    expect(formatIst(new Date("2026-11-21T18:30:00Z"))).toBe("Sun, 22 Nov, 12:00 am");
    expect(formatIstTime(new Date("2026-11-22T06:30:00Z"))).toBe("12:00 pm");
    expect(formatIstTime(new Date("2026-11-22T04:05:00Z"))).toBe("9:35 am");
  });

  it("gives ISO 8601 with the +05:30 offset", () => {
    expect(toIstIso(new Date("2026-11-22T11:30:00Z"))).toBe("2026-11-22T17:00:00+05:30");
    expect(toIstIso(new Date("2026-12-31T20:00:00Z"))).toBe("2027-01-01T01:30:00+05:30");
    // Round trip: the string parses back to the same instant.
    const at = new Date("2026-03-09T23:59:00Z");
    expect(new Date(toIstIso(at)).getTime()).toBe(at.getTime());
  });

  it("builds instants from IST wall-clock parts, rolling over like Date.UTC", () => {
    expect(fromIst(2026, 11, 22, 17, 0).toISOString()).toBe("2026-11-22T11:30:00.000Z");
    expect(fromIst(2026, 11, 31, 9).toISOString()).toBe("2026-12-01T03:30:00.000Z");
    expect(istParts(fromIst(2026, 11, 21, 10))).toMatchObject({ year: 2026, month: 11, day: 21, hour: 10, weekday: 6 });
  });

  it("finds IST midnight, not UTC midnight", () => {
    // 02:00 IST on the 22nd is still the 21st in UTC.
    expect(toIstIso(istDayStart(new Date("2026-11-22T02:00:00+05:30")))).toBe("2026-11-22T00:00:00+05:30");
    expect(toIstIso(istDayStart(new Date("2026-11-22T02:00:00+05:30"), 1))).toBe("2026-11-23T00:00:00+05:30");
  });

  it("knows leap years", () => {
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2027, 2)).toBe(28);
    expect(daysInMonth(2026, 11)).toBe(30);
  });
});
