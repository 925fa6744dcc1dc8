import { describe, expect, it } from "vitest";
import { HINGLISH_RULES, isHinglish, toEnglish } from "./hinglish-to-english.ts";

describe("Hinglish topics in English drafts", () => {
  it.each(HINGLISH_RULES.map((rule) => rule.example))("%s -> %s", (hinglish, english) => {
    expect(toEnglish(hinglish)).toBe(english);
  });

  it("leaves English alone", () => {
    expect(isHinglish("the shipment will reach Bhiwandi on Monday")).toBe(false);
    expect(toEnglish("we will ship on Monday")).toBe("we will ship on Monday");
  });
});
