import { describe, expect, it } from "vitest";
import { accountLinks } from "./account-links";

describe("accountLinks", () => {
  it("gives a client their dashboard, the assistant, the scheduler, rewards and their account", () => {
    expect(accountLinks("CLIENT").map((link) => link.to)).toEqual([
      "/client/dashboard",
      "/ria-assistant",
      "/ai-scheduler",
      "/patswap",
      "/account",
    ]);
  });

  it("gives an admin theirs plus rules, integrations and analytics, then their account", () => {
    expect(accountLinks("ADMIN").map((link) => link.label)).toEqual([
      "Dashboard",
      "Assistant",
      "Scheduler",
      "Rewards",
      "Rules",
      "Integrations",
      "Analytics",
      "Account",
    ]);
    expect(accountLinks("ADMIN")[0]?.to).toBe("/admin/dashboard");
  });
});
