import { describe, expect, it } from "vitest";
import { purchaseRefusal, startupItem, startupPhase, startupProgress } from "./startup.rules.ts";

describe("startup builder", () => {
  const hire = startupItem("team-ai")!;
  const challenge = startupItem("challenge-mvp")!;
  it("knows the catalogue's costs and rewards", () => {
    expect([hire.cost, hire.riko]).toEqual([30, 5]);
    expect([startupItem("tool-crm")!.cost, startupItem("tool-crm")!.riko]).toEqual([12, 3]);
    expect(startupItem("challenge-scale")!.riko).toBe(150);
    expect(startupItem("nope")).toBeUndefined();
  });
  it("needs enough capital and not already owned", () => {
    expect(purchaseRefusal(hire, new Set(), 30)).toBeNull();
    expect(purchaseRefusal(hire, new Set(), 29)).toBe("Not enough Riko");
    expect(purchaseRefusal(hire, new Set(["team-ai"]), 100)).toBe("Already owned");
  });
  it("needs 2 members and 1 tool for a challenge, once", () => {
    expect(purchaseRefusal(challenge, new Set(["team-ai", "tool-crm"]), 0)).toBe("A challenge needs at least 2 team members and 1 tool");
    expect(purchaseRefusal(challenge, new Set(["team-ai", "team-dev", "tool-crm"]), 0)).toBeNull();
    expect(purchaseRefusal(challenge, new Set(["team-ai", "team-dev", "tool-crm", "challenge-mvp"]), 0)).toBe("This challenge is already completed");
  });
  it("adds 15 per hire, 10 per tool, 25 per challenge, up to 100, through the four phases", () => {
    expect(startupProgress(["team-ai", "tool-crm"])).toBe(25);
    expect(startupProgress(["team-ai", "team-dev", "team-design", "team-growth", "tool-crm", "challenge-mvp", "challenge-users"])).toBe(100);
    expect([0, 24, 25, 49, 50, 74, 75, 100].map(startupPhase)).toEqual([
      "Ideation", "Ideation", "Building", "Building", "Testing", "Testing", "Launch Ready", "Launch Ready",
    ]);
  });
});
