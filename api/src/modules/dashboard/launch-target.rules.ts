import { z } from "zod";

/**
 * The launch target an admin sets on the dashboard (how many CXOs, by which IST day) and the figures
 * read from it. One definition for the server and the browser form, so both say the same thing.
 */
export const MAX_TARGET_CXOS = 100_000;
export const LAUNCH_HORIZON_YEARS = 10;

export const LAUNCH_TARGET_MESSAGES = {
  targetCxos: "Enter a whole number of CXOs from 1 to 1,00,000",
  launchDay: "Enter the launch date as a calendar date",
  launchDayPast: "Choose a launch date from today onwards",
  launchDayTooFar: `Choose a launch date within the next ${LAUNCH_HORIZON_YEARS} years`,
} as const;

const DAY_MS = 86_400_000;

/** The form's rules, measured from `today` (an IST day, YYYY-MM-DD). The target may arrive as text from a form field. */
export function launchTargetSchema(today: string) {
  const latest = `${Number(today.slice(0, 4)) + LAUNCH_HORIZON_YEARS}${today.slice(4)}`;
  const { targetCxos, launchDay, launchDayPast, launchDayTooFar } = LAUNCH_TARGET_MESSAGES;
  return z.object({
    targetCxos: z.coerce.number({ error: targetCxos }).int(targetCxos).min(1, targetCxos).max(MAX_TARGET_CXOS, targetCxos),
    launchDay: z
      .string({ error: launchDay })
      .trim()
      .pipe(z.iso.date(launchDay))
      .refine((day) => day >= today, launchDayPast)
      .refine((day) => day <= latest, launchDayTooFar),
  });
}

export type LaunchTargetInput = z.input<ReturnType<typeof launchTargetSchema>>;
export type LaunchTarget = z.output<ReturnType<typeof launchTargetSchema>>;

/** Checks a form's values: the target to save, or the first message per field (as the server words them). */
export function checkLaunchTarget(
  input: unknown,
  today: string,
): { ok: true; target: LaunchTarget } | { ok: false; errors: Record<string, string> } {
  const parsed = launchTargetSchema(today).safeParse(input);
  if (parsed.success) return { ok: true, target: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join(".")] ??= issue.message;
  return { ok: false, errors };
}

/** Share of the target already running a pilot, 0 to 100 (whole percent, rounded down); null without a target. */
export function launchProgressPercent(activePilots: number, targetCxos: number | null): number | null {
  if (!targetCxos || targetCxos <= 0) return null;
  return Math.min(100, Math.floor((activePilots * 100) / targetCxos));
}

/** Whole days from `today` to `launchDay` (both YYYY-MM-DD); negative once the day has passed. */
export function daysToLaunch(launchDay: string, today: string): number {
  return Math.round((Date.parse(`${launchDay}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/** How far off the launch is, in words: "in 12 days", "tomorrow", "today", "passed 3 days ago". */
export function launchCountdown(launchDay: string, today: string): string {
  const days = daysToLaunch(launchDay, today);
  if (days === 0) return "today";
  if (days === 1) return "tomorrow";
  if (days === -1) return "passed yesterday";
  return days > 0 ? `in ${days} days` : `passed ${-days} days ago`;
}
