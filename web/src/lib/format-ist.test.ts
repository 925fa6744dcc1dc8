import { describe, expect, it } from "vitest";
import { formatIstDateTime, formatIstDay, formatIstHourRange, formatIstTime, formatNumber } from "./format-ist";

describe("IST formatting", () => {
  it("shows a UTC instant in IST", () => {
    expect(formatIstTime("2026-11-21T13:24:17.236Z")).toBe("6:54:17 pm IST");
  });

  it("shows date and time for events", () => {
    expect(formatIstDateTime("2026-11-21T20:00:00Z")).toBe("22 Nov, 1:30 am IST");
  });

  it("shows an hour bucket as an IST range", () => {
    expect(formatIstHourRange("2026-11-21T13:00:00.000Z")).toBe("21 Nov, 6:30 pm – 7:30 pm IST");
  });

  it("shows an IST day", () => {
    expect(formatIstDay("2026-11-21")).toBe("Sat, 21 Nov 2026");
  });

  it("groups digits the Indian way", () => {
    expect(formatNumber(1234567)).toBe("12,34,567");
  });
});
