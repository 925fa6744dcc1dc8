import { setTimeout as sleep } from "node:timers/promises";
import pLimit from "p-limit";
import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { RateLimitedError, ServiceBusyError } from "../../errors.ts";
import type { Logger } from "../../logger.ts";
import { createLimiter, retryIn, type RateLimitStore } from "../../security/rate-limits.ts";
import { createSerialSlots } from "../../security/serial-slots.ts";
import {
  DEVICE_FAILURES,
  DEVICE_WINDOW_SECONDS,
  FREE_FAILURES,
  gapBeforeAttempt,
  MAX_WAIT_MS,
  UNKNOWN_DEVICE_FAILURES_PER_HOUR,
  UNKNOWN_DEVICE_WINDOW_SECONDS,
} from "./sign-in-budget.rules.ts";

/** Hard limit: attempts per (account, address) in the window, then that pair is refused. */
export const MAX_FAILED_SIGN_INS = 10;
/** Hard limit per address across accounts (password spraying). */
export const MAX_FAILED_SIGN_INS_PER_IP = 30;
export const FAILED_SIGN_IN_WINDOW_SECONDS = 15 * 60;
/** Password hashes running at once (scrypt takes 128 MiB and a thread-pool thread each), and waiting. */
export const HASHING_CONCURRENCY = 2;
export const HASHING_QUEUE = 16;

/** Why a sign-in attempt was turned away (counted by /metrics). */
export type SignInRefusal = "wrong_password" | "address_limit" | "account_budget" | "account_queue" | "busy";

export interface AttemptOptions {
  /** The device's id when the browser holds a device cookie for this account (device-trust.service.ts). */
  deviceId: string | null;
  /** False for an account whose password is public (the demo): guessing it gains nothing, and a budget would lock prospects out. */
  budgeted: boolean;
}

/**
 * Brute-force protection around password checks. Every attempt is reserved in the limiters before any
 * hashing (concurrent guesses cannot race a counter), and hashing runs in a small bounded queue.
 *
 * A device that signed in to the account before (its device cookie) has its own allowance, DEVICE_FAILURES
 * in 15 minutes, and nothing else applies to it: guessing from elsewhere never locks the real user out.
 * Every other attempt (an unknown device) is limited per (account, address) and per address, and shares the
 * account's budget for unknown devices: at most UNKNOWN_DEVICE_FAILURES_PER_HOUR evaluated failures an hour,
 * and past FREE_FAILURES each attempt starts a growing gap after the previous one on that account (serialised
 * across addresses and instances); one that would wait more than MAX_WAIT_MS is refused with Retry-After.
 */
