import type { Role } from "../../generated/prisma/enums.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long a session lives. Admins: 30 minutes idle, 12 hours at most. Clients (executives on
 * their phones) stay signed in for 7 days, however idle; a sign-out or a new sign-in ends it sooner.
 */
export const SESSION_POLICY: Record<Role, { idleMs: number; absoluteMs: number }> = {
  ADMIN: { idleMs: 30 * MINUTE, absoluteMs: 12 * HOUR },
  CLIENT: { idleMs: 7 * DAY, absoluteMs: 7 * DAY },
};

/** `lastSeenAt` is written at most this often, so a busy session does not write on every request. */
export const TOUCH_INTERVAL_MS = MINUTE;

/** Whether a session is still valid at `now`. */
export function isSessionLive(
  session: { createdAt: Date; lastSeenAt: Date; expiresAt: Date; revokedAt: Date | null },
  role: Role,
  now: Date,
): boolean {
  if (session.revokedAt) return false;
  if (now >= session.expiresAt) return false;
  return now.getTime() - session.lastSeenAt.getTime() < SESSION_POLICY[role].idleMs;
}
