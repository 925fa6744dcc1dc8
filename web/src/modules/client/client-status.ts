import type { BadgeTone } from "../../ui/Badge";

/** Spec section 4: pending is yellow, active green, suspended red. */
export function clientStatusBadge(status: string): { label: string; tone: BadgeTone } {
  if (status === "active") return { label: "Active", tone: "success" };
  if (status === "suspended") return { label: "Suspended", tone: "danger" };
  return { label: "Pending", tone: "warning" };
}

/** An integration's state as its card shows it; connected is the good state. */
export function integrationStatusBadge(status: string): { label: string; tone: BadgeTone } {
  if (status === "connected") return { label: "Connected", tone: "success" };
  if (status === "error") return { label: "Error", tone: "danger" };
  return { label: "Pending", tone: "warning" };
}

/** Spec section 3's quick-link categories, in the order the dashboard groups them. */
export const QUICK_LINK_GROUPS = [
  { category: "demo", title: "Demo & Training" },
  { category: "integration", title: "API Integrations" },
  { category: "support", title: "Support & Help" },
  { category: "resources", title: "Resources & Documentation" },
] as const;

/** Groups links by category in the dashboard's order; an empty category keeps its heading with no links. */
export function groupQuickLinks<T extends { category: string }>(links: readonly T[]) {
  return QUICK_LINK_GROUPS.map((group) => ({ ...group, links: links.filter((link) => link.category === group.category) }));
}
