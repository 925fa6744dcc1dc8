/** Spec section 3, "Navigation item": a screen of the platform and the health checks it depends on. */
export interface PlatformRoute {
  path: string;
  label: string;
  description: string;
  /** Health-check services (api/src/modules/health/health.probes.ts) beyond the ones every screen needs. */
  services: readonly string[];
}

/** Every screen loads through the GraphQL API from the database. */
const BASE_SERVICES = ["database", "graphql"];

/** A screen's state for the panel: "active" only when every check it depends on is healthy. */
export type RouteStatus = "active" | "degraded" | "down" | "unknown";

/** A service's latest check, as the platform status reports it. */
export type CheckStatus = "healthy" | "warning" | "error" | "%future added value";

/** The worst state among the checks a screen depends on (latest check by service id); unknown before any check has run. */
export function routeStatus(route: PlatformRoute, checks: ReadonlyMap<string, CheckStatus>): RouteStatus {
  const relevant = [...new Set([...BASE_SERVICES, ...route.services])].flatMap((service) => checks.get(service) ?? []);
  if (relevant.length === 0) return "unknown";
  if (relevant.some((status) => status === "error")) return "down";
  if (relevant.some((status) => status !== "healthy")) return "degraded";
  return "active";
}

/** The panel's header for the platform's overall state ("All Systems Active" is the spec's healthy text). */
export const OVERALL_HEADLINE = {
  healthy: "All Systems Active",
  warning: "Some Systems Degraded",
  error: "Some Systems Down",
  unknown: "Status Not Checked Yet",
} as const;

/** Spec section 2: the Platform Navigation panel's groups of screens. */
export const PLATFORM_ROUTE_GROUPS: ReadonlyArray<{ category: string; routes: readonly PlatformRoute[] }> = [
  {
    category: "Main Platform",
    routes: [
      {
        path: "/simplified-dashboard",
        label: "Executive Dashboard",
        description: "Plans, integrations and deployment requests",
        services: ["api-dashboard"],
      },
      {
        path: "/ria-assistant",
        label: "RIA Assistant",
        description: "Chat with Ria by text or voice",
        services: ["api-ria-chat", "pubsub"],
      },
      { path: "/pitch", label: "Pitch Deck", description: "The executive presentation, slide by slide", services: [] },
      { path: "/analytics", label: "Business Intelligence", description: "Messages, meetings and response times", services: [] },
      {
        path: "/ai-scheduler",
        label: "AI Task Scheduler",
        description: "Tasks Ria runs at a time you choose",
        services: ["jobs", "pubsub"],
      },
      {
        path: "/automation-rules",
        label: "Automation Rules",
        description: "Triggers and actions that run by themselves",
        services: ["jobs"],
      },
      {
        path: "/integrations",
        label: "API Integrations",
        description: "WhatsApp Business, Gmail and Calendar",
        services: ["api-whatsapp-webhook"],
      },
      { path: "/pricing", label: "Pricing", description: "Plans, monthly or yearly", services: [] },
      { path: "/patswap", label: "Riko Rewards", description: "Earn Riko for time well spent", services: ["pubsub"] },
      { path: "/status", label: "Platform Status", description: "Live health of every service", services: ["pubsub"] },
      {
        path: "/client/dashboard",
        label: "Client Dashboard",
        description: "Your plan, usage and quick links",
        services: ["api-quick-links"],
      },
      {
        path: "/admin/dashboard",
        label: "Admin Dashboard",
        description: "Contact submissions and analytics",
        services: ["api-dashboard", "pubsub"],
      },
    ],
  },
  {
    category: "Authentication",
    routes: [
      { path: "/login", label: "Sign In", description: "One sign-in for admins and clients", services: [] },
      { path: "/client/login", label: "Client Login", description: "Executives sign in to their portal", services: [] },
      { path: "/admin/login", label: "Admin Login", description: "Staff sign in to the admin dashboard", services: [] },
    ],
  },
  {
    category: "Testing & Development",
    routes: [
      {
        path: "/whatsapp-test",
        label: "WhatsApp API Test",
        description: "Try the WhatsApp Business API integration",
        services: ["api-whatsapp-webhook", "jobs"],
      },
      {
        path: "/platform-test",
        label: "Platform Test",
        description: "End-to-end checks of the platform",
        services: ["api-dashboard", "api-quick-links", "api-ria-chat", "api-whatsapp-webhook"],
      },
    ],
  },
];

/** The route the reader is on, for "Currently Active": / is the landing page it redirects to. */
export function isCurrentRoute(routePath: string, pathname: string): boolean {
  const current = pathname === "/" ? "/simplified-dashboard" : pathname.replace(/\/+$/, "");
  return routePath === current;
}
