import { launchCountdown } from "@ria/api/modules/dashboard/launch-target.rules.ts";
import { istDay } from "@ria/api/rules/ist.rules.ts";
import { formatIstDay, formatNumber } from "../../lib/format-ist";

/** The admin's target, or "Not set" until the launch target form has been saved. */
export function targetValue(targetCxos: number | null | undefined): string {
  return targetCxos == null ? "Not set" : formatNumber(targetCxos);
}

/** How many distinct executives have asked for Ria so far. */
export function reachedHint(cxosReached: number): string {
  return `${formatNumber(cxosReached)} ${cxosReached === 1 ? "executive" : "executives"} reached`;
}

/** The launch date and how far off it is: "Wed, 31 Mar 2027 (in 126 days)"; "Not set" without one. */
export function launchDayLabel(launchDay: string | null | undefined, now: Date): string {
  if (!launchDay) return "Not set";
  return `${formatIstDay(launchDay)} (${launchCountdown(launchDay, istDay(now))})`;
}
