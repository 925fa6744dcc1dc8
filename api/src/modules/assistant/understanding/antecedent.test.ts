import { describe, expect, it } from "vitest";
import { peopleOf } from "./antecedent.ts";
import type { Reading } from "./read.ts";

const reading = (message: string, people: string[]): Reading => ({
  intent: "meeting.create",
  message,
  slots: people.map((text) => ({ slot: "PERSON" as const, text })),
});

describe("the people a request names", () => {
  it("reads a pronoun as whom the message named before, and a Hinglish verb taken for a name as nobody", () => {
    expect(peopleOf(reading("Priya is in town, lunch with her on Friday", ["her"]))).toEqual(["Priya"]);
    expect(peopleOf(reading("usse Friday 3 baje milna hai, meeting daal do", ["usse", "milna"]))).toEqual([]);
    expect(peopleOf(reading("Rohan aur Megha se milna hai", ["Rohan aur Megha"]))).toEqual(["Rohan", "Megha"]);
  });
});
