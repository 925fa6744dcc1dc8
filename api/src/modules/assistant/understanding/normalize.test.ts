import { describe, expect, it } from "vitest";
import { normalizeForModel } from "./normalize.ts";

describe("text as the model reads it", () => {
  it("writes typed shorthand for tomorrow and 'with' out", () => {
    expect(normalizeForModel("Schedule a call w/ Rohan tmrw at 4:30pm")).toBe("Schedule a call with Rohan tomorrow at 4:30pm");
    expect(normalizeForModel("Show me Tmrw's schedule, tmr or 2moro")).toBe("Show me tomorrow's schedule, tomorrow or tomorrow");
  });

  it("leaves words that only begin like them", () => {
    expect(normalizeForModel("tomorrowland w/o tmrwx")).toBe("tomorrowland w/o tmrwx");
  });
});
