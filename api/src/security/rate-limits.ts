import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { RateLimitedError } from "../errors.ts";

/** Where counters live: Redis when configured, so every instance shares them; else this process. */
export interface RateLimitStore {
  redis?: Redis;
  /** Keeps deployments that share a Redis server from sharing counters. */
  namespace?: string;
}

export function createLimiter(store: RateLimitStore, keyPrefix: string, points: number, durationSeconds: number): RateLimiterAbstract {
  return store.redis
    ? new RateLimiterRedis({
        storeClient: store.redis,
        keyPrefix: `${store.namespace ?? ""}${keyPrefix}`,
        points,
        duration: durationSeconds,
        useRedisPackage: false,
      })
    : new RateLimiterMemory({ keyPrefix, points, duration: durationSeconds });
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
