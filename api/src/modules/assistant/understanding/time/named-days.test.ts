import { describe, expect, it } from "vitest";
import { resolveWhen } from "./when.ts";

// A frozen clock: Tuesday 24 November 2026, 10:00 IST.
const NOW = new Date("2026-11-24T10:00:00+05:30");
const ist = (at: Date | undefined) => (at ? new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 16).replace("T", " ") : undefined);

describe("days said by name and dates said with a clock", () => {
  it.each([
    ["new year's eve at 11 pm", "2026-12-31 23:00"],
    ["Christmas ke din shaam 7 baje", "2026-12-25 19:00"],
    ["on republic day at 10 am", "2027-01-26 10:00"], // already past this year
    ["Diwali wale din subah 8 baje", "2027-10-29 08:00"],
    ["3 December ko dopahar 2 baje", "2026-12-03 14:00"], // "3 December 2" is no year 2002
    ["12th dec 9:30", "2026-12-12 09:30"],
    ["27 ko shaam 5 baje", "2026-11-27 17:00"], // a bare number with "ko" is the day of the month
    ["4/12 ko 11 baje", "2026-12-04 11:00"],
  ])("%s is %s", (phrase, expected) => {
    expect(ist(resolveWhen(phrase, NOW).at)).toBe(expected);
  });
});
