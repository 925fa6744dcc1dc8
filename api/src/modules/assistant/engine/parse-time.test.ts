import { describe, expect, it } from "vitest";
import { parseDuration } from "./duration.ts";
import { translateHinglishTime } from "./hinglish.ts";
import { findImpossibleDate } from "./impossible-date.ts";
import { toIstIso } from "../../../rules/ist.rules.ts";
import { guessMeridiem, parseWhen } from "./parse-time.ts";
import { NOW } from "./test-table.ts";

const at = (text: string, now = NOW) => {
  const when = parseWhen(text, now);
  return when.at ? toIstIso(when.at) : undefined;
};

describe("parseWhen", () => {
  it("reads hours without am/pm the way a person means them", () => {
    expect(guessMeridiem(5)).toEqual({ hour: 17, dayShift: 0 });
    expect(guessMeridiem(11)).toEqual({ hour: 11, dayShift: 0 });
    expect(guessMeridiem(7, "morning")).toEqual({ hour: 7, dayShift: 0 });
    expect(guessMeridiem(8, "evening")).toEqual({ hour: 20, dayShift: 0 });
    expect(guessMeridiem(2, "night")).toEqual({ hour: 2, dayShift: 1 });
  });

  it("puts a time without a date today if still ahead, else tomorrow", () => {
    expect(at("at 3pm")).toBe("2026-11-21T15:00:00+05:30");
    expect(at("at 9am")).toBe("2026-11-22T09:00:00+05:30");
  });

  it("reports explicit past times instead of moving them", () => {
    expect(parseWhen("today at 9am", NOW).problem).toBe("past");
    expect(parseWhen("yesterday", NOW).problem).toBe("past");
  });

  it("reads day-first dates and crosses the year end", () => {
    expect(at("on 5/12")).toBe("2026-12-05T09:00:00+05:30");
    expect(at("Nov 30 at 4")).toBe("2026-11-30T16:00:00+05:30");
    expect(at("on 2/1")).toBe("2027-01-02T09:00:00+05:30");
    expect(at("day after tomorrow", new Date("2026-12-30T10:00:00+05:30"))).toBe("2027-01-01T09:00:00+05:30");
  });

  it("leaves text without a time alone", () => {
    expect(parseWhen("call Rahul", NOW)).toMatchObject({ hasDate: false, hasTime: false, rest: "call Rahul" });
  });
});

describe("impossible dates", () => {
  it("catches dates chrono would roll over", () => {
    expect(findImpossibleDate("on 31st February", NOW)).toBe("31st February");
    expect(findImpossibleDate("on 30/2", NOW)).toBe("30/2");
    expect(findImpossibleDate("on 31 April", NOW)).toBe("31 April");
    expect(findImpossibleDate("13/13", NOW)).toBe("13/13");
    expect(findImpossibleDate("29 Feb 2028", NOW)).toBeNull();
    expect(findImpossibleDate("5/12 and Dec 5", NOW)).toBeNull();
  });
});

describe("durations and Hinglish time words", () => {
  it.each([
    ["for 45 minutes", 45],
    ["for 1 hour", 60],
    ["for an hour and a half", 90],
    ["for 90 mins", 90],
    ["for 1.5 hrs", 90],
    ["for half an hour", 30],
    ["a 45 minute call", 45],
  ])("%s lasts %i minutes", (text, minutes) => expect(parseDuration(text)?.minutes).toBe(minutes));

  it("does not read 'in 2 hours' as a duration", () => expect(parseDuration("call in 2 hours")).toBeNull());

  it("translates Hinglish time words", () => {
    expect(translateHinglishTime("kal shaam 6 baje")).toBe("kal evening 6 baje");
    expect(translateHinglishTime("parso subah saade 9 baje")).toBe("parso morning saade 9 baje");
    expect(parseWhen("kal ki meeting kaisi thi", NOW).at!.getTime()).toBeLessThan(NOW.getTime());
  });
});
