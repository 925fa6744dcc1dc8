import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { IntegrationsService } from "../integrations/integrations.service.ts";

/** Spec section 3: the launch target shown with the dashboard stats. */
export const LAUNCH_TARGET = "Q1 2025";

export interface AdminDashboard {
  /** Distinct executives who have asked for a deployment. */
  targetCxos: number;
  /** Client accounts whose status is active. */
  activePilots: number;
  contactSubmissions: number;
  integrations: number;
  enterpriseInquiries: number;
  /** Urgency Critical or High. */
  highPriority: number;
  /** Spec section 2: pending deployments are the Critical requests. */
  pendingDeployments: number;
  launchTarget: string;
}

/** Figures for the landing page and the admin dashboard, computed from data. */
export function createDashboardService(prisma: PrismaClient, integrations: IntegrationsService) {
  async function countDistinctEmails(): Promise<number> {
    const [row] = await prisma.$queryRaw<
      Array<{ count: number }>
    >`SELECT count(DISTINCT lower("email"))::int AS "count" FROM "ContactSubmission"`;
    return row?.count ?? 0;
  }

  return {
    async publicDashboard() {
      const [targetCxos, pilotsRunning, states] = await Promise.all([
        countDistinctEmails(),
        prisma.clientProfile.count({ where: { status: "active" } }),
        integrations.states(),
      ]);
      return {
        stats: { targetCxos, pilotsRunning, launchTarget: LAUNCH_TARGET },
        integrations: states.map(({ id, name, description, status }) => ({ id, name, description, status })),
      };
    },

    async adminDashboard(): Promise<AdminDashboard> {
      const [targetCxos, activePilots, contactSubmissions, integrations, enterpriseInquiries, highPriority, pendingDeployments] =
        await Promise.all([
          countDistinctEmails(),
          prisma.clientProfile.count({ where: { status: "active" } }),
          prisma.contactSubmission.count(),
          prisma.integration.count(),
          prisma.contactSubmission.count({ where: { planInterest: "Enterprise" } }),
          prisma.contactSubmission.count({ where: { urgency: { in: ["Critical", "High"] } } }),
          prisma.contactSubmission.count({ where: { urgency: "Critical" } }),
        ]);
      return {
        targetCxos,
        activePilots,
        contactSubmissions,
        integrations,
        enterpriseInquiries,
        highPriority,
        pendingDeployments,
        launchTarget: LAUNCH_TARGET,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
