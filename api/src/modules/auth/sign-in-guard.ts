import { setTimeout as sleep } from "node:timers/promises";
import pLimit from "p-limit";
import { RateLimiterRes } from "rate-limiter-flexible";
import { RateLimitedError, ServiceBusyError } from "../../errors.ts";
import type { Logger } from "../../logger.ts";
import { createLimiter, retryIn, type RateLimitStore } from "../../security/rate-limits.ts";

/** Hard limit: attempts per (account, address) in the window, then that pair is refused. */
export const MAX_FAILED_SIGN_INS = 10;
/** Hard limit per address across accounts (password spraying). */
export const MAX_FAILED_SIGN_INS_PER_IP = 30;
export const FAILED_SIGN_IN_WINDOW_SECONDS = 15 * 60;
/** Soft lockout (OWASP ASVS 2.2.1): past this many failures for an account from anywhere, each attempt waits first. */
export const SOFT_LOCKOUT_FAILURES = 10;
export const SOFT_LOCKOUT_DELAY_MS = 2_000;
/** Password hashes running at once (scrypt takes 128 MiB and a thread-pool thread each), and waiting. */
export const HASHING_CONCURRENCY = 2;
export const HASHING_QUEUE = 16;

/**
 * Brute-force protection around password checks. Attempts are reserved in the limiters before
 * any hashing (so concurrent guesses cannot race the counter); the hard limit is per (account,
 * address), so an attacker elsewhere cannot lock the real user out; the per-account count only
 * slows every attempt down; hashing runs in a small bounded queue so other requests keep flowing.
 */
export function createSignInGuard(store: RateLimitStore, logger: Logger, softDelayMs = SOFT_LOCKOUT_DELAY_MS) {
  const byPair = createLimiter(store, "signin:pair", MAX_FAILED_SIGN_INS, FAILED_SIGN_IN_WINDOW_SECONDS);
  const byIp = createLimiter(store, "signin:ip", MAX_FAILED_SIGN_INS_PER_IP, FAILED_SIGN_IN_WINDOW_SECONDS);
  const byAccount = createLimiter(store, "signin:account", 1_000_000, FAILED_SIGN_IN_WINDOW_SECONDS);
  const hashing = pLimit(HASHING_CONCURRENCY);

  async function reserve(limiter: typeof byPair, key: string, points: number, what: Record<string, string>): Promise<void> {
    try {
      await limiter.consume(key);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      if (rejection.consumedPoints === points + 1) logger.warn(what, "sign-in locked out");
      throw new RateLimitedError(
        `Too many sign-in attempts. Try again ${retryIn(rejection.msBeforeNext)}.`,
        Math.ceil(rejection.msBeforeNext / 1000),
      );
    }
  }

  return {
    /** Runs `check` (the password hash) once the attempt is reserved; `check` says whether it succeeded. */
    async attempt(account: string, ip: string, check: () => Promise<boolean>): Promise<boolean> {
      await reserve(byPair, `${account}|${ip}`, MAX_FAILED_SIGN_INS, { account, ip });
      try {
        await reserve(byIp, ip, MAX_FAILED_SIGN_INS_PER_IP, { ip });
      } catch (error) {
        await byPair.reward(`${account}|${ip}`);
        throw error;
      }
      const failures = (await byAccount.get(account))?.consumedPoints ?? 0;
      if (failures >= SOFT_LOCKOUT_FAILURES) await sleep(softDelayMs);
      if (hashing.pendingCount >= HASHING_QUEUE) {
        await Promise.all([byPair.reward(`${account}|${ip}`), byIp.reward(ip)]);
        throw new ServiceBusyError("Sign-in is busy right now. Try again in a moment.", 1);
      }
      const valid = await hashing(check);
      if (valid) {
        await Promise.all([byPair.delete(`${account}|${ip}`), byIp.reward(ip)]);
        return true;
      }
      const after = await byAccount.penalty(account);
      if (after.consumedPoints === SOFT_LOCKOUT_FAILURES)
        logger.warn({ account }, "sign-in soft lockout: attempts for this account are slowed down");
      return false;
    },
  };
}
