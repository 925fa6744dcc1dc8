import { describe, expect, it } from "vitest";
import { toIstIso } from "../../../rules/ist.rules.ts";
import { understand } from "./understand.ts";

const NOW = new Date("2026-11-24T10:00:00+05:30");
const span = (text: string) => {
  const intent = understand(text, NOW);
  return intent.kind === "free" ? [toIstIso(intent.from).slice(5, 16), toIstIso(intent.to).slice(5, 16), intent.label] : intent.kind;
};

describe("am I free", () => {
  it("a part of the day covers its working hours", () => {
    expect(span("Am I free on Thursday afternoon?")).toEqual(["11-26T12:00", "11-26T17:00", "on Thu, 26 Nov afternoon"]);
    expect(span("kya main kal shaam free hoon")).toEqual(["11-25T17:00", "11-25T21:00", "on Wed, 25 Nov evening"]);
  });
  it("a clock time is the hour from it; a day is the whole day", () => {
    expect(span("am I free tomorrow at 3 pm")).toEqual(["11-25T15:00", "11-25T16:00", "on Wed, 25 Nov at 3:00 pm"]);
    expect(span("am I free on Friday")).toEqual(["11-27T00:00", "11-28T00:00", "on Fri, 27 Nov"]);
  });
  it("a request that only mentions free time is not a question", () => {
    expect(span("schedule a meeting when I am free tomorrow at 4")).toBe("calendar");
  });
});
