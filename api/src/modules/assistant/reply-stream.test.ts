import { describe, expect, it } from "vitest";
import { MAX_DELTAS, splitIntoDeltas, WORDS_PER_DELTA } from "./reply-stream.ts";

describe("splitIntoDeltas", () => {
  it("streams a short reply a few words at a time, keeping its spacing", () => {
    expect(splitIntoDeltas("  Done. I'll remind you\nto call Rahul tomorrow.")).toEqual([
      "  Done. I'll remind ",
      "you\nto call ",
      "Rahul tomorrow.",
    ]);
  });

  it("streams a long reply in at most MAX_DELTAS deltas that add up to the whole text", () => {
    const text = Array.from({ length: 166 }, (_, index) => `word${index}`).join(" ");
    const deltas = splitIntoDeltas(text);
    expect(deltas.length).toBeLessThanOrEqual(MAX_DELTAS);
    expect(deltas.join("")).toBe(text);
    expect(splitIntoDeltas("one two three four five six seven").length).toBe(Math.ceil(7 / WORDS_PER_DELTA));
  });
});
