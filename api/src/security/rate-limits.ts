import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { RateLimitedError, ServiceUnavailableError } from "../errors.ts";

/** Where counters live: Redis when configured, so every instance shares them; else this process. */
export interface RateLimitStore {
  redis?: Redis;
  /** Keeps deployments that share a Redis server from sharing counters. */
  namespace?: string;
}

export function createLimiter(store: RateLimitStore, keyPrefix: string, points: number, durationSeconds: number): RateLimiterAbstract {
  return store.redis
    ? failFast(
        new RateLimiterRedis({
          storeClient: store.redis,
          keyPrefix: `${store.namespace ?? ""}${keyPrefix}`,
          points,
          duration: durationSeconds,
          useRedisPackage: false,
        }),
        store.redis,
      )
    : new RateLimiterMemory({ keyPrefix, points, duration: durationSeconds });
}

/** How long a client is asked to wait while Redis is away (ioredis reconnects within a few seconds). */
export const REDIS_DOWN_RETRY_SECONDS = 5;

/** ioredis states in which a command would wait for a reconnection (or fail after retries). */
const REDIS_AWAY = new Set(["close", "reconnecting", "end"]);

/** What a caller hears while the shared store is away: 503 with Retry-After. */
export function unavailable(): ServiceUnavailableError {
  return new ServiceUnavailableError(
    "Ria is briefly unavailable (its shared store is not answering). Please try again.",
    REDIS_DOWN_RETRY_SECONDS,
  );
}

/** Whether Redis is away at this moment (a command now would queue behind a reconnection). */
export function isRedisAway(redis: Redis): boolean {
  return REDIS_AWAY.has(redis.status);
}
const LIMITER_CALLS = new Set(["consume", "get", "penalty", "reward", "delete", "block", "set"]);

/**
 * A Redis-backed limiter that says so when Redis is down: 503 SERVICE_UNAVAILABLE with Retry-After at
 * once (no command queued while ioredis reconnects), rather than an unexpected error after retries.
 */
function failFast(limiter: RateLimiterRedis, redis: Redis): RateLimiterAbstract {
  return new Proxy(limiter, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== "function" || !LIMITER_CALLS.has(String(property))) return value;
      return async (...args: unknown[]) => {
        if (isRedisAway(redis)) throw unavailable();
        try {
          return await (value as (...parameters: unknown[]) => Promise<unknown>).apply(target, args);
        } catch (error) {
          if (error instanceof RateLimiterRes) throw error;
          throw unavailable();
        }
      };
    },
  });
}

/** "in 14 minutes", "in 30 seconds": when a limited caller may try again. */
export function retryIn(milliseconds: number): string {
  const seconds = Math.max(1, Math.ceil(milliseconds / 1000));
  if (seconds < 90) return `in ${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 90) return `in ${minutes} minutes`;
  return `in ${Math.ceil(minutes / 60)} hours`;
}

/** Consumes one point from each limiter; throws a RATE_LIMITED error naming when to retry. */
export async function consumeOrThrow(limiters: Array<[RateLimiterAbstract, string]>, message: string): Promise<void> {
  for (const [limiter, key] of limiters) {
    try {
      await limiter.consume(key);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes)
        throw new RateLimitedError(`${message} Try again ${retryIn(rejection.msBeforeNext)}.`, Math.ceil(rejection.msBeforeNext / 1000));
      throw rejection;
    }
  }
}
