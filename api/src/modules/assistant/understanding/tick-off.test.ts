import { describe, expect, it } from "vitest";
import { saidOutright } from "./said-outright.ts";
import { ticksOff } from "./tick-off.ts";

describe("ticking an item off", () => {
  it("is said with tick, check, cross or strike off, or marking it done", () => {
    for (const message of ["Called the CA, tick it off", "Nasscom reply sent - check that one off", "mark it as done", "cross them off"])
      expect(ticksOff(message), message).toBe(true);
  });

  it("is not checking on something, or news that something closed", () => {
    for (const message of ["check the Nasscom invite", "We just closed our Series A", "tick tock, the deadline is near"])
      expect(ticksOff(message), message).toBe(false);
  });
});

describe("a cancel or a skip said outright", () => {
  it("is read from the words it starts with", () => {
    expect(saidOutright("End it, we don't need these anymore")).toBe("action.cancel");
    expect(saidOutright("ok stop this one")).toBe("action.cancel");
    expect(saidOutright("Skip December's")).toBe("action.skip");
    expect(saidOutright("skip the next one")).toBe("action.skip");
  });

  it("is nothing else that starts alike", () => {
    for (const message of ["Stop the music please", "End of day report is ready", "Skipping lunch today"])
      expect(saidOutright(message), message).toBeUndefined();
  });
});
