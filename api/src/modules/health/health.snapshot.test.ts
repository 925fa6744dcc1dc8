import { describe, expect, it } from "vitest";
import { buildSnapshot, uptimeWindows } from "./health.snapshot.ts";
import type { StoredCheck } from "./health.store.ts";

const now = new Date("2026-11-21T10:15:00Z");
const services = [
  { service: "database", label: "Database" },
  { service: "graphql", label: "GraphQL API" },
];

function check(service: string, status: StoredCheck["status"], responseTimeMs: number): StoredCheck {
  return {
    service,
    status,
    responseTimeMs,
    description: `${service} ok`,
    consecutiveFailures: 0,
    checkedAt: new Date("2026-11-21T10:14:30Z"),
  };
}

describe("buildSnapshot", () => {
  it("is unknown with no results yet", () => {
    const snapshot = buildSnapshot({ now, services, latest: new Map(), hourly: [], daily: [], events: [], incidentsLast24h: 0 });
    expect(snapshot.overall).toBe("unknown");
    expect(snapshot.services).toEqual([]);
    expect(snapshot.lastRoundAt).toBeNull();
    expect(snapshot.metrics.averageResponseMs).toBeNull();
  });

  it("lays out 24 hourly and 90 daily buckets and computes uptime from them", () => {
    const { since } = uptimeWindows(now);
    expect(since.toISOString()).toBe("2026-11-20T11:00:00.000Z");
    const snapshot = buildSnapshot({
      now,
      services,
      latest: new Map([
        ["database", check("database", "healthy", 4)],
        ["graphql", check("graphql", "warning", 10)],
      ]),
      hourly: [
        { service: "database", start: "2026-11-21T10:00:00.000Z", checks: 4, healthyChecks: 3 },
        { service: "graphql", start: "2026-11-21T09:00:00.000Z", checks: 2, healthyChecks: 2 },
      ],
      daily: [{ service: "database", day: "2026-11-21", checks: 10, healthyChecks: 9 }],
      events: [
        {
          id: "e1",
          service: "graphql",
          fromStatus: "healthy",
          toStatus: "warning",
          description: "slow",
          occurredAt: new Date("2026-11-21T10:14:30Z"),
        },
      ],
      incidentsLast24h: 1,
    });
    const database = snapshot.services[0]!;
    expect(database.hourly).toHaveLength(24);
    expect(database.daily).toHaveLength(90);
    expect(database.hourly.at(-1)).toEqual({ start: "2026-11-21T10:00:00.000Z", checks: 4, healthyChecks: 3 });
    expect(database.daily.at(-1)).toEqual({ start: "2026-11-21", checks: 10, healthyChecks: 9 });
    expect(database.uptimePercent24h).toBe(75);
    expect(database.uptimePercent90d).toBe(90);
    expect(snapshot.overall).toBe("warning");
    expect(snapshot.events[0]).toMatchObject({ label: "GraphQL API", occurredAt: "2026-11-21T10:14:30.000Z" });
    expect(snapshot.metrics).toEqual({
      healthyServices: 1,
      totalServices: 2,
      averageResponseMs: 7,
      uptimePercent24h: 83.3,
      checksLast24h: 6,
      incidentsLast24h: 1,
    });
  });
});
