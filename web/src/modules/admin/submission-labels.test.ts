import { describe, expect, it } from "vitest";
import { formatSubmittedAt, planLabel, planTone, telHref, urgencyTimeframe, urgencyTone } from "./submission-labels";

describe("urgency", () => {
  it("makes Critical and High stand out", () => {
    expect(urgencyTone("Critical")).toBe("danger");
    expect(urgencyTone("High")).toBe("warning");
    expect(urgencyTone("Medium")).toBe("info");
    expect(urgencyTone("Low")).toBe("neutral");
    expect(urgencyTone("%future added value")).toBe("neutral");
  });

  it("explains each urgency with the spec's timeframes", () => {
    expect(["Critical", "High", "Medium", "Low"].map(urgencyTimeframe)).toEqual([
      "This week",
      "Within 1 week",
      "Within 1 month",
      "Just exploring",
    ]);
    expect(urgencyTimeframe("Someday")).toBe("");
  });
});

describe("plans", () => {
  it("labels known plans and shows anything else as Other", () => {
    expect(planLabel("Enterprise")).toBe("Enterprise");
    expect(planLabel("%future added value")).toBe("Other");
    expect(planTone("Elite")).toBe("info");
    expect(planTone("Starter")).toBe("neutral");
  });
});

describe("formatSubmittedAt", () => {
  it("shows the IST date and time with the year", () => {
    expect(formatSubmittedAt("2026-11-21T13:54:00.000Z")).toBe("21 Nov 2026, 7:24 pm IST");
  });

  it("moves to the next IST day after 18:30 UTC", () => {
    expect(formatSubmittedAt("2026-12-31T18:45:00.000Z")).toBe("1 Jan 2027, 12:15 am IST");
  });
});

describe("telHref", () => {
  it("keeps the leading plus and the digits only", () => {
    expect(telHref("+91 98765 43210")).toBe("tel:+919876543210");
    expect(telHref("(022) 4000-1234")).toBe("tel:02240001234");
    expect(telHref("98+765")).toBe("tel:98765");
  });
});
