import { describe, expect, it } from "vitest";
import { firstOccurrence, occurrences, occurrencesBetween, readRepeat, ruleInWords, ruleText } from "./recurrence.ts";
import { endedRule, readBounds, withoutBounds } from "./recurrence-bounds.ts";
import { partsOf } from "../read-repeating.ts";

const NOW = new Date("2026-11-24T10:00:00+05:30"); // a Tuesday
const ist = (at: Date | undefined) => (at ? new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 16).replace("T", " ") : undefined);

describe("repetitions as RFC 5545 rules", () => {
  it.each([
    ["every weekday", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"],
    ["every Monday and Thursday", "FREQ=WEEKLY;BYDAY=MO,TH"],
    ["every second Tuesday", "FREQ=WEEKLY;BYDAY=TU;INTERVAL=2"],
    ["har doosre Wednesday", "FREQ=WEEKLY;BYDAY=WE;INTERVAL=2"],
    ["har dusre hafte Wednesday ko", "FREQ=WEEKLY;BYDAY=WE;INTERVAL=2"],
    ["evry day", "FREQ=DAILY"],
    ["every 15th of march, june, september and december", "FREQ=YEARLY;BYMONTH=3,6,9,12;BYMONTHDAY=15"],
    ["quarterly on the first monday of jan, apr, jul and oct", "FREQ=YEARLY;BYMONTH=1,4,7,10;BYDAY=+1MO"],
    ["har mahine ke last din", "FREQ=MONTHLY;BYMONTHDAY=-1"],
    ["every year on january 26th", "FREQ=YEARLY;BYMONTH=1;BYMONTHDAY=26"],
    ["har somvaar", "FREQ=WEEKLY;BYDAY=MO"],
    ["har mahine ki 1 tarikh", "FREQ=MONTHLY;BYMONTHDAY=1"],
    ["on the 15th of every month", "FREQ=MONTHLY;BYMONTHDAY=15"],
    ["every 10th", "FREQ=MONTHLY;BYMONTHDAY=10"],
    ["every 1st and 15th of the month", "FREQ=MONTHLY;BYMONTHDAY=1,15"],
    ["first Monday of every month", "FREQ=MONTHLY;BYDAY=+1MO"],
    ["every last Friday of the month", "FREQ=MONTHLY;BYDAY=-1FR"],
    ["har subah", "FREQ=DAILY"],
    ["rozana", "FREQ=DAILY"],
    ["every other day", "FREQ=DAILY;INTERVAL=2"],
    ["har mahine ke pehle Monday ko", "FREQ=MONTHLY;BYDAY=+1MO"],
    ["har mahine ki aakhri Friday", "FREQ=MONTHLY;BYDAY=-1FR"],
    ["har 15 din mein Friday ko", "FREQ=WEEKLY;BYDAY=FR;INTERVAL=2"],
    ["every other tuesday at eleven no wait every other thursday at eleven", "FREQ=WEEKLY;BYDAY=TH;INTERVAL=2"],
    // Steps of more than one.
    ["every four weeks on Monday", "FREQ=WEEKLY;BYDAY=MO;INTERVAL=4"],
    ["har do mahine 5 tareekh ko", "FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=5"],
    ["on the 12th of every 2nd month", "FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=12"],
    ["every 10 days", "FREQ=DAILY;INTERVAL=10"],
    ["quarterly on the 7th", "FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=7"],
    ["alternate Friday", "FREQ=WEEKLY;BYDAY=FR;INTERVAL=2"],
    // A month's weekday, whichever way round it is said; a month's last day.
    ["monthly, fourth Friday", "FREQ=MONTHLY;BYDAY=+4FR"],
    ["on the 1st Wednesday, every month", "FREQ=MONTHLY;BYDAY=+1WE"],
    ["har mahine aakhri Sunday", "FREQ=MONTHLY;BYDAY=-1SU"],
    ["the last day of each month", "FREQ=MONTHLY;BYMONTHDAY=-1"],
    ["last working day of every month", "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1"],
    // Sets of days.
    ["Wednesday aur Friday ko", "FREQ=WEEKLY;BYDAY=WE,FR"],
    ["Tue to Thu", "FREQ=WEEKLY;BYDAY=TU,WE,TH"],
    ["Friday se Monday", "FREQ=WEEKLY;BYDAY=MO,FR,SA,SU"],
    ["daily except Saturday", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SU"],
    ["Saturday chhod ke roz", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SU"],
    ["weekdays but not Monday", "FREQ=WEEKLY;BYDAY=TU,WE,TH,FR"],
    ["roz, Mon to Thu only", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH"],
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

  it("starts a step of weeks or months at the next matching day", () => {
    expect(ist(firstOccurrence("FREQ=WEEKLY;BYDAY=MO;INTERVAL=2", { hour: 16, minute: 0 }, NOW, NOW))).toBe("2026-11-30 16:00");
    expect(ist(firstOccurrence("FREQ=MONTHLY;INTERVAL=6;BYMONTHDAY=1", { hour: 11, minute: 0 }, NOW, NOW))).toBe("2026-12-01 11:00");
  });
});

describe("where a repetition starts and stops", () => {
  const day = (at: Date | undefined) => ist(at)?.slice(0, 10);

  it.each([
    ["water the plants daily until the 10th of February", "2027-02-10"],
    ["har Friday ko, Jan end tak", "2027-01-31"],
    ["every evening through December 20th", "2026-12-20"],
    ["roz subah, 5 December tak", "2026-12-05"],
    ["every monday till the end of the month", "2026-11-30"],
  ])("%s ends on %s", (words, last) => {
    expect(day(readBounds(words, NOW).last)).toBe(last);
  });

  it.each([
    ["from 3rd December onwards, every morning", "2026-12-03"],
    ["agle mahine se har Monday", "2026-12-01"],
    ["starting Friday, every weekday", "2026-11-27"],
    ["parso se roz", "2026-11-26"],
    ["beginning February, monthly", "2027-02-01"],
  ])("%s starts on %s", (words, first) => {
    expect(day(readBounds(words, NOW).start)).toBe(first);
  });

  it("never takes a set of days or a clock time for a start or an end", () => {
    for (const words of ["Monday to Friday", "Mon se Sat tak", "from 9 to 10 am daily", "Monday through Friday"]) {
      const bounds = readBounds(words, NOW);
      expect([bounds.start, bounds.last]).toEqual([undefined, undefined]);
    }
  });

  it("reads how long it runs and leaves those words out of the rest", () => {
    expect(readBounds("every Tuesday for three weeks", NOW).span).toEqual({ amount: 3, unit: "week" });
    expect(readBounds("agle 10 din tak roz", NOW).span).toEqual({ amount: 10, unit: "day" });
    expect(readBounds("every Friday, 4 times", NOW).times).toBe(4);
    const words = "check mail daily until March 3";
    expect(withoutBounds(words, readBounds(words, NOW)).trim()).toBe("check mail daily");
  });

  it("stores the end as UNTIL the close of the last IST day, which the occurrences keep", () => {
    const first = new Date("2026-11-25T21:00:00+05:30");
    const last = new Date("2026-11-27T00:00:00+05:30");
    const rule = endedRule("FREQ=DAILY", first, { last });
    expect(rule).toBe("FREQ=DAILY;UNTIL=20261127T182959Z");
    expect(occurrences(rule, first, NOW, 10).map(ist)).toEqual(["2026-11-25 21:00", "2026-11-26 21:00", "2026-11-27 21:00"]);
    expect(ruleInWords(rule)).toContain("until");
  });

  it("turns a span or a count into that last day, so a reminder that moves its anchor still stops", () => {
    const monday = new Date("2026-11-30T11:00:00+05:30");
    const weeks = endedRule("FREQ=WEEKLY;BYDAY=MO", monday, { span: { amount: 3, unit: "week" } });
    expect(occurrences(weeks, monday, NOW, 10).map(ist)).toEqual(["2026-11-30 11:00", "2026-12-07 11:00", "2026-12-14 11:00"]);
    const times = endedRule("FREQ=DAILY;INTERVAL=2", monday, { times: 3 });
    expect(occurrences(times, monday, NOW, 10).map(ist)).toEqual(["2026-11-30 11:00", "2026-12-02 11:00", "2026-12-04 11:00"]);
    expect(occurrences(times, new Date("2026-12-02T11:00:00+05:30"), NOW, 10)).toHaveLength(2);
  });

  it("keeps the whole last day of a bare UNTIL date", () => {
    const anchor = new Date("2026-11-28T20:00:00+05:30");
    expect(occurrences("FREQ=DAILY;UNTIL=20261129", anchor, NOW, 5).map(ist)).toEqual(["2026-11-28 20:00", "2026-11-29 20:00"]);
  });
});

describe("the clock of a repetition said in parts", () => {
  it("keeps a dictated correction between two marked times, so the later one wins", () => {
    const message = "every friday at three pm no make it four pm call the plant head";
    const slot = (text: string) => ({
      slot: "TIME" as const,
      text,
      start: message.indexOf(text),
      end: message.indexOf(text) + text.length,
    });
    const reading = { intent: "meeting.create" as const, message, slots: [slot("at three pm no"), slot("it four pm")] };
    expect(partsOf(reading, ["TIME"], message)).toBe("at three pm no make it four pm");
  });
});
