import { describe, expect, it } from "vitest";
import { describeBucket, formatUptime, uptimeRatio, uptimeTone } from "./uptime";

describe("uptimeTone", () => {
  it("is grey when nothing was checked", () => {
    expect(uptimeTone({ checks: 0, healthyChecks: 0 })).toBe("none");
  });

  it("is full green when every check was healthy", () => {
    expect(uptimeTone({ checks: 120, healthyChecks: 120 })).toBe("full");
  });

  it("is light green for a blip (90% or more)", () => {
    expect(uptimeTone({ checks: 10, healthyChecks: 9 })).toBe("minor");
    expect(uptimeTone({ checks: 120, healthyChecks: 119 })).toBe("minor");
  });

  it("is amber when between half and 90% of checks were healthy", () => {
    expect(uptimeTone({ checks: 10, healthyChecks: 8 })).toBe("major");
    expect(uptimeTone({ checks: 10, healthyChecks: 5 })).toBe("major");
  });

  it("is red when fewer than half were healthy", () => {
    expect(uptimeTone({ checks: 10, healthyChecks: 4 })).toBe("outage");
    expect(uptimeTone({ checks: 3, healthyChecks: 0 })).toBe("outage");
  });
});

describe("uptimeRatio", () => {
  it("is null without checks and clamped otherwise", () => {
    expect(uptimeRatio({ checks: 0, healthyChecks: 0 })).toBeNull();
    expect(uptimeRatio({ checks: 4, healthyChecks: 3 })).toBe(0.75);
    expect(uptimeRatio({ checks: 2, healthyChecks: 5 })).toBe(1);
  });
});

describe("formatUptime", () => {
  it("shows one decimal unless whole, and a dash when unmeasured", () => {
    expect(formatUptime(100)).toBe("100%");
    expect(formatUptime(99.46)).toBe("99.5%");
    expect(formatUptime(null)).toBe("—");
  });
});

describe("describeBucket", () => {
  it("labels an hour with its IST range and counts", () => {
    expect(describeBucket("hour", { start: "2026-11-21T13:00:00.000Z", checks: 4, healthyChecks: 3 })).toBe(
      "21 Nov, 6:30 pm – 7:30 pm IST: 75% healthy (3 of 4 checks)",
    );
  });

  it("labels an empty day", () => {
    expect(describeBucket("day", { start: "2026-11-21", checks: 0, healthyChecks: 0 })).toBe("Sat, 21 Nov 2026: no checks");
  });
});
