import { describe, expect, it } from "vitest";
import { normalizeRequest } from "./lexicon.ts";

describe("normalizeRequest", () => {
  it("expands shorthand and common typos", () => {
    expect(normalizeRequest("remnd me 2 cal rahul tmrw")).toBe("remind me to call rahul tomorrow");
    expect(normalizeRequest("shedule mtg w/ CFO on thrusday")).toBe("schedule meeting with CFO on Thursday");
    expect(normalizeRequest("add milk,eggs & bread")).toBe("add milk,eggs and bread");
  });
  it("turns spoken numbers into clock times and counts", () => {
    expect(normalizeRequest("at four thirty pm")).toBe("at 4:30 pm");
    expect(normalizeRequest("at three twenty pm")).toBe("at 3:20 pm");
    expect(normalizeRequest("block eleven to twelve thirty")).toBe("block 11 to 12:30");
    expect(normalizeRequest("for one hour")).toBe("for 1 hour");
    expect(normalizeRequest("a thirty minute call")).toBe("a 30 minute call");
    expect(normalizeRequest("tomorrow at 10 30 am")).toBe("tomorrow at 10:30 am");
  });
  it("leaves words it does not know alone", () => {
    expect(normalizeRequest("Interview with HR")).toBe("Interview with HR");
  });
});
