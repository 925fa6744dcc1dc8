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
