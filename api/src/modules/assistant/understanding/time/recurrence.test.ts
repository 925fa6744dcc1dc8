import { describe, expect, it } from "vitest";
import { firstOccurrence, occurrences, occurrencesBetween, readRepeat, ruleInWords, ruleText } from "./recurrence.ts";

const NOW = new Date("2026-11-24T10:00:00+05:30"); // a Tuesday
const ist = (at: Date | undefined) => (at ? new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 16).replace("T", " ") : undefined);

describe("repetitions as RFC 5545 rules", () => {
  it.each([
    ["every weekday", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"],
    ["every Monday and Thursday", "FREQ=WEEKLY;BYDAY=MO,TH"],
    ["every second Tuesday", "FREQ=WEEKLY;BYDAY=TU;INTERVAL=2"],
    ["har doosre Wednesday", "FREQ=WEEKLY;BYDAY=WE;INTERVAL=2"],
    ["har somvaar", "FREQ=WEEKLY;BYDAY=MO"],
    ["har mahine ki 1 tarikh", "FREQ=MONTHLY;BYMONTHDAY=1"],
    ["on the 15th of every month", "FREQ=MONTHLY;BYMONTHDAY=15"],
    ["first Monday of every month", "FREQ=MONTHLY;BYDAY=+1MO"],
    ["every last Friday of the month", "FREQ=MONTHLY;BYDAY=-1FR"],
    ["har subah", "FREQ=DAILY"],
    ["rozana", "FREQ=DAILY"],
    ["every other day", "FREQ=DAILY;INTERVAL=2"],
    ["har mahine ke pehle Monday ko", "FREQ=MONTHLY;BYDAY=+1MO"],
    ["har mahine ki aakhri Friday", "FREQ=MONTHLY;BYDAY=-1FR"],
    ["har 15 din mein Friday ko", "FREQ=WEEKLY;BYDAY=FR;INTERVAL=2"],
    ["every other tuesday at eleven no wait every other thursday at eleven", "FREQ=WEEKLY;BYDAY=TH;INTERVAL=2"],
  ])("%s is %s", (phrase, rule) => {
    expect(ruleText(readRepeat(phrase, NOW)!)).toBe(rule);
  });

  it("keeps the part of the day a repetition names", () => {
    expect(readRepeat("har subah")?.period).toBe("morning");
    expect(readRepeat("every evening")?.period).toBe("evening");
  });

  it("is null for words that are not a repetition", () => {
    expect(readRepeat("tomorrow at 5")).toBeNull();
  });

  it("finds the first occurrence from now, at the wall-clock time", () => {
    expect(ist(firstOccurrence("FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", { hour: 9, minute: 0 }, NOW, NOW))).toBe("2026-11-25 09:00");
    expect(ist(firstOccurrence("FREQ=DAILY", { hour: 18, minute: 0 }, NOW, NOW))).toBe("2026-11-24 18:00");
    expect(ist(firstOccurrence("FREQ=MONTHLY;BYMONTHDAY=1", { hour: 10, minute: 0 }, NOW, NOW))).toBe("2026-12-01 10:00");
  });

  it("keeps the cycle of every other week from its anchor, and leaves skipped occurrences out", () => {
    const anchor = new Date("2026-11-24T11:00:00+05:30");
    expect(occurrences("FREQ=WEEKLY;BYDAY=TU;INTERVAL=2", anchor, NOW, 3).map(ist)).toEqual([
      "2026-11-24 11:00",
      "2026-12-08 11:00",
      "2026-12-22 11:00",
    ]);
    const skipped = [new Date("2026-12-08T11:00:00+05:30")];
    expect(occurrences("FREQ=WEEKLY;BYDAY=TU;INTERVAL=2", anchor, NOW, 2, skipped).map(ist)).toEqual([
      "2026-11-24 11:00",
      "2026-12-22 11:00",
    ]);
    const week = occurrencesBetween("FREQ=DAILY", anchor, NOW, new Date("2026-11-27T00:00:00+05:30"));
    expect(week.map(ist)).toEqual(["2026-11-24 11:00", "2026-11-25 11:00", "2026-11-26 11:00"]);
  });

  it("says a rule in words", () => {
    expect(ruleInWords("FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR")).toBe("every weekday");
    expect(ruleInWords("FREQ=WEEKLY;BYDAY=TU;INTERVAL=2")).toBe("every 2 weeks on Tuesday");
  });
});
