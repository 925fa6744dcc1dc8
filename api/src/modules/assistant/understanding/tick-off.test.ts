import { describe, expect, it } from "vitest";
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
