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
    ])
      expect(isInstruction(how), how).toBe(true);
    for (const news of ["no layoffs this year", "the UAT slipped by a week", "we can do 7% for orders above 500 units"])
      expect(isInstruction(news), news).toBe(false);
  });

  it("splits an instruction joined to the content by 'and' or 'but'", () => {
    expect(withoutInstructions("Thank the team and don't overdo the hashtags")).toBe("Thank the team");
    expect(withoutInstructions("She has served 32 years but within 4 lines")).toBe("She has served 32 years");
  });
});
