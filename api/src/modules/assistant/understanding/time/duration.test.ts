import { describe, expect, it } from "vitest";
import { minutesOf, relativeAmount, shiftOf } from "./duration.ts";

describe("lengths and moves", () => {
  it.each([
    ["for 45 minutes", 45],
    ["1.5 hours", 90],
    ["an hour and a half", 90],
    ["2 and a half hours", 150],
    ["for one and half hours", 90],
    ["two hours and half", 150],
    ["1 hr 30", 90],
    ["1 hour 30 minutes", 90],
    ["half an hour", 30],
    ["90 min", 90],
    ["dedh ghante ki", 90],
    ["dhai ghante", 150],
    ["aadha ghanta", 30],
    ["ek ghante ki", 60],
    ["a couple of hours", 120],
    ["ninety minutes", 90],
    ["one full hour", 60],
    ["poora ek ghanta", 60],
  ])("%s lasts %i minutes", (phrase, minutes) => {
    expect(minutesOf(phrase)).toBe(minutes);
  });

  it("never reads am or pm as a length", () => {
    expect(minutesOf("coming Monday 11 am")).toBeNull();
  });

  it("reads relative times, and leaves days to the date parser", () => {
    expect(relativeAmount("in 2 hours")).toBe(120);
    expect(relativeAmount("an hour and a half from now")).toBe(90);
    expect(relativeAmount("for 10 minutes")).toBe(10);
    expect(relativeAmount("in 2 days")).toBeNull();
    expect(relativeAmount("at 5 pm")).toBeNull();
  });

  it("moves later unless the words say earlier", () => {
    expect(shiftOf("by an hour", "push it by an hour")).toBe(60);
    expect(shiftOf("by 30 minutes", "prepone it by 30 minutes")).toBe(-30);
    expect(shiftOf("by 15", "Push it back by 15")).toBe(15);
    expect(shiftOf("by 2", "push it by 2")).toBe(120);
    expect(shiftOf("by 20", "prepone it by 20")).toBe(-20);
    expect(shiftOf("aadha ghanta", "aadha ghanta pehle kar do")).toBe(-30);
    expect(shiftOf("ek ghanta", "ek ghanta aage kar do")).toBe(60);
    expect(shiftOf("a day", "move it a day later")).toBe(1440);
  });
});
