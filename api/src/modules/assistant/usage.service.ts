import type { PrismaClient } from "../../generated/prisma/client.ts";
import { istDay, istMonth } from "../../rules/ist.rules.ts";
import { PlanLimitReachedError } from "./assistant.errors.ts";
import { GUEST_PREFIX, guestOwner, ownerFromUser, type Owner } from "./owner.rules.ts";
import { accountOrThrow } from "./owner-of.ts";
import { planLimits } from "../client/plans.service.ts";

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

/** The IST day and month a moment falls in: allowances reset at IST midnight. */
export function usagePeriods(now: Date): { day: string; month: string } {
  return { day: `day:${istDay(now)}`, month: `month:${istMonth(now)}` };
}

export interface UsageDeps {
  prisma: PrismaClient;
  /** The moment whose IST day and month are counted. */
  now?: () => Date;
}

/** Reads and counts each owner's daily responses and monthly tasks against their plan. */
export function createUsageService({ prisma, now = () => new Date() }: UsageDeps) {
  async function limitsOf(owner: Owner) {
    if (owner.kind === "guest") return { dailyResponses: GUEST_DAILY_RESPONSES, monthlyTasks: GUEST_DAILY_RESPONSES, upgradeToId: null };
    return planLimits(prisma, owner.planId);
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

  type Field = "responses" | "tasks" | "whatsappSends";

  async function bump(ownerId: string, period: string, field: Field, by: number) {
    await prisma.$executeRawUnsafe(
      `INSERT INTO "UsageCounter" ("ownerId", "period", "${field}") VALUES ($1, $2, $3)
       ON CONFLICT ("ownerId", "period") DO UPDATE SET "${field}" = "UsageCounter"."${field}" + EXCLUDED."${field}"`,
      ownerId,
      period,
      by,
    );
  }

  /**
   * Takes one unit of an allowance in a single conditional statement, so concurrent requests cannot
   * all pass a check made before any of them counted. False when the allowance is used up.
   */
  async function reserve(ownerId: string, period: string, field: Field, limit: number): Promise<boolean> {
    if (limit < 0) {
      await bump(ownerId, period, field, 1);
      return true;
    }
    if (limit === 0) return false;
    const rows = await prisma.$queryRawUnsafe<unknown[]>(
      `INSERT INTO "UsageCounter" ("ownerId", "period", "${field}") VALUES ($1, $2, 1)
       ON CONFLICT ("ownerId", "period") DO UPDATE SET "${field}" = "UsageCounter"."${field}" + 1
       WHERE "UsageCounter"."${field}" < $3 RETURNING 1`,
      ownerId,
      period,
      limit,
    );
    return rows.length > 0;
  }

  /** The owner behind a stored owner id (a user's id, or a guest's prefixed one); admins have no plan: elite. */
  async function ownerById(ownerId: string): Promise<Owner> {
    if (ownerId.startsWith(GUEST_PREFIX)) return guestOwner(ownerId.slice(GUEST_PREFIX.length));
    return ownerFromUser(await accountOrThrow(prisma, ownerId));
  }

  function refusal(owner: Owner, usage: Usage, what: string): PlanLimitReachedError {
    const upgrade =
      owner.kind === "guest" ? "Sign in or choose a plan to keep going." : usage.upgradeToId ? "Upgrade your plan for more." : "";
    return new PlanLimitReachedError(
      `${what} ${upgrade}`.trim(),
      usage.upgradeToId,
      owner.kind === "guest" ? "/client/login" : usage.upgradeToId ? "/pricing" : null,
    );
  }

  return {
    usageOf,

    /** Takes one of today's responses before the reply is made; refuses over the allowance with a typed error. */
    async reserveResponse(owner: Owner): Promise<void> {
      const limits = await limitsOf(owner);
      if (await reserve(owner.id, usagePeriods(now()).day, "responses", limits.dailyResponses)) return;
      const usage = await usageOf(owner);
      throw refusal(owner, usage, `You've used all ${usage.dailyResponsesLimit} of today's responses.`);
    },

    /** Takes one of this month's tasks before a task is scheduled; refuses over the plan's quota. */
    async reserveTask(ownerId: string): Promise<void> {
      const owner = await ownerById(ownerId);
      const limits = await limitsOf(owner);
      if (await reserve(owner.id, usagePeriods(now()).month, "tasks", limits.monthlyTasks)) return;
      const usage = await usageOf(owner);
      throw refusal(owner, usage, `You've used all ${usage.monthlyTasksLimit} of this month's tasks.`);
    },

    /**
     * Takes one of today's WhatsApp sends for `key` (an owner, or "platform" for everyone's) before a
     * message goes to Meta; false when today's `limit` is used up.
     */
    reserveWhatsAppSend(key: string, limit: number): Promise<boolean> {
      return reserve(key, usagePeriods(now()).day, "whatsappSends", limit);
    },

    /** Counts tasks a reply already carried out (chat actions), for the usage shown. */
    async countTasks(owner: Owner, tasks: number): Promise<void> {
      if (tasks > 0) await bump(owner.id, usagePeriods(now()).month, "tasks", tasks);
    },
  };
}

export type UsageService = ReturnType<typeof createUsageService>;
