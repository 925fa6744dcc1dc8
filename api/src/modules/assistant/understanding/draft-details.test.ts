import { describe, expect, it } from "vitest";
import { draftDetails } from "./draft-details.ts";

describe("details a draft must carry beside its topic", () => {
  it("keeps clauses that say something new, and never the ask or an instruction", () => {
    const message =
      "Write an email to Jennifer declining their request for a 15% discount. We can do 7% for orders above 500 units. " +
      "Firm but friendly, and don't mention our margins.";
    expect(draftDetails(message, "Jennifer their request for a 15% discount")).toEqual(["We can do 7% for orders above 500 units."]);
  });

  it("keeps a Hinglish reason given after a dash", () => {
    const message = "Client ko email karo ki project handover 15 December tak shift ho gaya hai, reason - UAT mein delay";
    expect(draftDetails(message, "Client project handover 15 December tak shift ho gaya hai")).toEqual(["UAT mein delay"]);
  });

  it("drops a clause that only repeats the topic with a word more", () => {
    const message = "Dr. Saxena ko mail karo, request karo ki Monday ka appointment Wednesday pe shift kar dein. Formal rakhna";
    expect(draftDetails(message, "Dr Saxena Monday ka appointment Wednesday pe shift kar dein")).toEqual([]);
  });
});
