import type { PrismaClient } from "../../generated/prisma/client.ts";
import { NotFoundError, ValidationError } from "../../errors.ts";
import type { UsageService } from "../assistant/usage.service.ts";
import { lockedFeatureIdsOf } from "../catalog/plan-upgrade.rules.ts";
import { clientAccountByEmail, clientAccountOf, mayReachPeople } from "../auth/accounts.service.ts";
import { DEMO_CLIENT } from "../auth/demo-account.rules.ts";
import { isBriefTime } from "./client.rules.ts";

/**
 * Where a client's reminders go by email, when they asked for that (`byEmail`): their account's address, and whether
 * it may leave (never a demo account's). Null when they did not ask, or are no client.
 */
export async function emailCopyOf(
  prisma: Pick<PrismaClient, "clientProfile">,
  userId: string,
): Promise<{ to: string; mayLeave: boolean } | null> {
  const profile = await prisma.clientProfile.findUnique({
    where: { userId },
    select: { byEmail: true, user: { select: { email: true, sandboxOf: true } } },
  });
  return profile?.byEmail ? { to: profile.user.email, mayLeave: mayReachPeople(profile.user) } : null;
}

export interface ClientDeps {
  prisma: PrismaClient;
  /** The owner's allowance used so far, shown on the profile. */
  usage: UsageService;
}

/** A client's own profile, plan and usage; spec section 3, "Client profile". */
export function createClientService({ prisma, usage }: ClientDeps) {
  return {
    /** Active pilots: executives' own accounts, not the demo template nor a browser's sandbox copy of it. */
    activePilotCount: () =>
      prisma.clientProfile.count({ where: { status: "active", user: { sandboxOf: null, email: { not: DEMO_CLIENT.email } } } }),

    /**
     * The client an email address belongs to (their account's address), and whether mail may leave in their name: a
     * demo account's never reaches a real person.
     */
    async byAddress(address: string): Promise<{ id: string; name: string; mayLeave: boolean } | null> {
      const user = await clientAccountByEmail(prisma, address);
      return user && { id: user.id, name: user.name, mayLeave: mayReachPeople(user) };
    },

    /** Who mail leaves in the name of, for replies the client approves; null for no such client. */
    async mailIdentity(userId: string): Promise<{ name: string; email: string; mayLeave: boolean } | null> {
      const user = await clientAccountOf(prisma, userId);
      return user && { name: user.name, email: user.email, mayLeave: mayReachPeople(user) };
    },

    async profile(userId: string) {
      const client = await prisma.clientProfile.findUnique({ where: { userId }, include: { user: true, plan: true } });
      if (!client) throw new NotFoundError("No client profile for this account");
      const { user } = client;
      const counters = await usage.usageOf({
        kind: "user",
        id: user.id,
        userId: user.id,
        planId: client.planId,
        name: user.name,
        company: client.company,
      });
      return {
        name: user.name,
        email: user.email,
        company: client.company,
        status: client.status,
        plan: client.planId,
        planExpiryDate: client.planExpiryDate,
        demoExpiresAt: client.demoExpiresAt,
        dailyResponsesUsed: counters.dailyResponsesUsed,
        monthlyTasksUsed: counters.monthlyTasksUsed,
      };
    },

    /** Features of the client's plan, and up to four of the next plan's that are still locked. */
    async features(planId: string) {
      const [plan, all] = await Promise.all([
        prisma.plan.findUniqueOrThrow({ where: { id: planId } }),
        prisma.feature.findMany({ orderBy: { sortOrder: "asc" } }),
      ]);
      const next = plan.upgradeToId ? await prisma.plan.findUnique({ where: { id: plan.upgradeToId } }) : null;
      const locked = lockedFeatureIdsOf(plan, next);
      return {
        available: all.filter((feature) => plan.featureIds.includes(feature.id)),
        locked: all.filter((feature) => locked.includes(feature.id)),
      };
    },

    /** Whether the client's plan includes a feature (false for anyone without a client profile). */
    async hasFeature(userId: string, featureId: string): Promise<boolean> {
      const client = await prisma.clientProfile.findUnique({ where: { userId }, select: { plan: { select: { featureIds: true } } } });
      return client?.plan.featureIds.includes(featureId) ?? false;
    },

    /** Whether reminders and the morning brief also go to the client's email address. */
    async setByEmail(userId: string, byEmail: boolean): Promise<{ userId: string }> {
      const updated = await prisma.clientProfile.updateMany({ where: { userId }, data: { byEmail } });
      if (updated.count === 0) throw new NotFoundError("No client profile for this account");
      return { userId };
    },

    /** When the client's morning brief arrives (HH:MM, IST). */
    async setBriefTime(userId: string, time: string): Promise<{ userId: string }> {
      if (!isBriefTime(time))
        throw new ValidationError("Use a time like 08:00 (24-hour, IST)", { time: "Use a time like 08:00 (24-hour, IST)" });
      const updated = await prisma.clientProfile.updateMany({ where: { userId }, data: { briefTime: time } });
      if (updated.count === 0) throw new NotFoundError("No client profile for this account");
      return { userId };
    },

    quickLinks: () =>
      prisma.quickLink.findMany({
        orderBy: { sortOrder: "asc" },
        select: { id: true, title: true, description: true, url: true, category: true },
      }),
  };
}

export type ClientService = ReturnType<typeof createClientService>;
