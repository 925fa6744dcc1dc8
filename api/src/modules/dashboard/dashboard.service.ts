import type { ClientService } from "../client/client.service.ts";
import type { ContactService } from "../contact/contact.service.ts";
import { isLiveIntegration } from "../integrations/integrations.rules.ts";
import type { IntegrationsService } from "../integrations/integrations.service.ts";
import { launchProgressPercent } from "./launch-target.rules.ts";
import type { LaunchTargetService } from "./launch-target.service.ts";

export interface AdminDashboard {
  /** The number of CXOs an admin aims to win; null until one is set. */
  targetCxos: number | null;
  /** Distinct executives who have asked for a deployment. */
  cxosReached: number;
  /** Real client accounts whose status is active: not the demo account, nor the per-browser demo sandboxes. */
  activePilots: number;
  contactSubmissions: number;
  integrations: number;
  /** Integrations connected with real credentials (not in demo mode). */
  liveIntegrations: number;
  enterpriseInquiries: number;
  /** Urgency Critical or High. */
  highPriority: number;
  /** Spec section 2: pending deployments are the Critical requests. */
  pendingDeployments: number;
  /** The launch day an admin set (IST, YYYY-MM-DD); null until one is set. */
  launchDay: string | null;
  /** Active pilots as a share of the target; null without a target. */
  launchProgressPercent: number | null;
}

export interface DashboardDeps {
  integrations: IntegrationsService;
  launchTargets: LaunchTargetService;
  /** The owners of the counted tables: contact requests and client profiles. */
  owners: { contact: Pick<ContactService, "figures">; client: Pick<ClientService, "activePilotCount"> };
}

/** Figures for the landing page and the admin dashboard, computed from data and the admin's launch target. */
export function createDashboardService({ integrations, launchTargets, owners }: DashboardDeps) {
  // A pilot is an executive's own account: trying the demo (the template or a browser's sandbox copy) is not one.
  const activePilots = () => owners.client.activePilotCount();

  async function adminDashboard(): Promise<AdminDashboard> {
    const [target, contact, pilots, states] = await Promise.all([
      launchTargets.current(),
      owners.contact.figures(),
      activePilots(),
      integrations.states(),
    ]);
    const { total: contactSubmissions, distinctEmails: cxosReached, enterprise: enterpriseInquiries, highPriority, critical } = contact;
    const pendingDeployments = critical;
    const targetCxos = target?.targetCxos ?? null;
    return {
      targetCxos,
      cxosReached,
      activePilots: pilots,
      contactSubmissions,
      integrations: states.length,
      liveIntegrations: states.filter(isLiveIntegration).length,
      enterpriseInquiries,
      highPriority,
      pendingDeployments,
      launchDay: target?.launchDay ?? null,
      launchProgressPercent: launchProgressPercent(pilots, targetCxos),
    };
  }

  return {
    /** GET /api/dashboard: spec section 3's stats (targetCxos, pilotsRunning, launchTarget) and integrations. */
    async publicDashboard() {
      const [target, pilotsRunning, states] = await Promise.all([launchTargets.current(), activePilots(), integrations.states()]);
      return {
        stats: { targetCxos: target?.targetCxos ?? null, pilotsRunning, launchTarget: target?.launchDay ?? null },
        integrations: states.map(({ id, name, description, status }) => ({ id, name, description, status })),
      };
    },

    adminDashboard,

    /** Sets the launch target (throws ValidationError) and returns the figures measured against it. */
    async setLaunchTarget(input: unknown): Promise<AdminDashboard> {
      await launchTargets.set(input);
      return adminDashboard();
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
