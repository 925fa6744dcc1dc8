import { describe, expect, it } from "vitest";
import { asksForTalkingPoints, talkingPointsParts } from "./draft-points.ts";

describe("talking points", () => {
  it("are asked for in English and Hinglish, but not inside another channel", () => {
    for (const ask of [
      "Need talking points for the plant visit",
      "share a few pointers for my chat with the regulator",
      "Pricing review kal hai, 3 points bana do",
      "offsite ke liye kuch points likh do",
    ])
      expect(asksForTalkingPoints(ask), ask).toBe(true);
    expect(asksForTalkingPoints("Write an email to Deepa with the key points from today's review")).toBe(false);
    expect(asksForTalkingPoints("A LinkedIn post about our results, 5 points max")).toBe(false);
  });

  it("cover the occasion told before the ask and what the ask's sentence adds", () => {
    expect(
      talkingPointsParts("Friday's all-hands is about the ERP switch. Prepare talking points on the timeline and the training plan."),
    ).toEqual(["the ERP switch", "the timeline and the training plan"]);
    expect(talkingPointsParts("Analyst call kal hai, mujhe 4 points bana do on why margins dipped")).toEqual([
      "Analyst call kal",
      "why margins dipped",
    ]);
  });

  it("never carry the ask or how to write them", () => {
    expect(
      talkingPointsParts("I'm briefing the sales heads regarding the new territories. Give me talking points, it should sound upbeat."),
    ).toEqual(["the new territories"]);
    expect(talkingPointsParts("Prepare pointers only for the vendor summit, not a full speech")).toEqual(["the vendor summit"]);
  });
});
