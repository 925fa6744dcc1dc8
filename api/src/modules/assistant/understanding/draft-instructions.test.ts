import { describe, expect, it } from "vitest";
import { isInstruction, withoutInstructions } from "./draft-instructions.ts";

describe("instructions never reach a draft", () => {
  it("drops a tone said at the end of a dictated request, with no stop before it", () => {
    expect(withoutInstructions("asking for the status of the trademark filing before the launch be polite")).toBe(
      "asking for the status of the trademark filing before the launch",
    );
    expect(withoutInstructions("she can see it on saturday at eleven don't sound pushy")).toBe("she can see it on saturday at eleven");
    expect(withoutInstructions("the shipment is delayed because of the port strike keep it apologetic but short")).toBe(
      "the shipment is delayed because of the port strike",
    );
  });

  it("keeps words that only look like tone inside the content", () => {
    expect(withoutInstructions("we will be firm on the price")).toBe("we will be firm on the price");
  });

  it("reads Hinglish asks for a format as instructions", () => {
    expect(isInstruction("Points mein likhna")).toBe(true);
    expect(isInstruction("seedha")).toBe(true);
  });

  it("reads tone, length and style said as phrases, in English and Hinglish, as instructions", () => {
    for (const how of [
      "humble tone please",
      "masti wala tone",
      "not cheesy",
      "nothing too flowery",
      "no hashtags please",
      "and no hashtag spam",
      "two lines only",
      "under 20 words",
      "120 words ke andar",
      "strict mat lagna",
      "Professional rakhna but friendly",
      "sorry bolna",
      "English mein",
      "chhota sa",
      "in bullet form",
      "as numbered list",
    ])
      expect(isInstruction(how), how).toBe(true);
    for (const news of [
      "in points of law we stand firm",
      "no layoffs this year",
      "the UAT slipped by a week",
      "we can do 7% for orders above 500 units",
    ])
      expect(isInstruction(news), news).toBe(false);
  });

  it("splits an instruction joined to the content by 'and' or 'but'", () => {
    expect(withoutInstructions("Thank the team and don't overdo the hashtags")).toBe("Thank the team");
    expect(withoutInstructions("She has served 32 years but within 4 lines")).toBe("She has served 32 years");
  });

  it("drops instructions dictated one after another onto the end", () => {
    expect(withoutInstructions("the cafeteria reopens on monday keep the tone upbeat")).toBe("the cafeteria reopens on monday");
    expect(withoutInstructions("he led the ops team for ten years say something warm keep it to three lines")).toBe(
      "he led the ops team for ten years",
    );
    expect(withoutInstructions("we are hiring two data engineers in pune keep it crisp and no hashtags")).toBe(
      "we are hiring two data engineers in pune",
    );
    expect(withoutInstructions("our tie-up with the bank is live make it sound proud but humble")).toBe("our tie-up with the bank is live");
  });

  it("drops the reason given for an instruction in the same sentence", () => {
    expect(withoutInstructions("The samples ship Friday. Keep it polite, she's a new buyer.")).toBe("The samples ship Friday.");
    expect(withoutInstructions("The audit starts Monday. Be brief since they are busy.")).toBe("The audit starts Monday.");
  });

  it("reads how the draft should come across, Hinglish hedges and how much to write as instructions", () => {
    for (const how of [
      "it should be calm and not alarm anyone",
      "the tone must be reassuring",
      "it should sound confident",
      "thoda funny sa",
      "cool sa",
      "formal type ka",
      "seedha point pe",
      "to the point",
      "not a full speech",
      "only, not the whole email",
      "Hindi mein hi likhna",
    ])
      expect(isInstruction(how), how).toBe(true);
  });

  it("keeps content that starts with a verb instructions also use", () => {
    for (const news of ["start the onboarding for the new interns", "end the pilot in Nashik by March", "it should be ready by Friday"])
      expect(isInstruction(news), news).toBe(false);
  });
});
