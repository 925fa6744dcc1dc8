import { describe, expect, it } from "vitest";
import {
  checkLaunchTarget,
  launchCountdown,
  launchProgressPercent,
  launchTargetSchema,
  LAUNCH_TARGET_MESSAGES,
} from "./launch-target.rules.ts";

const TODAY = "2026-11-25";
const parse = (input: unknown) => launchTargetSchema(TODAY).safeParse(input);
// The first message per field, as the server and the form show it.
const messagesOf = (input: unknown) => {
  const checked = checkLaunchTarget(input, TODAY);
  return checked.ok ? {} : checked.errors;
};

describe("launchTargetSchema", () => {
  it("accepts a whole target and a day from today on, reading a form's text", () => {
    expect(parse({ targetCxos: "250", launchDay: " 2027-03-31 " }).data).toEqual({ targetCxos: 250, launchDay: "2027-03-31" });
    expect(parse({ targetCxos: 1, launchDay: TODAY }).success).toBe(true);
    expect(parse({ targetCxos: 100_000, launchDay: "2036-11-25" }).success).toBe(true);
  });

  it("refuses a target that is not a whole number from 1 to 1,00,000", () => {
    for (const targetCxos of ["", "abc", 0, -5, 2.5, 100_001, null]) {
      expect(messagesOf({ targetCxos, launchDay: "2027-01-01" })).toEqual({ targetCxos: LAUNCH_TARGET_MESSAGES.targetCxos });
    }
  });

  it("refuses a launch day that is not a real date, is past, or is more than 10 years away", () => {
    for (const launchDay of ["", "31/03/2027", "2027-02-30", 20270331]) {
      expect(messagesOf({ targetCxos: 10, launchDay }).launchDay).toBe(LAUNCH_TARGET_MESSAGES.launchDay);
    }
    expect(messagesOf({ targetCxos: 10, launchDay: "2026-11-24" })).toEqual({ launchDay: "Choose a launch date from today onwards" });
    expect(messagesOf({ targetCxos: 10, launchDay: "2036-11-26" })).toEqual({ launchDay: "Choose a launch date within the next 10 years" });
  });
});

describe("checkLaunchTarget", () => {
  it("gives the form the target to save, or the first message per field", () => {
    expect(checkLaunchTarget({ targetCxos: "12", launchDay: "2027-01-01" }, TODAY)).toEqual({
      ok: true,
      target: { targetCxos: 12, launchDay: "2027-01-01" },
    });
    expect(checkLaunchTarget({ targetCxos: "", launchDay: "" }, TODAY)).toEqual({
      ok: false,
      errors: { targetCxos: LAUNCH_TARGET_MESSAGES.targetCxos, launchDay: LAUNCH_TARGET_MESSAGES.launchDay },
    });
  });
});

describe("launchProgressPercent", () => {
  it("is the share of the target running a pilot, rounded down and capped at 100", () => {
    expect(launchProgressPercent(1, 3)).toBe(33);
    expect(launchProgressPercent(0, 50)).toBe(0);
    expect(launchProgressPercent(80, 50)).toBe(100);
  });

  it("is unknown without a target", () => {
    expect(launchProgressPercent(4, null)).toBeNull();
  });
});

describe("launchCountdown", () => {
  it("says how far off the launch day is, or how long ago it passed", () => {
    expect(launchCountdown("2026-12-05", TODAY)).toBe("in 10 days");
    expect(launchCountdown("2026-11-26", TODAY)).toBe("tomorrow");
    expect(launchCountdown(TODAY, TODAY)).toBe("today");
    expect(launchCountdown("2026-11-24", TODAY)).toBe("passed yesterday");
    expect(launchCountdown("2025-03-31", TODAY)).toBe("passed 604 days ago");
  });
});
