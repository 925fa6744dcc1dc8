import { istDay } from "../../rules/ist.rules.ts";
import { overallStatus, uptimePercent } from "./health.rules.ts";
import type { StoredCheck } from "./health.store.ts";
import type { HealthEventView, HealthStatusName, PlatformStatusSnapshot, ServiceHealth, UptimeBucket } from "./health.types.ts";

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

export interface SnapshotInput {
  now: Date;
  services: Array<{ service: string; label: string }>;
  latest: Map<string, StoredCheck>;
  hourly: Array<UptimeBucket & { service: string }>;
  daily: Array<{ service: string; day: string; checks: number; healthyChecks: number }>;
  events: Array<{
    id: string;
    service: string;
    fromStatus: HealthStatusName | null;
    toStatus: HealthStatusName;
    description: string;
    occurredAt: Date;
  }>;
  incidentsLast24h: number;
}

/** The first hour and first IST day shown by the uptime bars. */
export function uptimeWindows(now: Date) {
  const currentHour = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  return { since: new Date(currentHour - 23 * HOUR_MS), sinceDay: istDay(new Date(now.getTime() - 89 * DAY_MS)) };
}

/** Turns stored history into what the status page shows: one pure function, easy to test. */
export function buildSnapshot(input: SnapshotInput): PlatformStatusSnapshot {
  const { since } = uptimeWindows(input.now);
  const labels = new Map(input.services.map((service) => [service.service, service.label]));
  const hourStarts = Array.from({ length: 24 }, (_, index) => new Date(since.getTime() + index * HOUR_MS).toISOString());
  const days = Array.from({ length: 90 }, (_, index) => istDay(new Date(input.now.getTime() - (89 - index) * DAY_MS)));

  const hourlyByKey = new Map(input.hourly.map((row) => [`${row.service}|${row.start}`, row]));
  const dailyByKey = new Map(input.daily.map((row) => [`${row.service}|${row.day}`, row]));

  const services: ServiceHealth[] = input.services.flatMap(({ service, label }) => {
    const check = input.latest.get(service);
    if (!check) return [];
    const hourly = hourStarts.map((start) => bucketAt(hourlyByKey, service, start));
    const daily = days.map((day) => bucketAt(dailyByKey, service, day));
    return [
      {
        service,
        label,
        status: check.status,
        responseTimeMs: check.responseTimeMs,
        lastCheck: check.checkedAt.toISOString(),
        description: check.description,
        hourly,
        daily,
        uptimePercent24h: uptimePercent(sum(hourly, "healthyChecks"), sum(hourly, "checks")),
        uptimePercent90d: uptimePercent(sum(daily, "healthyChecks"), sum(daily, "checks")),
      },
    ];
  });

  const allHourly = input.hourly;
  const events: HealthEventView[] = input.events.map((event) => ({
    ...event,
    label: labels.get(event.service) ?? event.service,
    occurredAt: event.occurredAt.toISOString(),
  }));
  const lastChecks = services.map((service) => service.lastCheck).sort();
  return {
    overall: overallStatus(services.map((service) => service.status)),
    lastRoundAt: lastChecks.at(-1) ?? null,
    services,
    events,
    metrics: {
      healthyServices: services.filter((service) => service.status === "healthy").length,
      totalServices: services.length,
      averageResponseMs: services.length
        ? Math.round(services.reduce((total, service) => total + service.responseTimeMs, 0) / services.length)
        : null,
      uptimePercent24h: uptimePercent(sum(allHourly, "healthyChecks"), sum(allHourly, "checks")),
      checksLast24h: sum(allHourly, "checks"),
      incidentsLast24h: input.incidentsLast24h,
    },
  };
}

type Counts = { checks: number; healthyChecks: number };

function bucketAt(rows: Map<string, Counts>, service: string, start: string): UptimeBucket {
  const row = rows.get(`${service}|${start}`);
  return { start, checks: row?.checks ?? 0, healthyChecks: row?.healthyChecks ?? 0 };
}

function sum(buckets: Counts[], key: keyof Counts): number {
  return buckets.reduce((total, bucket) => total + bucket[key], 0);
}
