import cron from "node-cron";
import type { HealthService } from "./health.service.ts";

/** Every divisor of 60 works as a seconds step in a cron expression; others would drift. */
export const SUPPORTED_INTERVALS = [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30, 60] as const;

/**
 * Checks every `intervalSeconds` on the clock (…:00, …:30) with node-cron, plus once at start.
 * Each firing carries a slot key, so with N instances each slot is checked once.
 */
export function startHealthMonitor(health: HealthService, intervalSeconds: number): { stop(): void } {
  if (!SUPPORTED_INTERVALS.includes(intervalSeconds as (typeof SUPPORTED_INTERVALS)[number])) {
    throw new Error(`HEALTH_INTERVAL_SECONDS must divide 60 (one of ${SUPPORTED_INTERVALS.join(", ")})`);
  }
  const slotKey = () => `${intervalSeconds}s:${Math.floor(Date.now() / 1000 / intervalSeconds)}`;
  const expression = intervalSeconds === 60 ? "0 * * * * *" : `*/${intervalSeconds} * * * * *`;
  const task = cron.schedule(expression, () => health.runScheduledRound(slotKey()), { name: "health-checks", noOverlap: true });
  void health.runScheduledRound(`start:${slotKey()}`);
  return { stop: () => void task.stop() };
}
