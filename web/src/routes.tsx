import { Navigate, type RouteObject } from "react-router-dom";
import { AppShell } from "./app/AppShell";
import { RouteErrorScreen } from "./app/RouteErrorScreen";
import { NotFoundPage } from "./pages/NotFoundPage";
import { SimplifiedDashboardPage } from "./pages/SimplifiedDashboardPage";

/**
 * One route per screen of spec section 2. Every page but the landing page is its own chunk, loaded
 * when someone first opens it: the landing page downloads no other page's code.
 */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteErrorScreen />,
    children: [
      { index: true, element: <Navigate to="/simplified-dashboard" replace /> },
      { path: "simplified-dashboard", element: <SimplifiedDashboardPage /> },
      { path: "status", lazy: () => import("./pages/StatusPage").then(({ StatusPage }) => ({ Component: StatusPage })) },
      { path: "login", lazy: () => import("./pages/LoginPage").then(({ LoginPage }) => ({ element: <LoginPage mode="choose" /> })) },
      { path: "admin/login", lazy: () => import("./pages/LoginPage").then(({ LoginPage }) => ({ element: <LoginPage mode="admin" /> })) },
      { path: "client/login", lazy: () => import("./pages/LoginPage").then(({ LoginPage }) => ({ element: <LoginPage mode="client" /> })) },
      {
        path: "admin/dashboard",
        lazy: () => import("./pages/AdminDashboardPage").then(({ AdminDashboardPage }) => ({ Component: AdminDashboardPage })),
      },
      {
        path: "ria-assistant",
        lazy: () => import("./pages/RiaAssistantPage").then(({ RiaAssistantPage }) => ({ Component: RiaAssistantPage })),
      },
      {
        path: "client/dashboard",
        lazy: () => import("./pages/ClientDashboardPage").then(({ ClientDashboardPage }) => ({ Component: ClientDashboardPage })),
      },
      { path: "pricing", lazy: () => import("./pages/PricingPage").then(({ PricingPage }) => ({ Component: PricingPage })) },
      { path: "ai-scheduler", lazy: () => import("./pages/SchedulerPage").then(({ SchedulerPage }) => ({ Component: SchedulerPage })) },
      {
        path: "automation-rules",
        lazy: () => import("./pages/AutomationRulesPage").then(({ AutomationRulesPage }) => ({ Component: AutomationRulesPage })),
      },
      {
        path: "integrations",
        lazy: () => import("./pages/IntegrationsPage").then(({ IntegrationsPage }) => ({ Component: IntegrationsPage })),
      },
      {
        path: "whatsapp-test",
        lazy: () => import("./pages/WhatsAppTestPage").then(({ WhatsAppTestPage }) => ({ Component: WhatsAppTestPage })),
      },
      {
        path: "platform-test",
        lazy: () => import("./pages/PlatformTestPage").then(({ PlatformTestPage }) => ({ Component: PlatformTestPage })),
      },
      { path: "patswap", lazy: () => import("./pages/RewardsPage").then(({ RewardsPage }) => ({ Component: RewardsPage })) },
      { path: "pitch", lazy: () => import("./pages/PitchPage").then(({ PitchPage }) => ({ Component: PitchPage })) },
      {
        path: "dashboard",
        lazy: () => import("./pages/DashboardRedirectPage").then(({ DashboardRedirectPage }) => ({ Component: DashboardRedirectPage })),
      },
      // The page and its charting library (Chartist) load only when someone opens /analytics.
      { path: "analytics", lazy: () => import("./pages/AnalyticsPage").then(({ AnalyticsPage }) => ({ Component: AnalyticsPage })) },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];
