import { isRedisAway, unavailable, type RateLimitStore } from "./rate-limits.ts";

/** A start time handed out by `claim`: how long to wait first, or that the wait would be too long. */
export interface Slot {
  granted: boolean;
  waitMs: number;
}

/**
 * One queue per key (an account) in which each attempt starts at least `gapMs` after the one before it:
 * attempts on one key are serialised with a growing gap, however many instances or addresses they come
 * from. An attempt that would wait longer than `maxWaitMs` is refused instead (and takes no place in
 * the queue), so a crowd of waiting requests cannot pile up. Redis when configured, else this process.
 */
export interface SerialSlots {
  claim(key: string, gapMs: number, maxWaitMs: number): Promise<Slot>;
}

/** Longest a key is remembered after its last start: longer than any gap. */
const KEY_TTL_MS = 60 * 60_000;

export function createSerialSlots(store: RateLimitStore, prefix: string): SerialSlots {
  return store.redis ? redisSlots(store, `${store.namespace ?? ""}${prefix}:`) : memorySlots();
}

function memorySlots(): SerialSlots {
  const lastStart = new Map<string, number>();
  let claims = 0;
  return {
    async claim(key, gapMs, maxWaitMs) {
      const now = Date.now();
      if (++claims % 1000 === 0) for (const [old, at] of lastStart) if (at < now - KEY_TTL_MS) lastStart.delete(old);
      const last = lastStart.get(key);
      const start = last === undefined ? now : Math.max(now, last + gapMs);
      const waitMs = start - now;
      if (waitMs > maxWaitMs) return { granted: false, waitMs };
      lastStart.set(key, start);
      return { granted: true, waitMs };
    },
  };
}

// Atomic in Redis, on Redis's own clock (instances' clocks may differ): the start is the later of now and
// the last start plus the gap; a start further off than the longest wait is refused and not recorded.
const CLAIM_SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local last = redis.call('GET', KEYS[1])
local start = now
if last then start = math.max(now, tonumber(last) + tonumber(ARGV[1])) end
local wait = start - now
if wait > tonumber(ARGV[2]) then return {0, wait} end
redis.call('SET', KEYS[1], start, 'PX', ARGV[3])
return {1, wait}
`;

function redisSlots(store: RateLimitStore, prefix: string): SerialSlots {
  const redis = store.redis!;
  return {
    async claim(key, gapMs, maxWaitMs) {
      if (isRedisAway(redis)) throw unavailable();
      let reply: [number, number];
      try {
        reply = (await redis.eval(CLAIM_SCRIPT, 1, prefix + key, gapMs, maxWaitMs, KEY_TTL_MS)) as [number, number];
      } catch {
        throw unavailable();
      }
      return { granted: reply[0] === 1, waitMs: Number(reply[1]) };
    },
  };
}
