import cron from "node-cron";
import type { AutomationService } from "./automation.service.ts";
import { CRON_TIME_ZONE } from "./cron.rules.ts";

/**
 * Every minute, in Asia/Kolkata, runs cron rules due now and calendar rules whose event is near.
 * Every instance ticks; each firing runs once because its run row is keyed by the minute.
 */
export function startAutomationTicker(automation: AutomationService): { stop(): void } {
  const task = cron.schedule(
    "* * * * *",
    () => {
      const minute = new Date(Math.floor(Date.now() / 60_000) * 60_000);
      void automation.tick(minute);
    },
    { name: "automation-ticker", timezone: CRON_TIME_ZONE, noOverlap: true },
  );
  return { stop: () => void task.stop() };
}
