import { describe, expect, it } from "vitest";
import { daysUntil, expiryMessage, expiryToWarnAbout, formatBriefTime, formatEndDate, greetingFor } from "./client-dates";

const NOW = new Date("2026-11-21T06:30:00Z"); // 12:00 IST

describe("plan expiry", () => {
  it("counts whole days left, rounding up", () => {
    expect(daysUntil("2026-11-24T06:30:00Z", NOW)).toBe(3);
    expect(daysUntil("2026-11-21T10:00:00Z", NOW)).toBe(1);
    expect(daysUntil("2026-11-20T06:30:00Z", NOW)).toBe(-1);
  });

  it("warns at 7 days or fewer, about the earlier of the two dates", () => {
    expect(expiryToWarnAbout(null, null, NOW)).toBeNull();
    expect(expiryToWarnAbout("2026-11-29T06:30:00Z", null, NOW)).toBeNull();
    expect(expiryToWarnAbout("2026-11-28T06:30:00Z", null, NOW)).toEqual({ ends: "2026-11-28T06:30:00Z", days: 7 });
    expect(expiryToWarnAbout("2026-12-30T00:00:00Z", "2026-11-23T06:30:00Z", NOW)?.days).toBe(2);
  });

  it("words the warning", () => {
    expect(expiryMessage("Demo", 3)).toBe("Your Demo plan ends in 3 days.");
    expect(expiryMessage("Demo", 1)).toBe("Your Demo plan ends in 1 day.");
    expect(expiryMessage("Demo", 0)).toBe("Your Demo plan ends today.");
    expect(expiryMessage("Demo", -2)).toBe("Your Demo plan has ended.");
    expect(formatEndDate("2026-11-24T06:30:00Z")).toBe("Tue, 24 Nov 2026");
  });
});

describe("Ria's message", () => {
  it("greets by the hour in IST", () => {
    expect(greetingFor(new Date("2026-11-21T02:00:00Z"))).toBe("Good morning");
    expect(greetingFor(NOW)).toBe("Good afternoon");
    expect(greetingFor(new Date("2026-11-21T13:00:00Z"))).toBe("Good evening");
  });

  it("reads the brief time", () => {
    expect(formatBriefTime("08:00")).toBe("8:00 am");
    expect(formatBriefTime("18:30")).toBe("6:30 pm");
    expect(formatBriefTime("00:05")).toBe("12:05 am");
    expect(formatBriefTime("07:45")).toBe("7:45 am");
    expect(formatBriefTime("12:30")).toBe("12:30 pm");
    expect(formatBriefTime("23:59")).toBe("11:59 pm");
  });
});
