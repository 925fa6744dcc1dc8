/**
 * Which plan a client upgrades to, and what it unlocks. Pure, so the catalogue and the client service share it.
 *
 * Spec section 5: weekly upgrades to monthly, monthly to elite, elite to none. The demo plan is not on
 * that path; it already holds every monthly feature, so its next plan is the first plan of the path
 * that adds features to it (elite), never one that offers fewer than the demo already has.
 */
export const UPGRADE_PATH = ["weekly", "monthly", "elite"] as const;

/** Spec section 2: the plan overview shows up to this many locked features of the next plan. */
export const LOCKED_FEATURES_SHOWN = 4;

export interface PlanFeatureSet {
  id: string;
  featureIds: readonly string[];
}

/** The plan after `current` (spec path), or for a plan off the path the first one that adds a feature; null when none does. */
export function nextPlanOf<Plan extends PlanFeatureSet>(current: Plan, plans: readonly Plan[]): Plan | null {
  const byId = new Map(plans.map((plan) => [plan.id, plan]));
  const position = UPGRADE_PATH.indexOf(current.id as (typeof UPGRADE_PATH)[number]);
  if (position >= 0) return byId.get(UPGRADE_PATH[position + 1] ?? "") ?? null;
  const candidates = UPGRADE_PATH.map((id) => byId.get(id)).filter((plan): plan is Plan => plan !== undefined);
  return candidates.find((plan) => lockedFeatureIdsOf(current, plan, Infinity).length > 0) ?? null;
}

/** Features of `next` that `current` lacks, in `next`'s order, at most `limit` of them. */
export function lockedFeatureIdsOf(current: PlanFeatureSet, next: PlanFeatureSet | null, limit = LOCKED_FEATURES_SHOWN): string[] {
  if (!next) return [];
  return next.featureIds.filter((id) => !current.featureIds.includes(id)).slice(0, limit);
}
