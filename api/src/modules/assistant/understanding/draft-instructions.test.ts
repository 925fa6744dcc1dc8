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
});
