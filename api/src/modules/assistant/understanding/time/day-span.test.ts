import { describe, expect, it } from "vitest";
import { resolveWhen } from "./when.ts";

// A frozen clock: Tuesday 24 November 2026, 10:00 IST.
const NOW = new Date("2026-11-24T10:00:00+05:30");
const ist = (at: Date | undefined) => (at ? new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 16).replace("T", " ") : undefined);
const span = (phrase: string) => {
  const days = resolveWhen(phrase, NOW).days;
  return days ? [ist(days.from), ist(days.to)] : null;
};

describe("two days joined are a run of days, both included", () => {
  it.each([
    ["parso aur kal", null], // not in order: no run
    ["kal aur parso", ["2026-11-25 00:00", "2026-11-27 00:00"]],
    ["tomorrow and the day after", ["2026-11-25 00:00", "2026-11-27 00:00"]],
    ["Wednesday se Friday tak", ["2026-11-25 00:00", "2026-11-28 00:00"]],
    ["from today until thursday", ["2026-11-24 00:00", "2026-11-27 00:00"]],
    ["saturday to tuesday", ["2026-11-28 00:00", "2026-12-02 00:00"]], // the second read on from the first
    ["between 1st and 3rd December", ["2026-12-01 00:00", "2026-12-04 00:00"]],
  ])("%s", (phrase, expected) => {
    expect(span(phrase)).toEqual(expected);
  });

  it("keeps a clock time on one day", () => {
    expect(resolveWhen("thursday and friday at 10 am", NOW).days).toBeUndefined();
  });
});
