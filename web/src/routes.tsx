import { Navigate, type RouteObject } from "react-router-dom";
import { AppShell } from "./app/AppShell";
import { RouteErrorScreen } from "./app/RouteErrorScreen";
import { AdminDashboardPage } from "./pages/AdminDashboardPage";
import { AutomationRulesPage } from "./pages/AutomationRulesPage";
import { LoginPage } from "./pages/LoginPage";
import { ClientDashboardPage } from "./pages/ClientDashboardPage";
import { DashboardRedirectPage } from "./pages/DashboardRedirectPage";
import { IntegrationsPage } from "./pages/IntegrationsPage";
import { NotFoundPage } from "./pages/NotFoundPage";
import { PitchPage } from "./pages/PitchPage";
import { PlatformTestPage } from "./pages/PlatformTestPage";
import { PricingPage } from "./pages/PricingPage";
import { RiaAssistantPage } from "./pages/RiaAssistantPage";
import { SchedulerPage } from "./pages/SchedulerPage";
import { SimplifiedDashboardPage } from "./pages/SimplifiedDashboardPage";
import { StatusPage } from "./pages/StatusPage";
import { WhatsAppTestPage } from "./pages/WhatsAppTestPage";

/** One route per screen of spec section 2; a later screen adds its line here. */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteErrorScreen />,
    children: [
      { index: true, element: <Navigate to="/simplified-dashboard" replace /> },
      { path: "simplified-dashboard", element: <SimplifiedDashboardPage /> },
      { path: "status", element: <StatusPage /> },
      { path: "login", element: <LoginPage mode="choose" /> },
      { path: "admin/login", element: <LoginPage mode="admin" /> },
      { path: "client/login", element: <LoginPage mode="client" /> },
      { path: "admin/dashboard", element: <AdminDashboardPage /> },
      { path: "ria-assistant", element: <RiaAssistantPage /> },
      { path: "client/dashboard", element: <ClientDashboardPage /> },
      { path: "pricing", element: <PricingPage /> },
      { path: "ai-scheduler", element: <SchedulerPage /> },
      { path: "automation-rules", element: <AutomationRulesPage /> },
      { path: "integrations", element: <IntegrationsPage /> },
      { path: "whatsapp-test", element: <WhatsAppTestPage /> },
      { path: "platform-test", element: <PlatformTestPage /> },
      // The rewards game is the heaviest screen and few visitors open it: its code loads on first visit.
      { path: "patswap", lazy: () => import("./pages/RewardsPage").then(({ RewardsPage }) => ({ Component: RewardsPage })) },
      { path: "pitch", element: <PitchPage /> },
      { path: "dashboard", element: <DashboardRedirectPage /> },
      // Lazy: the page and its charting library (Chartist) load only when someone opens /analytics.
      { path: "analytics", lazy: async () => ({ Component: (await import("./pages/AnalyticsPage")).AnalyticsPage }) },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];
