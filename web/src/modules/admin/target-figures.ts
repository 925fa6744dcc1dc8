import { launchCountdown } from "@ria/api/modules/dashboard/launch-target.rules.ts";
import { istDay } from "@ria/api/rules/ist.rules.ts";
import { formatIstDay, formatNumber } from "../../lib/format-ist";

/** The admin's target, or "Not set" until the launch target form has been saved. */
export function targetValue(targetCxos: number | null | undefined): string {
  return targetCxos == null ? "Not set" : formatNumber(targetCxos);
}

/** What the target still asks for: "249 more pilots to go", "Target reached", or a prompt to set one. */
export function targetHint(targetCxos: number | null | undefined, activePilots: number): string {
  if (targetCxos == null) return "Set one under Active Deployments";
  const remaining = targetCxos - activePilots;
  if (remaining <= 0) return "Target reached";
  return `${formatNumber(remaining)} more ${remaining === 1 ? "pilot" : "pilots"} to go`;
}

/** The launch date and how far off it is: "Wed, 31 Mar 2027 (in 126 days)"; "Not set" without one. */
export function launchDayLabel(launchDay: string | null | undefined, now: Date): string {
  if (!launchDay) return "Not set";
  return `${formatIstDay(launchDay)} (${launchCountdown(launchDay, istDay(now))})`;
}
