import { describe, expect, it } from "vitest";
import { anyWord, oneOf, pattern } from "./pattern.ts";

describe("regex builders", () => {
  it("writes the same source as the one-line regex they replace", () => {
    expect(oneOf(["posts?", String.raw`give\s+me`])).toBe(String.raw`(?:posts?|give\s+me)`);
    expect(anyWord(["posts?", String.raw`e-?mail`], "gi")).toEqual(/\b(?:posts?|e-?mail)\b/gi);
    expect(pattern(["^", oneOf(["a", "b"]), String.raw`\s+(.+)$`], "i")).toEqual(/^(?:a|b)\s+(.+)$/i);
  });

  it("matches whole words only, and keeps no flags unless given", () => {
    const piece = anyWord(["posts?", "notes?"]);
    expect(piece.flags).toBe("");
    expect(["two posts", "a note", "postscript", "notebook"].map((text) => piece.test(text))).toEqual([true, true, false, false]);
  });
});
