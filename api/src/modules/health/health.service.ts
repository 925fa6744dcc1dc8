import { randomUUID } from "node:crypto";
import type { Logger } from "../../logger.ts";
import type { AppPubSub } from "../../pubsub.ts";
import { decideStatus, describeCheck, type ProbeOutcome } from "./health.rules.ts";
import type { Probe } from "./health.probes.ts";
import { buildSnapshot, uptimeWindows } from "./health.snapshot.ts";
import type { CheckToStore, HealthStore } from "./health.store.ts";
import type { PlatformStatusSnapshot } from "./health.types.ts";

/** A probe that has not answered by then counts as a failed request. */
const PROBE_TIMEOUT_MS = 5000;
/** A manual retry within this long of the last round returns that round instead of probing again. */
const MANUAL_ROUND_MIN_GAP_MS = 5000;
const RECENT_EVENTS = 10;

export interface HealthServiceDeps {
  store: HealthStore;
  /** Seconds between scheduled rounds (0 when they are off), shown by the status page. */
  intervalSeconds: number;
  probes: Probe[];
  pubsub: AppPubSub;
  logger: Logger;
  now?: () => Date;
}

/** Runs rounds of checks, keeps their history and pushes every round to subscribers. */
export function createHealthService({ store, probes, pubsub, logger, intervalSeconds, now = () => new Date() }: HealthServiceDeps) {
  let lastRoundFinishedAt = 0;
  let running: Promise<PlatformStatusSnapshot | null> | null = null;

  async function probeAll(): Promise<Array<{ probe: Probe; outcome: ProbeOutcome; responseTimeMs: number }>> {
    return Promise.all(
      probes.map(async (probe) => {
        const started = performance.now();
        const outcome = await probe
          .run(AbortSignal.timeout(PROBE_TIMEOUT_MS))
          .catch((error: unknown): ProbeOutcome => ({ kind: "failed", detail: error instanceof Error ? error.message : String(error) }));
        return { probe, outcome, responseTimeMs: Math.round(performance.now() - started) };
      }),
    );
  }

  async function snapshot(): Promise<PlatformStatusSnapshot> {
    const at = now();
    const { since, sinceDay } = uptimeWindows(at);
    const [latest, hourly, daily, events, incidentsLast24h] = await Promise.all([
      store.latestChecks(),
      store.hourlyBuckets(since),
      store.dailyBuckets(sinceDay),
      store.recentEvents(RECENT_EVENTS),
      store.countIncidentsSince(new Date(at.getTime() - 86_400_000)),
    ]);
    return {
      ...buildSnapshot({ now: at, services: probes, latest, hourly, daily, events, incidentsLast24h }),
      checkIntervalSeconds: intervalSeconds,
    };
  }

  /** One round: probe everything, store, publish. `slotKey` makes a scheduled slot run once across instances. */
  async function runRound(trigger: "schedule" | "manual", slotKey: string | null = null): Promise<PlatformStatusSnapshot | null> {
    const roundId = randomUUID();
    if (!(await store.claimRound(roundId, trigger, slotKey))) return null;
    const results = await probeAll();
    const checkedAt = now();
    const previous = await store.latestChecks();
    const checks: CheckToStore[] = results.map(({ probe, outcome, responseTimeMs }) => {
      const decided = decideStatus(outcome, responseTimeMs, previous.get(probe.service)?.consecutiveFailures ?? 0);
      const description = describeCheck(probe.description, decided.status, outcome, responseTimeMs);
      return { service: probe.service, responseTimeMs, description, ...decided };
    });
    await store.saveRound(roundId, checkedAt, checks, previous);
    await store.pruneBefore(checkedAt).catch((error) => logger.warn({ err: error }, "pruning health history failed"));
    lastRoundFinishedAt = Date.now();
    const result = await snapshot();
    pubsub.publish("health.round", result);
    return result;
  }

  return {
    snapshot,
    runRound,

    /** Scheduled round; errors are logged, never thrown into the timer. */
    async runScheduledRound(slotKey: string): Promise<void> {
      await runRound("schedule", slotKey).catch((error) => logger.error({ err: error, slotKey }, "health round failed"));
    },

    /**
     * The status page's retry button: a fresh round, unless one just finished (then that one is
     * returned, `fresh: false`) or one is running (then its result is shared).
     */
    async requestRound(): Promise<{ status: PlatformStatusSnapshot; fresh: boolean }> {
      if (Date.now() - lastRoundFinishedAt < MANUAL_ROUND_MIN_GAP_MS) return { status: await snapshot(), fresh: false };
      running ??= runRound("manual").finally(() => (running = null));
      const result = await running;
      return result ? { status: result, fresh: true } : { status: await snapshot(), fresh: false };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
