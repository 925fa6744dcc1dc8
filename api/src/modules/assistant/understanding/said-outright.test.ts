import { describe, expect, it } from "vitest";
import { namesNothing, saidOutright } from "./said-outright.ts";

describe("what a message says outright", () => {
  it("is a cancel or a skip of what was just done", () => {
    expect(saidOutright("End it, we don't need these anymore")).toBe("action.cancel");
    expect(saidOutright("skip the next one")).toBe("action.skip");
    expect(saidOutright("End of the day is fine")).toBeUndefined();
  });

  it("is nothing at all when a request names nothing to do", () => {
    for (const message of [
      "Kindly do the needful.",
      "Can you handle that for me?",
      "can you set something up",
      "Please take care of it",
      "Please schedule",
      "remind me",
    ])
      expect(namesNothing(message), message).toBe(true);
    for (const message of ["Can you handle the vendor call for me?", "do the needful and book the hall for Friday"])
      expect(namesNothing(message), message).toBe(false);
  });
});
