/**
 * How many password guesses an account takes from devices it does not know (no device cookie of its own),
 * and how they are slowed down. Pure numbers and a schedule; sign-in-guard.ts applies them.
 */

/** Evaluated failures per account per hour from unknown devices; past them such attempts are refused unevaluated. */
export const UNKNOWN_DEVICE_FAILURES_PER_HOUR = 100;
export const UNKNOWN_DEVICE_WINDOW_SECONDS = 60 * 60;
/** Failures in the window before the delay starts (a person mistyping is never slowed). */
export const FREE_FAILURES = 10;
/** The gap between two attempts on one account doubles from 1 s up to this. */
export const MAX_GAP_MS = 30_000;
/** An attempt that would have to wait longer than this is refused with Retry-After instead of held open. */
export const MAX_WAIT_MS = 10_000;

/** A known device's own allowance: failures in 15 minutes before its cookie counts as unknown again. */
export const DEVICE_FAILURES = 10;
export const DEVICE_WINDOW_SECONDS = 15 * 60;

/**
 * The least time between the start of the previous attempt on an account and this one, the `attempt`-th
 * (1-based, counting attempts still running) in the window: none for the first FREE_FAILURES, then 1 s,
 * 2 s, 4 s, … up to MAX_GAP_MS. The queue alone allows about 130 attempts an hour; the budget, 100.
 */
export function gapBeforeAttempt(attempt: number): number {
  if (attempt <= FREE_FAILURES) return 0;
  return Math.min(MAX_GAP_MS, 1000 * 2 ** Math.min(attempt - FREE_FAILURES - 1, 30));
}
