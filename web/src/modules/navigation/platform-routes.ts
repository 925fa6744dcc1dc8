/** Spec section 3, "Navigation item": a screen of the platform and whether it is up. */
export interface PlatformRoute {
  path: string;
  label: string;
  description: string;
  status: "active";
}

/** Spec section 2: the Platform Navigation panel's groups of screens. */
export const PLATFORM_ROUTE_GROUPS: ReadonlyArray<{ category: string; routes: readonly PlatformRoute[] }> = [
  {
    category: "Main Platform",
    routes: [
      { path: "/simplified-dashboard", label: "Executive Dashboard", description: "Plans, integrations and deployment requests", status: "active" },
      { path: "/ria-assistant", label: "RIA Assistant", description: "Chat with Ria by text or voice", status: "active" },
      { path: "/pitch", label: "Pitch Deck", description: "The executive presentation, slide by slide", status: "active" },
      { path: "/analytics", label: "Business Intelligence", description: "Messages, meetings and response times", status: "active" },
      { path: "/ai-scheduler", label: "AI Task Scheduler", description: "Tasks Ria runs at a time you choose", status: "active" },
      { path: "/automation-rules", label: "Automation Rules", description: "Triggers and actions that run by themselves", status: "active" },
      { path: "/integrations", label: "API Integrations", description: "WhatsApp Business, Gmail and Calendar", status: "active" },
      { path: "/pricing", label: "Pricing", description: "Plans, monthly or yearly", status: "active" },
      { path: "/patswap", label: "Riko Rewards", description: "Earn Riko for time well spent", status: "active" },
      { path: "/status", label: "Platform Status", description: "Live health of every service", status: "active" },
      { path: "/client/dashboard", label: "Client Dashboard", description: "Your plan, usage and quick links", status: "active" },
      { path: "/admin/dashboard", label: "Admin Dashboard", description: "Contact submissions and analytics", status: "active" },
    ],
  },
  {
    category: "Authentication",
    routes: [
      { path: "/login", label: "Sign In", description: "One sign-in for admins and clients", status: "active" },
      { path: "/client/login", label: "Client Login", description: "Executives sign in to their portal", status: "active" },
      { path: "/admin/login", label: "Admin Login", description: "Staff sign in to the admin dashboard", status: "active" },
    ],
  },
  {
    category: "Testing & Development",
    routes: [
      { path: "/whatsapp-test", label: "WhatsApp API Test", description: "Try the WhatsApp Business API integration", status: "active" },
      { path: "/platform-test", label: "Platform Test", description: "End-to-end checks of the platform", status: "active" },
    ],
  },
];

/** The route the reader is on, for "Currently Active": / is the landing page it redirects to. */
export function isCurrentRoute(routePath: string, pathname: string): boolean {
  const current = pathname === "/" ? "/simplified-dashboard" : pathname.replace(/\/+$/, "");
  return routePath === current;
}
