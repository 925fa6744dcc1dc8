import { describe, expect, it } from "vitest";
import { emailExcerpt } from "./email-reply";

describe("emailExcerpt", () => {
  it("puts a short email on one line as it is", () => {
    expect(emailExcerpt("Hello,\n\n  could we meet   on Friday?\n")).toBe("Hello, could we meet on Friday?");
    expect(emailExcerpt("")).toBe("");
  });

  it("cuts a long email at a word, with an ellipsis, within the length", () => {
    const excerpt = emailExcerpt("The quarterly numbers are ready for your review", 24);
    expect(excerpt).toBe("The quarterly numbers…");
    expect(excerpt.length).toBeLessThanOrEqual(24);
  });

  it("cuts inside a word when there is no space to cut at", () => {
    expect(emailExcerpt("x".repeat(30), 10)).toBe(`${"x".repeat(9)}…`);
  });
});
