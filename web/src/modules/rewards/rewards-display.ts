import { formatMinSec, SECTION_UNLOCKS } from "@ria/api/modules/rewards/rewards.rules.ts";

/** How the screen words the server's figures; the figures themselves are the server's. */

/** "1 day", "7 days": the streak as the header and the leaderboard show it. */
export const streakLabel = (days: number): string => `${days} ${days === 1 ? "day" : "days"}`;

/** A section card's status line: open, or the Riko it unlocks at. */
export const sectionStatus = (index: number, open: boolean): string =>
  open ? "Unlocked" : `Locked · unlocks at ${SECTION_UNLOCKS[index]} Riko`;

/** Whole seconds until `endsAt` (epoch ms), rounded up so a countdown shows 0:00 only when it is over. */
export const secondsUntil = (endsAt: number, now: number): number => Math.max(0, Math.ceil((endsAt - now) / 1000));

/**
 * The session panel's two clocks, moved on by the seconds since the server's last answer: time
 * this session, and the countdown to the next 600 s reward, which stops at 0:00 until the
 * server's next answer starts the next block.
 */
export function sessionClocks(sessionSeconds: number, nextRewardIn: number, extraSeconds: number) {
  return { session: formatMinSec(sessionSeconds + extraSeconds), nextReward: formatMinSec(Math.max(0, nextRewardIn - extraSeconds)) };
}
