import { describe, expect, it } from "vitest";
import { settleClock } from "./follow-ups.ts";

const at = (iso: string) => new Date(`${iso}:00+05:30`);
const ist = (date: Date) => new Date(date.getTime() + 330 * 60_000).toISOString().slice(0, 16).replace("T", " ");

describe("a clock said without am or pm, read against the item it moves", () => {
  const retime = (first: string, second: string) =>
    ({ kind: "retime", at: at(first), orAt: at(second), dayGiven: false, clockGiven: true }) as const;

  it("takes the reading near the item's own time", () => {
    // "Varun wali meeting ko 7 baje kar do", the meeting at 6 pm.
    expect(ist((settleClock(at("2026-11-25T18:00"), retime("2026-11-25T07:00", "2026-11-25T19:00")) as { at: Date }).at)).toBe(
      "2026-11-25 19:00",
    );
    // "Change that to 8:15", the reminder at 9 am.
    expect(ist((settleClock(at("2026-11-25T09:00"), retime("2026-11-24T20:15", "2026-11-25T08:15")) as { at: Date }).at)).toBe(
      "2026-11-25 08:15",
    );
  });

  it("asks when neither reading is within three hours", () => {
    expect(settleClock(at("2026-11-25T11:00"), retime("2026-11-25T07:00", "2026-11-25T19:00"))).toBeNull();
  });

  it("takes the other half of a clock its usual reading settled when that half is near, else keeps the usual one", () => {
    const usual = (first: string, second: string) => ({ ...retime(first, second), usual: true }) as const;
    // "Can we do 9:15 instead?" for a dinner at 8:30 pm.
    expect(ist((settleClock(at("2026-11-28T20:30"), usual("2026-11-25T09:15", "2026-11-25T21:15")) as { at: Date }).at)).toBe(
      "2026-11-25 21:15",
    );
    // "Move it to 4" for a reminder at 9 am: neither is near, and 4 is usually the afternoon.
    expect(ist((settleClock(at("2026-11-25T09:00"), usual("2026-11-25T16:00", "2026-11-25T04:00")) as { at: Date }).at)).toBe(
      "2026-11-25 16:00",
    );
  });

  it("leaves a clock that needs no choosing as it is", () => {
    const change = { kind: "retime", at: at("2026-11-25T19:00"), dayGiven: false, clockGiven: true } as const;
    expect(settleClock(at("2026-11-25T18:00"), change)).toBe(change);
  });
});
