import { describe, expect, it } from "vitest";
import { normalizeForModel } from "./normalize.ts";

describe("text as the model reads it", () => {
  it("writes typed shorthand for tomorrow and 'with' out", () => {
    expect(normalizeForModel("Schedule a call w/ Rohan tmrw at 4:30pm")).toBe("Schedule a call with Rohan tomorrow at 4:30pm");
    expect(normalizeForModel("Show me Tmrw's schedule, tmr or 2moro")).toBe("Show me tomorrow's schedule, tomorrow or tomorrow");
  });

  it("writes out 'w' before a name, 'mtg' and a short weekday before its time", () => {
    expect(normalizeForModel("put in a mtg w/ Kavya re hiring plan, fri 11")).toBe("put in a meeting with Kavya re hiring plan, Friday 11");
    expect(normalizeForModel("coffee w Nikhil thurs 5pm")).toBe("coffee with Nikhil Thursday 5pm");
    expect(normalizeForModel("coffee w Nikhil wed 5pm, Blue Tokai")).toBe("coffee with Nikhil Wednesday 5pm, Blue Tokai");
    expect(normalizeForModel("fries w mayo")).toBe("fries w mayo");
    expect(normalizeForModel("Dinner w/ Rajiv & Shalini, R&D review")).toBe("Dinner with Rajiv and Shalini, R&D review");
  });

  it("leaves words that only begin like them", () => {
    expect(normalizeForModel("tomorrowland w/o tmrwx")).toBe("tomorrowland w/o tmrwx");
  });
});
