import { setMaxListeners } from "node:events";
import { createRedisEventTarget } from "@graphql-yoga/redis-event-target";
import type { TypedEventTarget } from "@graphql-yoga/typed-event-target";
import { createPubSub, type PubSub } from "graphql-yoga";
import { Redis } from "ioredis";
import type { Logger } from "./logger.ts";
import type { ChatEvent } from "./modules/assistant/chat-events.ts";
import type { HealthRoundEvent } from "./modules/health/health.types.ts";
import type { LeaderboardSnapshot } from "./modules/rewards/leaderboard.ts";

/**
 * Every event the app publishes, by channel. Payloads are plain JSON (dates as ISO strings)
 * because with Redis they cross process boundaries.
 */
export type PubSubChannels = {
  "health.round": [round: HealthRoundEvent];
  "contact.submitted": [submission: { id: string }];
  /** Per owner (a user's id or a guest's): reply deltas and stored messages. */
  "chat.event": [ownerId: string, event: ChatEvent];
  /** Per owner: a meeting or reminder of theirs was made, changed, cancelled or fired. */
  "schedule.changed": [ownerId: string, change: { at: string }];
  /** Per owner: one of their scheduled tasks changed. */
  "task.updated": [ownerId: string, change: { taskId: string }];
  /** For admins: an automation rule was created, updated (toggled, edited) or deleted. */
  "automation.rule": [change: { ruleId: string; change: "created" | "updated" | "deleted" }];
  /** For admins: an automation rule ran. */
  "automation.run": [run: { ruleId: string; runId: string }];
  /** For admins: a notification posted (`added`) or notifications marked read by any admin. */
  "admin.notification": [change: { added: string | null; read: string[] }];
  /** For admins: WhatsApp traffic (a message in or out, a status change). */
  "whatsapp.activity": [activity: { messageId: string }];
  /** Sessions just revoked (sign-out, sign out everywhere, a replaced sign-in): every instance closes their sockets. */
  "session.revoked": [revocation: { sessionIds: string[] }];
  /** Both rewards leaderboards, computed once and forwarded to every subscriber as is. */
  "rewards.leaderboard": [board: LeaderboardSnapshot];
};

export type AppPubSub = PubSub<PubSubChannels>;

export interface PubSubHandle {
  pubsub: AppPubSub;
  transport: "memory" | "redis";
  /** A Redis connection for ordinary commands (rate limits), when Redis is configured. */
  redis?: Redis;
  /** Prefix for this deployment's Redis keys and channels. */
  namespace?: string;
  /** Round-trips to the transport; throws when it cannot be reached. */
  ping(): Promise<void>;
  /**
   * How many of this instance's subscribers an event published on `channel` now reaches (`topic` or `topic:id`): its
   * listeners here, or 0 while Redis has not yet taken the channel's SUBSCRIBE. Tests wait for it to grow instead of
   * guessing how long subscribing takes.
   */
  listeners(channel: string): Promise<number>;
  close(): Promise<void>;
}

/**
 * Yoga's in-memory pub/sub, or Redis-backed when `redisUrl` is set so every instance sees every event.
 * Redis channels are global to the server, so they carry `channelPrefix` (one per deployment).
 */
export function createAppPubSub(redisUrl?: string, channelPrefix = "ria:", logger?: Pick<Logger, "warn">): PubSubHandle {
  if (!redisUrl) {
    // Every subscriber is a listener on one target: lift Node's 10-listener warning.
    const eventTarget = new EventTarget();
    setMaxListeners(0, eventTarget);
    const listeners = countingListeners(eventTarget);
    return {
      pubsub: createPubSub<PubSubChannels>({ eventTarget }),
      transport: "memory",
      ping: async () => {},
      listeners: async (channel) => listeners.get(channel) ?? 0,
      close: async () => {},
    };
  }
  const options = { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true };
  const publishClient = new Redis(redisUrl, options);
  const subscribeClient = new Redis(redisUrl, options);
  // Without a listener ioredis prints every failed reconnection; one line per client while Redis is away.
  for (const client of [publishClient, subscribeClient]) {
    let reported = false;
    client.on("error", (error) => {
      if (!reported) logger?.warn({ err: error }, "Redis is not answering; reconnecting");
      reported = true;
    });
    client.on("ready", () => (reported = false));
  }
  // The event target fires publishes without awaiting them: a failed one (Redis gone, or the app
  // shutting down while a reply still streams) is logged here instead of becoming an unhandled rejection.
  const publisher = {
    publish: (channel: string, message: string) =>
      publishClient.publish(channel, message).catch((error: unknown) => {
        logger?.warn({ err: error, channel }, "publishing an event to Redis failed");
        return 0;
      }),
  } as unknown as Redis;
  const eventTarget = prefixed(createRedisEventTarget({ publishClient: publisher, subscribeClient }), channelPrefix);
  const listeners = countingListeners(eventTarget);
  return {
    pubsub: createPubSub<PubSubChannels>({ eventTarget }),
    transport: "redis",
    redis: publishClient,
    namespace: channelPrefix,
    ping: async () => void (await publishClient.ping()),
    // Redis counts the connections subscribed to a channel once it has processed their SUBSCRIBE.
    listeners: async (channel) => {
      const [, subscribed] = (await publishClient.call("PUBSUB", "NUMSUB", channelPrefix + channel)) as [string, number];
      return subscribed > 0 ? (listeners.get(channel) ?? 0) : 0;
    },
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}

/** Counts the listeners of each event type on `target` as they are added and removed (EventTarget cannot say). */
function countingListeners(target: Pick<EventTarget, "addEventListener" | "removeEventListener">): Map<string, number> {
  const counts = new Map<string, number>();
  const add = target.addEventListener.bind(target);
  const remove = target.removeEventListener.bind(target);
  target.addEventListener = (type, listener, options) => {
    counts.set(type, (counts.get(type) ?? 0) + 1);
    add(type, listener, options);
  };
  target.removeEventListener = (type, listener, options) => {
    counts.set(type, Math.max(0, (counts.get(type) ?? 0) - 1));
    remove(type, listener, options);
  };
  return counts;
}

/** Puts every channel name behind a prefix; Yoga reads only an event's `detail`, so nothing else changes. */
function prefixed(target: TypedEventTarget<CustomEvent>, prefix: string): TypedEventTarget<CustomEvent> {
  return {
    addEventListener: (type, listener, options) => target.addEventListener(prefix + type, listener, options),
    removeEventListener: (type, listener, options) => target.removeEventListener(prefix + type, listener, options),
    dispatchEvent: (event) => target.dispatchEvent(new CustomEvent(prefix + event.type, { detail: event.detail })),
  };
}
