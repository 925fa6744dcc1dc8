import { describe, expect, it } from "vitest";
import { PLANS } from "./catalog.data.ts";
import { lockedFeatureIdsOf, nextPlanOf, UPGRADE_PATH } from "./plan-upgrade.rules.ts";

const plan = (id: string, featureIds: string[]) => ({ id, featureIds });
const weekly = plan("weekly", ["a", "b"]);
const monthly = plan("monthly", ["a", "b", "c", "d"]);
const elite = plan("elite", ["a", "b", "c", "d", "e", "f", "g", "h", "i"]);
const plans = [weekly, monthly, elite];

describe("nextPlanOf", () => {
  it("follows the spec's path: weekly to monthly, monthly to elite, elite to none", () => {
    expect(UPGRADE_PATH).toEqual(["weekly", "monthly", "elite"]);
    expect(nextPlanOf(weekly, plans)).toBe(monthly);
    expect(nextPlanOf(monthly, plans)).toBe(elite);
    expect(nextPlanOf(elite, plans)).toBeNull();
  });

  it("sends a plan off the path to the first plan that adds a feature, skipping those that offer fewer", () => {
    expect(nextPlanOf(plan("demo", ["a", "b", "c", "d"]), plans)).toBe(elite);
    expect(nextPlanOf(plan("demo", ["a"]), plans)).toBe(weekly);
    expect(nextPlanOf(plan("demo", elite.featureIds), plans)).toBeNull();
  });

  it("returns none when the next plan of the path is missing from the catalogue", () => {
    expect(nextPlanOf(weekly, [weekly, elite])).toBeNull();
  });
});

describe("lockedFeatureIdsOf", () => {
  it("lists the next plan's features the current one lacks, in order, at most four", () => {
    expect(lockedFeatureIdsOf(weekly, monthly)).toEqual(["c", "d"]);
    expect(lockedFeatureIdsOf(monthly, elite)).toEqual(["e", "f", "g", "h"]);
    expect(lockedFeatureIdsOf(monthly, elite, 2)).toEqual(["e", "f"]);
    expect(lockedFeatureIdsOf(elite, null)).toEqual([]);
  });
});

describe("the catalogue's plans", () => {
  const byId = (id: string) => PLANS.find((candidate) => candidate.id === id)!;

  it("upgrade demo to elite, whose price and four new features the overview shows", () => {
    const next = nextPlanOf(byId("demo"), PLANS)!;
    expect([next.id, next.priceInr]).toEqual(["elite", 4999]);
    expect(lockedFeatureIdsOf(byId("demo"), next)).toEqual([
      "voice_automation",
      "smart_email_drafts",
      "crm_integration",
      "team_delegation",
    ]);
  });

  it("store the rule's answer as each plan's upgradeToId", () => {
    expect(PLANS.map((entry) => [entry.id, entry.upgradeToId])).toEqual([
      ["demo", "elite"],
      ["weekly", "monthly"],
      ["monthly", "elite"],
      ["elite", null],
    ]);
  });
});
