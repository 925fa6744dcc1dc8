import { describe, expect, it } from "vitest";
import type { Reading } from "./read.ts";
import { readFollowUp } from "./read-follow-up.ts";

// A frozen clock: Tuesday 24 November 2026, 10:00 IST.
const NOW = new Date("2026-11-24T10:00:00+05:30");
const ist = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 16).replace("T", " ");

/** A reading with each marked part found in the message, as the model gives it. */
function reading(intent: Reading["intent"], message: string, marked: Array<[Reading["slots"][number]["slot"], string]>): Reading {
  const slots = marked.map(([slot, text]) => {
    const start = message.indexOf(text);
    return { slot, text, start, end: start + text.length };
  });
  return { intent, slots, message };
}
const change = (message: string, marked: Array<[Reading["slots"][number]["slot"], string]>) => {
  const request = readFollowUp(reading("action.change", message, marked), NOW);
  if (request.kind !== "change") throw new Error(`not a change: ${request.kind}`);
  if (request.change.kind === "retime") return { ...request, change: { ...request.change, at: ist(request.change.at) } };
  return request;
};

describe("follow-ups that move by days, correct a length or cut a clock", () => {
  it("moves whole days on from the item's own day", () => {
    expect(change("Wednesday chalega nahi, do din baad kar do", [["TIME", "do din baad"]]).change).toEqual({
      kind: "shift",
      minutes: 2880,
    });
    expect(
      change("please prepone it by one day", [
        ["REF", "it"],
        ["SHIFT", "by one"],
      ]).change,
    ).toEqual({ kind: "shift", minutes: -1440 });
    expect(
      change("shift the review to the day after", [
        ["REF", "the review"],
        ["TIME", "to the day after"],
      ]).change,
    ).toEqual({
      kind: "shift",
      minutes: 1440,
    });
  });

  it("takes the length said after a correction", () => {
    const request = change("make it 45 minutes sorry one hour", [
      ["REF", "it"],
      ["DURATION", "45 minutes"],
      ["DURATION", "one hour"],
    ]);
    expect(request.change).toEqual({ kind: "resize", minutes: 60 });
  });

  it("reads an amount with a word of direction as a move", () => {
    expect(
      change("client call 15 min pehle kar do", [
        ["REF", "client call"],
        ["DURATION", "15 min"],
      ]).change,
    ).toEqual({
      kind: "shift",
      minutes: -15,
    });
  });

  it("reads a clock the model cut across parts whole, and the pronoun left without it", () => {
    const request = change("Please make it 5:45 pm, the client is late", [
      ["REF", "it 5"],
      ["TIME", ":45 pm"],
    ]);
    expect(request.change).toMatchObject({ kind: "retime", at: "2026-11-24 17:45", clockGiven: true });
    expect(request.target.pronoun).toBe(true);
    expect(
      change("ok shift the dentist reminder to eleven thirty am", [
        ["REF", "the dentist reminder"],
        ["TIME", "to"],
      ]).change,
    ).toMatchObject({ at: "2026-11-24 11:30" });
  });

  it("moves to the day said after 'to', which never says which thing", () => {
    const request = change("move it to Monday the 30th at 4 pm", [
      ["REF", "it"],
      ["TIME", "to Monday the 30th at 4 pm"],
    ]);
    expect(request.change).toMatchObject({ at: "2026-11-30 16:00", dayGiven: true });
    expect(request.target.at).toBeUndefined();
    expect(
      change("isko Thursday se Saturday kar do", [
        ["REF", "isko"],
        ["TIME", "Thursday se Saturday"],
      ]).change,
    ).toMatchObject({
      at: "2026-11-28 00:00",
    });
  });

  it("does not take the reason given after a cancel for the thing's name", () => {
    const request = readFollowUp(reading("action.cancel", "meeting cancel kar do, client ne mana kar diya", []), NOW);
    expect(request).toMatchObject({ kind: "cancel", target: { pronoun: true, words: [], type: "meeting" } });
  });
});

