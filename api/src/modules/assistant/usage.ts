import type { PrismaClient } from "../../generated/prisma/client.ts";
import { PlanLimitReachedError } from "./assistant.errors.ts";
import type { Owner } from "./owner.ts";

/** A guest's allowance: enough to try Ria, not enough to run a business on. */
export const GUEST_DAILY_RESPONSES = 5;
/** At or above this share of the daily allowance the UI warns (spec section 5). */
export const USAGE_WARNING_RATIO = 0.8;

export interface Usage {
  dailyResponsesUsed: number;
  /** -1 means unlimited. */
  dailyResponsesLimit: number;
  monthlyTasksUsed: number;
  monthlyTasksLimit: number;
  /** True at 80% of the daily allowance or more. */
  nearLimit: boolean;
  /** The plan to move to for more, if any. */
  upgradeToId: string | null;
}

const IST_OFFSET_MS = 330 * 60_000;

/** The IST day and month a moment falls in: allowances reset at IST midnight. */
export function usagePeriods(now: Date): { day: string; month: string } {
  const ist = new Date(now.getTime() + IST_OFFSET_MS).toISOString();
  return { day: `day:${ist.slice(0, 10)}`, month: `month:${ist.slice(0, 7)}` };
}

/** Reads and counts each owner's daily responses and monthly tasks against their plan. */
export function createUsageService(prisma: PrismaClient, now: () => Date = () => new Date()) {
  async function limitsOf(owner: Owner) {
    if (owner.kind === "guest") return { dailyResponses: GUEST_DAILY_RESPONSES, monthlyTasks: GUEST_DAILY_RESPONSES, upgradeToId: null };
    const plan = await prisma.plan.findUniqueOrThrow({ where: { id: owner.planId } });
    return { dailyResponses: plan.dailyResponses, monthlyTasks: plan.monthlyTasks, upgradeToId: plan.upgradeToId };
  }

  async function usageOf(owner: Owner): Promise<Usage> {
    const { day, month } = usagePeriods(now());
    const [limits, counters] = await Promise.all([
      limitsOf(owner),
      prisma.usageCounter.findMany({ where: { ownerId: owner.id, period: { in: [day, month] } } }),
    ]);
    const dailyResponsesUsed = counters.find((counter) => counter.period === day)?.responses ?? 0;
    const monthlyTasksUsed = counters.find((counter) => counter.period === month)?.tasks ?? 0;
    const nearLimit = limits.dailyResponses >= 0 && dailyResponsesUsed >= limits.dailyResponses * USAGE_WARNING_RATIO;
    return {
      dailyResponsesUsed,
      dailyResponsesLimit: limits.dailyResponses,
      monthlyTasksUsed,
      monthlyTasksLimit: limits.monthlyTasks,
      nearLimit,
      upgradeToId: limits.upgradeToId,
    };
  }

  async function bump(ownerId: string, period: string, field: "responses" | "tasks", by: number) {
    await prisma.$executeRawUnsafe(
      `INSERT INTO "UsageCounter" ("ownerId", "period", "${field}") VALUES ($1, $2, $3)
       ON CONFLICT ("ownerId", "period") DO UPDATE SET "${field}" = "UsageCounter"."${field}" + EXCLUDED."${field}"`,
      ownerId,
      period,
      by,
    );
  }

  return {
    usageOf,

    /** Refuses a reply over the daily allowance with a typed error that names the upgrade. */
    async assertCanRespond(owner: Owner): Promise<Usage> {
      const usage = await usageOf(owner);
      if (usage.dailyResponsesLimit >= 0 && usage.dailyResponsesUsed >= usage.dailyResponsesLimit) {
        const upgrade = owner.kind === "guest" ? "Sign in or choose a plan to keep going." : usage.upgradeToId ? "Upgrade your plan for more." : "";
        throw new PlanLimitReachedError(
          `You've used all ${usage.dailyResponsesLimit} of today's responses. ${upgrade}`.trim(),
          usage.upgradeToId,
          owner.kind === "guest" ? "/client/login" : usage.upgradeToId ? "/pricing" : null,
        );
      }
      return usage;
    },

    async countResponse(owner: Owner): Promise<void> {
      await bump(owner.id, usagePeriods(now()).day, "responses", 1);
    },

    async countTasks(owner: Owner, tasks: number): Promise<void> {
      if (tasks > 0) await bump(owner.id, usagePeriods(now()).month, "tasks", tasks);
    },
  };
}

export type UsageService = ReturnType<typeof createUsageService>;
