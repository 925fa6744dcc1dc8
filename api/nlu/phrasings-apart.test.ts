import { describe, expect, it } from "vitest";
import { readCases } from "../eval/cases.ts";
import { readPhrasings } from "./dev-phrasings.ts";

/** Case, punctuation and spacing aside: "Thanks, Ria!" and "thanks ria" are one text. */
const key = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N} ]/gu, "")
    .replace(/\s+/g, " ")
    .trim();

describe("the model's training phrasings and the evaluation cases", () => {
  it("share no text, so the evaluation measures requests the model was never shown", () => {
    const evaluated = new Set(readCases().map((c) => key(c.text)));
    const shared = readPhrasings().filter((example) => evaluated.has(key(example.text)));
    expect(shared.map((example) => example.text)).toEqual([]);
  });
});