describe("renames", () => {
  it("points by the pronoun, never by the new title's words", () => {
    const hinglish = readFollowUp(
      reading("action.change", "iske naam ko 'Capex approval' kar do", [
        ["PERSON", "iske"],
        ["TASK", "Capex approval"],
      ]),
      NOW,
    );
    expect(hinglish).toMatchObject({
      kind: "change",
      target: { pronoun: true, people: [] },
      change: { kind: "rename", title: "Capex approval" },
    });
    const cut = readFollowUp(reading("action.change", "title badal ke 'end-of-year review' kar do", [["REF", "-of-year"]]), NOW);
    expect(cut).toMatchObject({ target: { words: [] }, change: { kind: "rename" } });
  });

  it("never takes the apostrophe of a possessive for a quote", () => {
    const request = readFollowUp(
      reading("action.change", "Rename Friday's review to 'Vendor scorecard'", [
        ["REF", "Friday's review"],
        ["TASK", "Vendor scorecard"],
      ]),
      NOW,
    );
    expect(request).toMatchObject({ target: { at: { day: expect.any(Date) } }, change: { kind: "rename", title: "Vendor scorecard" } });
  });

  it("reads calling a thing by a quoted name as a rename, even when read as a cancel", () => {
    const request = readFollowUp(reading("action.cancel", "Call the Meena sync 'Hiring plan'", [["REF", "the Meena sync"]]), NOW);
    expect(request).toMatchObject({ kind: "change", change: { kind: "rename", title: "Hiring plan" } });
  });
});

describe("follow-ups that point by position or time, rename in full, correct an amount, or name several people", () => {
  it("points by position, clock or day rather than by the pronoun said beside it", () => {
    expect(
      change("the third one, shift it by 15 minutes", [
        ["REF", "the third one"],
        ["REF", "it"],
        ["SHIFT", "by 15 minutes"],
      ]).target,
    ).toMatchObject({ pronoun: false, ordinal: 3 });
    expect(
      change("the 11 am one, push it by an hour", [
        ["REF", "the 11 am one"],
        ["REF", "it"],
        ["SHIFT", "by an hour"],
      ]).target,
    ).toMatchObject({ pronoun: false, at: { clock: { hour: 11, minute: 0 } } });
    expect(change("The first one needs to be 45 minutes", [["REF", "The first one"]])).toMatchObject({
      target: { ordinal: 1 },
      change: { kind: "resize", minutes: 45 },
    });
  });

  it("keeps a length marked in pieces whole and an amount taken into the reference out of it", () => {
    expect(
      change("Monday wali ko 2.5 ghante ki kar do", [
        ["REF", "Monday wali"],
        ["DURATION", "2"],
        ["DURATION", "5 ghante ki"],
      ]).change,
    ).toEqual({ kind: "resize", minutes: 150 });
    expect(
      change("push that two hours later no sorry three hours later", [
        ["REF", "that two hours"],
        ["DURATION", "three hours"],
      ]),
    ).toMatchObject({ target: { pronoun: true, words: [] }, change: { kind: "shift", minutes: 180 } });
  });

  it("moves by the amount said after a correction", () => {
    expect(
      change("the monday one move it a day later no three days later", [
        ["REF", "the monday one"],
        ["REF", "it"],
        ["SHIFT", "a day"],
      ]).change,
    ).toEqual({ kind: "shift", minutes: 3 * 1440 });
  });

  it("reads the day after tomorrow at the same time as that day", () => {
    const moved = change("shift it to the day after tomorrow, same time please", [
      ["REF", "it"],
      ["TIME", "to the day after tomorrow, same time"],
    ]).change;
    expect(moved).toMatchObject({ kind: "retime", at: "2026-11-26 00:00", dayGiven: true, clockGiven: false });
  });

  it("keeps every word of a new title, quoted or said after 'call it' or 'change it to'", () => {
    expect(
      change("call it nagpur warehouse lease renewal", [
        ["REF", "it"],
        ["TASK", "warehouse lease renewal"],
      ]).change,
    ).toEqual({
      kind: "rename",
      title: "Nagpur warehouse lease renewal",
    });
    const changed = change("change it to call the CA about advance tax", [["ITEM", "the CA about advance tax"]]);
    expect(changed.change).toEqual({ kind: "rename", title: "Call the CA about advance tax" });
    expect(changed.target).not.toHaveProperty("type");
    expect(
      change("Change the task to 'send KPMG the signed engagement letter'.", [
        ["REF", "'send KPMG"],
        ["TASK", "the signed engagement letter"],
      ]).change,
    ).toEqual({ kind: "rename", title: "Send KPMG the signed engagement letter" });
    expect(
      change("Set the title as 'Quarterly vendor review'.", [
        ["PERSON", "the"],
        ["TASK", "Quarterly vendor review"],
      ]),
    ).toMatchObject({
      target: { people: [] },
      change: { kind: "rename", title: "Quarterly vendor review" },
    });
  });

  it("reads a quote followed by the word for its name or title as the new title", () => {
    const request = readFollowUp(
      reading("action.change", "iska 'renew the car insurance' naam rakh do", [
        ["REF", "iska"],
        ["TASK", "renew the"],
        ["REF", "car"],
      ]),
      NOW,
    );
    expect(request).toMatchObject({ target: { pronoun: true }, change: { kind: "rename", title: "Renew the car insurance" } });
  });

  it("moves to another day at the same time, pointing at the day set aside", () => {
    expect(change("Monday nahi, Wednesday rakh do, same time", [["REF", "Monday nahi"]])).toMatchObject({
      target: { words: [], at: { day: expect.any(Date) } },
      change: { kind: "retime", dayGiven: true, clockGiven: false },
    });
  });

  it("reads extending or cutting by an amount as a length added or taken away", () => {
    expect(change("Mr Rao wants to extend it by another 45 minutes", []).change).toEqual({ kind: "resize", minutes: 45, by: "longer" });
    expect(change("please cut the review short by 15 mins", [["REF", "the review"]]).change).toEqual({
      kind: "resize",
      minutes: 15,
      by: "shorter",
    });
  });

  it("adds a person joined to a marked one with a filler between", () => {
    expect(
      change("please add kavya and um arjun to it", [
        ["PERSON", "kavya"],
        ["REF", "it"],
      ]).change,
    ).toEqual({
      kind: "add-people",
      people: ["Kavya", "Arjun"],
    });
  });

  it("skips the occurrence said as tomorrows one", () => {
    const request = readFollowUp(reading("action.skip", "skip tomorrows one, I have an early flight", [["REF", "tomorrows one"]]), NOW);
    expect(request).toMatchObject({ kind: "skip", target: { words: [], at: { day: expect.any(Date) } } });
  });
});

