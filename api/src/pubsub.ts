import { createRedisEventTarget } from "@graphql-yoga/redis-event-target";
import { createPubSub, type PubSub } from "graphql-yoga";
import { Redis } from "ioredis";
import type { HealthRoundEvent } from "./modules/health/health.types.ts";

/**
 * Every event the app publishes, by channel. Payloads are plain JSON (dates as ISO strings)
 * because with Redis they cross process boundaries.
 */
export type PubSubChannels = {
  "health.round": [round: HealthRoundEvent];
};

export type AppPubSub = PubSub<PubSubChannels>;

export interface PubSubHandle {
  pubsub: AppPubSub;
  transport: "memory" | "redis";
  /** Round-trips to the transport; throws when it cannot be reached. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Yoga's in-memory pub/sub, or Redis-backed when `redisUrl` is set so every instance sees every event. */
export function createAppPubSub(redisUrl?: string): PubSubHandle {
  if (!redisUrl) {
    return { pubsub: createPubSub<PubSubChannels>(), transport: "memory", ping: async () => {}, close: async () => {} };
  }
  const options = { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true };
  const publishClient = new Redis(redisUrl, options);
  const subscribeClient = new Redis(redisUrl, options);
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
  return {
    pubsub: createPubSub<PubSubChannels>({ eventTarget }),
    transport: "redis",
    ping: async () => void (await publishClient.ping()),
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}
