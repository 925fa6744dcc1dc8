import type { PrismaClient } from "../../generated/prisma/client.ts";
import { istDay } from "../../rules/ist.rules.ts";
import type { HealthStatusName, UptimeBucket } from "./health.types.ts";

/** A result about to be stored, with the bookkeeping the next round needs. */
export interface CheckToStore {
  service: string;
  status: HealthStatusName;
  responseTimeMs: number;
  description: string;
  consecutiveFailures: number;
}

export interface StoredCheck extends CheckToStore {
  checkedAt: Date;
}

/** Raw checks older than this are pruned; the daily table keeps 90 days of uptime. */
const RAW_RETENTION_DAYS = 7;

/** Reads and writes the health history; knows nothing of probes or GraphQL. */
export function createHealthStore(prisma: PrismaClient) {
  return {
    /** Claims a scheduled slot; false when another instance already took it. */
    async claimRound(roundId: string, trigger: "schedule" | "manual", slotKey: string | null): Promise<boolean> {
      const inserted = await prisma.$executeRaw`
        INSERT INTO "HealthRound" ("id", "trigger", "slotKey") VALUES (${roundId}, ${trigger}, ${slotKey})
        ON CONFLICT ("slotKey") DO NOTHING`;
      return inserted === 1;
    },

    /** The most recent check of each service. */
    async latestChecks(): Promise<Map<string, StoredCheck>> {
      const rows = await prisma.$queryRaw<StoredCheck[]>`
        SELECT DISTINCT ON ("service") "service", "status"::text AS "status", "responseTimeMs", "description",
               "consecutiveFailures", "checkedAt"
        FROM "HealthCheck" ORDER BY "service", "checkedAt" DESC`;
      return new Map(rows.map((row) => [row.service, row]));
    },

    /** Stores a round's results, its status changes and the day's uptime counters in one transaction. */
    async saveRound(roundId: string, checkedAt: Date, checks: CheckToStore[], previous: Map<string, StoredCheck>) {
      const day = istDay(checkedAt);
      const changes = checks.filter((check) => previous.get(check.service)?.status !== check.status);
      await prisma.$transaction([
        prisma.healthCheck.createMany({ data: checks.map((check) => ({ ...check, roundId, checkedAt })) }),
        prisma.healthEvent.createMany({
          data: changes.map((check) => ({
            service: check.service,
            fromStatus: previous.get(check.service)?.status ?? null,
            toStatus: check.status,
            description: check.description,
            occurredAt: checkedAt,
          })),
        }),
        ...checks.map(
          (check) => prisma.$executeRaw`
            INSERT INTO "HealthUptimeDay" ("service", "day", "checks", "healthyChecks")
            VALUES (${check.service}, ${day}, 1, ${check.status === "healthy" ? 1 : 0})
            ON CONFLICT ("service", "day") DO UPDATE SET "checks" = "HealthUptimeDay"."checks" + 1,
              "healthyChecks" = "HealthUptimeDay"."healthyChecks" + EXCLUDED."healthyChecks"`,
        ),
      ]);
    },

    async pruneBefore(now: Date): Promise<void> {
      const cutoff = new Date(now.getTime() - RAW_RETENTION_DAYS * 86_400_000);
      await prisma.healthRound.deleteMany({ where: { startedAt: { lt: cutoff } } });
    },

    /** Checks per service per hour over the last 24 hours. */
    async hourlyBuckets(since: Date): Promise<Array<UptimeBucket & { service: string }>> {
      const rows = await prisma.$queryRaw<Array<{ service: string; start: Date; checks: number; healthyChecks: number }>>`
        SELECT "service", date_trunc('hour', "checkedAt") AS "start", count(*)::int AS "checks",
               (count(*) FILTER (WHERE "status" = 'healthy'))::int AS "healthyChecks"
        FROM "HealthCheck" WHERE "checkedAt" >= ${since}
        GROUP BY 1, 2`;
      return rows.map((row) => ({ ...row, start: row.start.toISOString() }));
    },

    async dailyBuckets(sinceDay: string) {
      return prisma.healthUptimeDay.findMany({ where: { day: { gte: sinceDay } } });
    },

    async recentEvents(take: number) {
      return prisma.healthEvent.findMany({ orderBy: { occurredAt: "desc" }, take });
    },

    /** Incidents: every time a service turned warning (a degradation) or error (an outage). */
    async countIncidentsSince(since: Date): Promise<number> {
      return prisma.healthEvent.count({ where: { occurredAt: { gte: since }, toStatus: { in: ["warning", "error"] } } });
    },
  };
}

export type HealthStore = ReturnType<typeof createHealthStore>;