export function createSignInGuard(store: RateLimitStore, logger: Logger, onRefused: (reason: SignInRefusal) => void = () => {}) {
  const byPair = createLimiter(store, "signin:pair", MAX_FAILED_SIGN_INS, FAILED_SIGN_IN_WINDOW_SECONDS);
  const byIp = createLimiter(store, "signin:ip", MAX_FAILED_SIGN_INS_PER_IP, FAILED_SIGN_IN_WINDOW_SECONDS);
  const byAccount = createLimiter(store, "signin:account", UNKNOWN_DEVICE_FAILURES_PER_HOUR, UNKNOWN_DEVICE_WINDOW_SECONDS);
  const byDevice = createLimiter(store, "signin:device", DEVICE_FAILURES, DEVICE_WINDOW_SECONDS);
  const queue = createSerialSlots(store, "signin:queue");
  const hashing = pLimit(HASHING_CONCURRENCY);

  function refuse(reason: SignInRefusal, message: string, retryAfterMs: number): never {
    onRefused(reason);
    throw new RateLimitedError(`${message} Try again ${retryIn(retryAfterMs)}.`, Math.max(1, Math.ceil(retryAfterMs / 1000)));
  }

  /** Consumes a point; a refusal is logged once, when the limit is first passed. */
  async function reserve(limiter: RateLimiterAbstract, key: string, points: number, what: Record<string, string>): Promise<number> {
    try {
      return (await limiter.consume(key)).consumedPoints;
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      if (rejection.consumedPoints === points + 1) logger.warn(what, "sign-in locked out");
      return refuse("address_limit", "Too many sign-in attempts.", rejection.msBeforeNext);
    }
  }

  /** Runs the password check in the bounded hashing queue; past it, `refund` and 503. */
  async function evaluate(check: () => Promise<boolean>, refund: () => Promise<unknown>): Promise<boolean> {
    if (hashing.pendingCount >= HASHING_QUEUE) {
      await refund();
      onRefused("busy");
      throw new ServiceBusyError("Sign-in is busy right now. Try again in a moment.", 1);
    }
    return hashing(check);
  }

  /** A known device's attempt; undefined when its own allowance is spent (it then counts as unknown). */
  async function fromKnownDevice(account: string, deviceId: string, check: () => Promise<boolean>): Promise<boolean | undefined> {
    const key = `${account}|${deviceId}`;
    try {
      await byDevice.consume(key);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      if (rejection.consumedPoints === DEVICE_FAILURES + 1) logger.warn({ account }, "sign-in: a known device's allowance is spent");
      return undefined;
    }
    const valid = await evaluate(check, () => byDevice.reward(key));
    if (valid) await byDevice.reward(key);
    return valid;
  }

  async function fromUnknownDevice(account: string, ip: string, budgeted: boolean, check: () => Promise<boolean>): Promise<boolean> {
    const pair = `${account}|${ip}`;
    await reserve(byPair, pair, MAX_FAILED_SIGN_INS, { account, ip });
    try {
      await reserve(byIp, ip, MAX_FAILED_SIGN_INS_PER_IP, { ip });
    } catch (error) {
      await byPair.reward(pair);
      throw error;
    }
    const refundAddress = () => Promise.all([byPair.reward(pair), byIp.reward(ip)]);
    if (budgeted) await waitForTurn(account, refundAddress);
    const valid = await evaluate(check, () => Promise.all([refundAddress(), budgeted ? byAccount.reward(account) : undefined]));
    if (valid) await Promise.all([byPair.delete(pair), byIp.reward(ip), budgeted ? byAccount.reward(account) : undefined]);
    return valid;
  }

  /** Takes a place in the account's budget and queue, and waits for it; refuses (refunding) when there is none. */
  async function waitForTurn(account: string, refundAddress: () => Promise<unknown>): Promise<void> {
    let attempt: number;
    try {
      attempt = (await byAccount.consume(account)).consumedPoints;
    } catch (rejection) {
      await refundAddress();
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      if (rejection.consumedPoints === UNKNOWN_DEVICE_FAILURES_PER_HOUR + 1)
        logger.warn({ account }, "sign-in: this account's budget for unknown devices is spent");
      return refuse(
        "account_budget",
        "Too many sign-in attempts for this account from new devices. A device you have signed in on before can still sign in.",
        rejection.msBeforeNext,
      );
    }
    const slot = await queue.claim(account, gapBeforeAttempt(attempt), MAX_WAIT_MS);
    if (!slot.granted) {
      await Promise.all([refundAddress(), byAccount.reward(account)]);
      return refuse("account_queue", "Too many sign-in attempts for this account right now.", slot.waitMs);
    }
    if (attempt === FREE_FAILURES + 1)
      logger.warn({ account }, "sign-in slowed down: attempts on this account from unknown devices wait their turn");
    if (slot.waitMs > 0) await sleep(slot.waitMs);
  }

  return {
    /** Runs `check` (the password hash) once the attempt is allowed and reserved; `check` says whether it succeeded. */
    async attempt(account: string, ip: string, options: AttemptOptions, check: () => Promise<boolean>): Promise<boolean> {
      const known = options.deviceId ? await fromKnownDevice(account, options.deviceId, check) : undefined;
      const valid = known ?? (await fromUnknownDevice(account, ip, options.budgeted, check));
      if (!valid) onRefused("wrong_password");
      return valid;
    },
  };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;