describe("a meal named in a follow-up", () => {
  it("names the meeting, not a time: the clock said beside it is the new time, and the lunch is found at any hour", () => {
    const moved = change("lunch ko 2 baje shift kar do", [
      ["REF", "lunch"],
      ["TIME", "lunch ko 2 baje"],
    ]);
    expect(moved.change).toMatchObject({ kind: "retime", at: "2026-11-24 14:00" });
    const other = change("lunch ko 1:30 shift kar do", [
      ["REF", "lunch"],
      ["TIME", "ko 1:30"],
    ]);
    expect(other.target.at).toBeUndefined();
    expect(other.target.words).toEqual(["lunch"]);
  });

  it("moves a pointed-at thing to the day and clock said, and a week on at the same time", () => {
    const moved = change("Actually make it Thursday at 2 pm", [
      ["REF", "it"],
      ["TIME", "Thursday at 2 pm"],
    ]);
    expect([moved.target.pronoun, moved.change]).toEqual([
      true,
      { kind: "retime", at: "2026-11-26 14:00", dayGiven: true, clockGiven: true },
    ]);
    for (const message of ["Move it to the same time next week", "agle hafte isi time kar do"])
      expect(change(message, [["REF", "it"]]).change, message).toEqual({ kind: "shift", minutes: 7 * 24 * 60 });
  });

  it("renames with 'naam change karke', and never points by a filler or a correction's words", () => {
    expect(change("Naam change karke 'Deepa hiring plan' kar do", []).change).toEqual({ kind: "rename", title: "Deepa hiring plan" });
    const cancel = readFollowUp(reading("action.cancel", "Cancel kar do yaar, Pooja is unwell", [["REF", "yaar"]]), NOW);
    expect(cancel).toMatchObject({ kind: "cancel", target: { words: [] } });
  });

  it("points with 'ye wala', and skips a month's occurrence of the thing pointed at", () => {
    expect(readFollowUp(reading("action.cancel", "Ye wala band karo", [["REF", "Ye wala"]]), NOW)).toMatchObject({
      target: { pronoun: true },
    });
    const skip = readFollowUp(reading("action.skip", "Skip December's", [["REF", "December's"]]), NOW);
    expect(skip).toEqual({ kind: "skip", target: { pronoun: true, people: [], words: [] } });
  });
});
