import { overallOf, type OverallState } from "./health-status";

/** A platform capability a client relies on, and the checked services (by id) it needs. */
export interface Capability {
  id: string;
  name: string;
  description: string;
  services: readonly string[];
}

/** What Ria does for an executive, mapped to the services behind each capability. */
export const CAPABILITIES: readonly Capability[] = [
  {
    id: "assistant",
    name: "Ria Assistant chat",
    description: "Answers, reminders and actions in conversation",
    services: ["api-ria-chat", "graphql"],
  },
  { id: "whatsapp", name: "WhatsApp Business", description: "Messages arriving from WhatsApp", services: ["api-whatsapp-webhook"] },
  {
    id: "dashboard",
    name: "Executive dashboard",
    description: "Plans, usage and quick links",
    services: ["api-dashboard", "api-quick-links", "database"],
  },
  {
    id: "scheduler",
    name: "Scheduled tasks and reminders",
    description: "Work that runs at its launch time",
    services: ["jobs", "database"],
  },
  { id: "live", name: "Live updates", description: "Screens that refresh by themselves", services: ["pubsub", "graphql"] },
  { id: "storage", name: "Secure data storage", description: "Your requests, tasks and settings", services: ["database"] },
];

/** A checked service as a capability shows it (found by its id). */
export interface ServiceSummary {
  label: string;
  status: string;
}

export interface CapabilityStatus extends Capability {
  status: OverallState;
  /** The backing services that were checked, with their status. */
  backing: ServiceSummary[];
}

/** A capability is as healthy as its weakest service (checked services by id), unknown until all of them have been checked. */
export function capabilityStatuses(servicesById: ReadonlyMap<string, ServiceSummary>, capabilities = CAPABILITIES): CapabilityStatus[] {
  return capabilities.map((capability) => {
    const backing = capability.services.flatMap((id) => servicesById.get(id) ?? []);
    const status = backing.length < capability.services.length ? "unknown" : overallOf(backing.map((service) => service.status));
    return { ...capability, status, backing };
  });
}
