import { describe, expect, it } from "vitest";
import { readFollowUp } from "./read-follow-up.ts";
import { NOW, change, reading } from "./follow-up-readings.ts";

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
    // The model took the day after "to" for the reference and "to" alone for the time.
    const pushed = change("Push that reminder to Thursday.", [
      ["REF", "that"],
      ["TIME", "to"],
      ["REF", "Thursday"],
    ]);
    expect(pushed.change).toMatchObject({ kind: "retime", at: "2026-11-26 00:00", dayGiven: true, clockGiven: false });
    expect(pushed.target).toMatchObject({ pronoun: true, type: "reminder" });
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

  it("does not take the reason given after a cancel for the thing's name", () => {
    const request = readFollowUp(reading("action.cancel", "meeting cancel kar do, client ne mana kar diya", []), NOW);
    expect(request).toMatchObject({ kind: "cancel", target: { pronoun: true, words: [], type: "meeting" } });
  });
});

describe("follow-ups that point by position or time, correct an amount, or name several people", () => {
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

  it("moves to another day at the same time however it is said", () => {
    for (const message of ["Can we do Thursday instead? Same time.", "Nahi, Thursday ko kar do usi time"]) {
      const moved = change(message, [["TIME", "Thursday"]]).change;
      expect(moved, message).toMatchObject({ kind: "retime", at: "2026-11-26 00:00", dayGiven: true, clockGiven: false });
    }
  });

  it("takes the words after 'to:' as a new title", () => {
    const renamed = change("Change the reminder to: call Ajay about the lease renewal.", [
      ["REF", ": call Ajay about the"],
      ["TASK", "lease renewal"],
    ]);
    expect(renamed.change).toEqual({ kind: "rename", title: "Call Ajay about the lease renewal" });
  });

  it("reads the day after tomorrow at the same time as that day", () => {
    const moved = change("shift it to the day after tomorrow, same time please", [
      ["REF", "it"],
      ["TIME", "to the day after tomorrow, same time"],
    ]).change;
    expect(moved).toMatchObject({ kind: "retime", at: "2026-11-26 00:00", dayGiven: true, clockGiven: false });
  });

  it("points with 'ye wala', never by a filler, and skips a month's occurrence of the thing pointed at", () => {
    const cancel = readFollowUp(reading("action.cancel", "Cancel kar do yaar, Pooja is unwell", [["REF", "yaar"]]), NOW);
    expect(cancel).toMatchObject({ kind: "cancel", target: { words: [] } });
    expect(readFollowUp(reading("action.cancel", "Ye wala band karo", [["REF", "Ye wala"]]), NOW)).toMatchObject({
      target: { pronoun: true },
    });
    const skip = readFollowUp(reading("action.skip", "Skip December's", [["REF", "December's"]]), NOW);
    expect(skip).toEqual({ kind: "skip", target: { pronoun: true, people: [], words: [] } });
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
});
