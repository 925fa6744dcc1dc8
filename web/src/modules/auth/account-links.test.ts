import { describe, expect, it } from "vitest";
import { accountLinks } from "./account-links";

describe("accountLinks", () => {
  it("gives a client their dashboard, the assistant, the scheduler and rewards", () => {
    expect(accountLinks("CLIENT").map((link) => link.to)).toEqual(["/client/dashboard", "/ria-assistant", "/ai-scheduler", "/patswap"]);
  });

  it("gives an admin theirs plus rules, integrations and analytics", () => {
    expect(accountLinks("ADMIN").map((link) => link.label)).toEqual([
      "Dashboard",
      "Assistant",
      "Scheduler",
      "Rewards",
      "Rules",
      "Integrations",
      "Analytics",
    ]);
    expect(accountLinks("ADMIN")[0]?.to).toBe("/admin/dashboard");
  });
});
