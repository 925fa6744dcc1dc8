import { describe, expect, it } from "vitest";
import { toIstIso } from "../../../rules/ist.rules.ts";
import { parseWhen } from "./parse-time.ts";

// Tuesday 24 Nov 2026, 10:00 IST.
const NOW = new Date("2026-11-24T10:00:00+05:30");
const at = (text: string) => {
  const when = parseWhen(text, NOW);
  return when.at && toIstIso(when.at).slice(0, 16);
};
const end = (text: string) => {
  const when = parseWhen(text, NOW);
  return when.end && toIstIso(when.end).slice(0, 16);
};

describe("Ria's chrono parsers and refiners", () => {
  it("ordinal weekdays of a month", () => {
    expect(at("the second Tuesday of next month")).toBe("2026-12-08T09:00");
    expect(at("the last Friday of this month")).toBe("2026-11-27T09:00");
    expect(at("the first Monday of December at 10 am")).toBe("2026-12-07T10:00");
  });
  it("the first and last day of a month", () => {
    expect(at("on the last day of this month")).toBe("2026-11-30T09:00");
    expect(at("the first day of next month")).toBe("2026-12-01T09:00");
  });
  it("kal, parso and aaj; kal is yesterday only in a past-tense remark", () => {
    expect(at("kal 4 baje")).toBe("2026-11-25T16:00");
    expect(at("parso")).toBe("2026-11-26T09:00");
    expect(at("aaj 6 baje")).toBe("2026-11-24T18:00");
    expect(at("day after tomorrow at 11")).toBe("2026-11-26T11:00");
    expect(parseWhen("kal meeting thi", NOW).at?.getTime()).toBeLessThan(NOW.getTime());
  });
  it("baje with saade, sawa and paune, and se ... tak ranges", () => {
    expect(at("kal saade 11 baje")).toBe("2026-11-25T11:30");
    expect(at("kal sawa 10 baje")).toBe("2026-11-25T10:15");
    expect(at("aaj paune 6 baje")).toBe("2026-11-24T17:45");
    expect(at("Friday 3 se 5 baje tak")).toBe("2026-11-27T15:00");
    expect(end("Friday 3 se 5 baje tak")).toBe("2026-11-27T17:00");
  });
  it("half past and quarter to", () => {
    expect(at("at half past 4")).toBe("2026-11-24T16:30");
    expect(at("at quarter to 6")).toBe("2026-11-24T17:45");
  });
  it("the 28th and 5th: this month if still ahead, else next month", () => {
    expect(at("on the 28th")).toBe("2026-11-28T09:00");
    expect(at("on 5th")).toBe("2026-12-05T09:00");
  });
  it("next <weekday> is the first one after today", () => {
    expect(at("next Wednesday")).toBe("2026-11-25T09:00");
    expect(at("next Tuesday")).toBe("2026-12-01T09:00");
  });
  it("ranges keep their end, with am/pm inferred", () => {
    expect(end("11 to 12:30 tomorrow")).toBe("2026-11-25T12:30");
    expect(end("tomorrow from 10 to 1")).toBe("2026-11-25T13:00");
    expect(end("on 3 December between 2 and 3 pm")).toBe("2026-12-03T15:00");
  });
  it("minutes 13 to 29 with am/pm are real times", () => {
    expect(at("at 3:20 pm")).toBe("2026-11-24T15:20");
    expect(at("at 11:17 am")).toBe("2026-11-24T11:17");
    expect(parseWhen("at 13 pm", NOW).problem).toBe("impossible-date");
  });
});
