import { describe, expect, it, vi } from "vitest";
import { resolveWhen } from "./when.ts";

// A frozen clock: Tuesday 24 November 2026, 10:00 IST.
const NOW = new Date("2026-11-24T10:00:00+05:30");
const ist = (at: Date | undefined) => (at ? new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 16).replace("T", " ") : undefined);

describe("resolveWhen reads time phrases into IST instants", () => {
  it.each([
    ["tomorrow at 5 pm", "2026-11-25 17:00"],
    ["at 3:45", "2026-11-24 15:45"],
    ["at 9:30 am", "2026-11-25 09:30"], // passed today, so tomorrow
    ["in 90 minutes", "2026-11-24 11:30"],
    ["in an hour and a half", "2026-11-24 11:30"],
    ["in 2.5 hours", "2026-11-24 12:30"],
    ["an hour from now", "2026-11-24 11:00"],
    ["on the 5th at 10 am", "2026-12-05 10:00"], // the 5th has passed this month
    ["28th ko 4 baje", "2026-11-28 16:00"],
    ["on 3/12 at 12:30", "2026-12-03 12:30"], // day first
    ["21/12 5:30 pm", "2026-12-21 17:30"],
    ["tonight", "2026-11-24 21:00"],
    ["this Saturday morning", "2026-11-28 09:00"],
    ["EOD", "2026-11-24 18:00"],
    ["after lunch", "2026-11-24 14:00"],
    ["first Monday of next month at 10", "2026-12-07 10:00"],
    ["next wednesday at two p m", "2026-12-02 14:00"],
    ["coming Monday 11 am", "2026-11-30 11:00"],
    ["at quarter to five today", "2026-11-24 16:45"],
    ["on december eighth at three p m", "2026-12-08 15:00"],
    ["for Saturday at 8 pm", "2026-11-28 20:00"],
  ])("%s is %s", (phrase, expected) => {
    expect(ist(resolveWhen(phrase, NOW).at)).toBe(expected);
  });

  it.each([
    ["kal subah 7 baje", "2026-11-25 07:00"],
    ["parso dopahar 2 baje", "2026-11-26 14:00"],
    ["aaj raat 10 baje", "2026-11-24 22:00"],
    ["shaam 6 baje", "2026-11-24 18:00"],
    ["saade 4 baje", "2026-11-24 16:30"],
    ["sawa 11 baje", "2026-11-24 11:15"],
    ["paune 6 baje", "2026-11-24 17:45"],
    ["agle hafte Wednesday ko 11 baje", "2026-12-02 11:00"],
    ["Friday agle hafte 3 baje", "2026-12-04 15:00"],
    ["somvaar ko 11 baje", "2026-11-30 11:00"],
    ["2 ghante baad", "2026-11-24 12:00"],
    ["aadhe ghante mein", "2026-11-24 10:30"],
    ["3 tarikh ko 11 baje", "2026-12-03 11:00"],
  ])("Hinglish: %s is %s", (phrase, expected) => {
    expect(ist(resolveWhen(phrase, NOW).at)).toBe(expected);
  });

  it("reads kal with the tense of the whole message", () => {
    expect(ist(resolveWhen("kal", NOW, "kal kitni meetings thi?").day)).toBe("2026-11-23 00:00");
    expect(ist(resolveWhen("kal", NOW, "kal kitni meetings hain?").day)).toBe("2026-11-25 00:00");
  });

  it("applies self-corrections to the kind of thing corrected", () => {
    expect(ist(resolveWhen("at nine tomorrow no wait ten", NOW).at)).toBe("2026-11-25 10:00");
    expect(ist(resolveWhen("on friday at three no wait three thirty", NOW).at)).toBe("2026-11-27 15:30");
    // A bare "no" before a number corrects the clock too.
    expect(ist(resolveWhen("at five no six pm", NOW).at)).toBe("2026-11-24 18:00");
    expect(ist(resolveWhen("kal nahi parso, 11 baje", NOW).at)).toBe("2026-11-26 11:00");
    expect(ist(resolveWhen("Friday, I mean Saturday at 5", NOW).at)).toBe("2026-11-28 17:00");
    expect(ist(resolveWhen("tomorrow at six pm no make it six thirty", NOW).at)).toBe("2026-11-25 18:30");
    expect(ist(resolveWhen("tomorrow at 4 no make that 5", NOW).at)).toBe("2026-11-25 17:00");
    const range = resolveWhen("tomorrow from two to four no wait three to five", NOW);
    expect([ist(range.at), ist(range.end)]).toEqual(["2026-11-25 15:00", "2026-11-25 17:00"]);
  });

  it("reads Hindi clock words without baje and next week's weekday", () => {
    expect(ist(resolveWhen("shaam saade 6", NOW).at)).toBe("2026-11-24 18:30");
    expect(ist(resolveWhen("sawa 12", NOW).at)).toBe("2026-11-24 12:15");
    expect(resolveWhen("saade 3 ghante", NOW).at).toBeUndefined(); // a length, not a clock time
    expect(ist(resolveWhen("next week Monday at 3 pm", NOW).at)).toBe("2026-11-30 15:00");
  });

  it("gives ranges an end on the start's day", () => {
    const block = resolveWhen("3 to 4:30 tomorrow", NOW);
    expect([ist(block.at), ist(block.end)]).toEqual(["2026-11-25 15:00", "2026-11-25 16:30"]);
    const hinglish = resolveWhen("Monday ko subah 10 se 11:30 tak", NOW);
    expect([ist(hinglish.at), ist(hinglish.end)]).toEqual(["2026-11-30 10:00", "2026-11-30 11:30"]);
    const noon = resolveWhen("next Monday 12 noon to 1:30 pm", NOW);
    expect([ist(noon.at), ist(noon.end)]).toEqual(["2026-11-30 12:00", "2026-11-30 13:30"]);
  });

  it("keeps the end of a Hinglish range said with baje, am or pm on either side", () => {
    for (const [phrase, from, to] of [
      ["parso subah 9 baje se 11 baje ke beech", "2026-11-26 09:00", "2026-11-26 11:00"],
      ["Saturday ko 10 am se 1 pm tak", "2026-11-28 10:00", "2026-11-28 13:00"],
      ["Wednesday dopahar 1 baje se shaam 5 baje", "2026-11-25 13:00", "2026-11-25 17:00"],
    ]) {
      const when = resolveWhen(phrase!, NOW);
      expect([ist(when.at), ist(when.end)], phrase).toEqual([from, to]);
    }
  });

  it("offers both readings of a 7 or an 8 that nothing settles, and settles it from the message", () => {
    expect(resolveWhen("tomorrow at 8", NOW).eitherOf?.map(ist)).toEqual(["2026-11-25 08:00", "2026-11-25 20:00"]);
    expect(ist(resolveWhen("tomorrow at 8", NOW, "dinner with Priya tomorrow at 8").at)).toBe("2026-11-25 20:00");
    // A dinner taken back settles nothing.
    expect(resolveWhen("on Thursday at 7:30", NOW, "Dinner... no sorry, a call with Sameer on Thursday at 7:30").eitherOf).toHaveLength(2);
    expect(ist(resolveWhen("ko 9 baje", NOW, "dinner ko 9 baje kar do").at)).toBe("2026-11-24 21:00");
    for (const phrase of ["for the weekend", "on the weekend", "the weekend"]) {
      const days = resolveWhen(phrase, NOW).days;
      expect([ist(days!.from), ist(days!.to)], phrase).toEqual(["2026-11-28 00:00", "2026-11-30 00:00"]);
    }
    expect(ist(resolveWhen("at 10", NOW, "Reminder for the party at 10 tonight").at)).toBe("2026-11-24 22:00");
    expect(ist(resolveWhen("at 10", NOW, "Call Raj at 10").at)).toBe("2026-11-25 10:00");
    expect(ist(resolveWhen("today at 8", NOW).at)).toBe("2026-11-24 20:00"); // 8 am has passed: only one reading is left
    expect(resolveWhen("today at 8", NOW).eitherOf).toBeUndefined();
    // "am" settles nothing unless it follows a number: "Ma'am", "I am".
    expect(resolveWhen("8 baje", NOW, "Ma'am ke liye reminder set karo 8 baje ka").eitherOf).toHaveLength(2);
    expect(resolveWhen("at 8", NOW, "I am seeing Ravi tomorrow at 8").eitherOf).toHaveLength(2);
    expect(ist(resolveWhen("at 8", NOW, "gym at 8am, then call Ravi at 8").at)).toBe("2026-11-25 08:00");
    // A 6 is the evening today, and either on a later day.
    expect(ist(resolveWhen("at 6", NOW).at)).toBe("2026-11-24 18:00");
    expect(resolveWhen("on Monday at 6", NOW).eitherOf?.map(ist)).toEqual(["2026-11-30 06:00", "2026-11-30 18:00"]);
  });

  it("names a day without a time, and whole weeks", () => {
    const friday = resolveWhen("on Friday", NOW);
    expect([friday.clock, ist(friday.day)]).toEqual(["none", "2026-11-27 00:00"]);
    expect(ist(resolveWhen("month end", NOW).day)).toBe("2026-11-30 00:00");
    const week = resolveWhen("next week", NOW).days!;
    expect([ist(week.from), ist(week.to)]).toEqual(["2026-11-30 00:00", "2026-12-07 00:00"]);
    // Days named in a week are those days; either of two days is both.
    const two = resolveWhen("Monday and Tuesday next week", NOW).days!;
    expect([ist(two.from), ist(two.to)]).toEqual(["2026-11-30 00:00", "2026-12-02 00:00"]);
    const either = resolveWhen("Thursday or Friday", NOW).days!;
    expect([ist(either.from), ist(either.to)]).toEqual(["2026-11-26 00:00", "2026-11-28 00:00"]);
  });

  it("takes a date said with its weekday for the date", () => {
    expect(ist(resolveWhen("on wednesday the second at five pm", NOW).at)).toBe("2026-12-02 17:00");
    expect(ist(resolveWhen("Wed, 2 Dec at 3 pm", NOW).at)).toBe("2026-12-02 15:00");
  });

  it("reports impossible dates and days in the past instead of moving them", () => {
    expect(resolveWhen("31st February", NOW).problem).toBe("impossible-date");
    expect(resolveWhen("yesterday at 5 pm", NOW).problem).toBe("past");
  });

  it("does not depend on the server's own time zone", () => {
    vi.stubEnv("TZ", "America/Los_Angeles");
    try {
      expect(ist(resolveWhen("kal shaam 6 baje", NOW).at)).toBe("2026-11-25 18:00");
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe("a clock only its hour's usual reading settled", () => {
  it("carries the same clock twelve hours away, for a follow-up's item to choose", () => {
    expect(ist(resolveWhen("9:15", NOW, "Can we do 9:15 instead?").otherHalf)).toBe("2026-11-25 21:15");
    expect(ist(resolveWhen("at 4", NOW).otherHalf)).toBe("2026-11-24 04:00");
  });

  it("carries none when am, pm or words of the day settle it, or for 12", () => {
    for (const [phrase, message] of [
      ["at 4 pm", "at 4 pm"],
      ["at 9", "breakfast at 9"],
      ["at 12", "at 12"],
      ["at 7", "at 7"],
    ])
      expect(resolveWhen(phrase!, NOW, message).otherHalf, phrase).toBeUndefined();
  });
});
