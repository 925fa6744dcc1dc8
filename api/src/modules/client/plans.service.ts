import type { Prisma } from "../../generated/prisma/client.ts";
import { mayReachPeople } from "../auth/accounts.service.ts";

/** What can read plans and client profiles: the app's client, or a transaction's. */
export type PlanReader = Pick<Prisma.TransactionClient, "plan" | "clientProfile">;

/** The features of a plan by its id; none for an unknown plan. */
export async function planFeatures(db: Pick<PlanReader, "plan">, planId: string): Promise<string[]> {
  const plan = await db.plan.findUnique({ where: { id: planId }, select: { featureIds: true } });
  return plan?.featureIds ?? [];
}

/** A plan's allowances, and the plan its holders are offered next. */
export function planLimits(db: Pick<PlanReader, "plan">, planId: string) {
  return db.plan.findUniqueOrThrow({ where: { id: planId }, select: { dailyResponses: true, monthlyTasks: true, upgradeToId: true } });
}

/** A client whose morning brief is due: who, and where its email copy goes when they asked for one (never a demo's out). */
export interface BriefDue {
  userId: string;
  name: string;
  emailCopy: { to: string; mayLeave: boolean } | null;
}

/** Active clients whose morning brief is set for this IST time ("07:30") and whose plan includes one. */
export async function briefsDueAt(db: PlanReader, time: string): Promise<BriefDue[]> {
  const clients = await db.clientProfile.findMany({
    where: { briefTime: time, status: "active" },
    select: {
      userId: true,
      byEmail: true,
      user: { select: { name: true, email: true, sandboxOf: true } },
      plan: { select: { featureIds: true } },
    },
  });
  return clients
    .filter((client) => client.plan.featureIds.includes("morning_brief"))
    .map(({ userId, byEmail, user }) => ({
      userId,
      name: user.name,
      emailCopy: byEmail ? { to: user.email, mayLeave: mayReachPeople(user) } : null,
    }));
}
