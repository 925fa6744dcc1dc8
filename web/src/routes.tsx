import { Navigate, type RouteObject } from "react-router-dom";
import type { QueryRoutes } from "./app/query-routes";
import { AppShell } from "./app/AppShell";
import { RouteErrorScreen } from "./app/RouteErrorScreen";
import { SUBMISSIONS_PAGE_SIZE } from "./modules/admin/submissions-page-size";
import { DEFAULT_TEST_NUMBER } from "./modules/whatsapp/test-message";
import { NotFoundPage } from "./pages/NotFoundPage";
import { SimplifiedDashboardPage } from "./pages/SimplifiedDashboardPage";
import adminDashboardQuery from "./pages/__generated__/AdminDashboardPageQuery$parameters";
import automationRulesQuery from "./pages/__generated__/AutomationRulesPageQuery$parameters";
import clientDashboardQuery from "./pages/__generated__/ClientDashboardPageQuery$parameters";
import dashboardRedirectQuery from "./pages/__generated__/DashboardRedirectPageQuery$parameters";
import integrationsQuery from "./pages/__generated__/IntegrationsPageQuery$parameters";
import schedulerQuery from "./pages/__generated__/SchedulerPageQuery$parameters";
import whatsAppTestQuery from "./pages/__generated__/WhatsAppTestPageQuery$parameters";

/**
 * One route per screen of spec section 2. Every page but the landing page is its own chunk, loaded
 * when someone first opens it: the landing page downloads no other page's code. A page with data has
 * its query started by its route when navigation starts, while its chunk downloads (only the query's
 * persisted id is in this file); gated pages learn the viewer's role in that same answer.
 */
export function createRoutes({ route }: QueryRoutes): RouteObject[] {
  return [
    {
      element: <AppShell />,
      errorElement: <RouteErrorScreen />,
      children: [
        { index: true, element: <Navigate to="/simplified-dashboard" replace /> },
        { path: "simplified-dashboard", element: <SimplifiedDashboardPage /> },
        { path: "status", lazy: () => import("./pages/StatusPage").then(({ StatusPage }) => ({ Component: StatusPage })) },
        { path: "login", lazy: () => import("./pages/LoginPage").then(({ LoginPage }) => ({ element: <LoginPage mode="choose" /> })) },
        { path: "admin/login", lazy: () => import("./pages/LoginPage").then(({ LoginPage }) => ({ element: <LoginPage mode="admin" /> })) },
        {
          path: "client/login",
          lazy: () => import("./pages/LoginPage").then(({ LoginPage }) => ({ element: <LoginPage mode="client" /> })),
        },
        {
          path: "admin/dashboard",
          ...route({
            query: adminDashboardQuery,
            variables: () => ({ count: SUBMISSIONS_PAGE_SIZE }),
            fetchPolicy: "store-and-network",
            page: () => import("./pages/AdminDashboardPage").then((module) => module.AdminDashboardPage),
          }),
        },
        {
          path: "ria-assistant",
          lazy: () => import("./pages/RiaAssistantPage").then(({ RiaAssistantPage }) => ({ Component: RiaAssistantPage })),
        },
        {
          path: "client/dashboard",
          ...route({
            query: clientDashboardQuery,
            fetchPolicy: "store-and-network",
            page: () => import("./pages/ClientDashboardPage").then((module) => module.ClientDashboardPage),
          }),
        },
        { path: "pricing", lazy: () => import("./pages/PricingPage").then(({ PricingPage }) => ({ Component: PricingPage })) },
        {
          path: "ai-scheduler",
          ...route({
            query: schedulerQuery,
            fetchPolicy: "store-and-network",
            page: () => import("./pages/SchedulerPage").then((module) => module.SchedulerPage),
          }),
        },
        {
          path: "automation-rules",
          ...route({
            query: automationRulesQuery,
            fetchPolicy: "store-and-network",
            page: () => import("./pages/AutomationRulesPage").then((module) => module.AutomationRulesPage),
          }),
        },
        {
          path: "integrations",
          ...route({
            query: integrationsQuery,
            fetchPolicy: "store-and-network",
            page: () => import("./pages/IntegrationsPage").then((module) => module.IntegrationsPage),
          }),
        },
        {
          path: "whatsapp-test",
          ...route({
            query: whatsAppTestQuery,
            variables: () => ({ contact: DEFAULT_TEST_NUMBER }),
            fetchPolicy: "store-and-network",
            page: () => import("./pages/WhatsAppTestPage").then((module) => module.WhatsAppTestPage),
          }),
        },
        {
          path: "platform-test",
          lazy: () => import("./pages/PlatformTestPage").then(({ PlatformTestPage }) => ({ Component: PlatformTestPage })),
        },
        { path: "patswap", lazy: () => import("./pages/RewardsPage").then(({ RewardsPage }) => ({ Component: RewardsPage })) },
        { path: "pitch", lazy: () => import("./pages/PitchPage").then(({ PitchPage }) => ({ Component: PitchPage })) },
        {
          path: "dashboard",
          ...route({
            query: dashboardRedirectQuery,
            // Each person to their place as the server sees the session now, never a cached answer.
            fetchPolicy: "network-only",
            page: () => import("./pages/DashboardRedirectPage").then((module) => module.DashboardRedirectPage),
          }),
        },
        // The page and its charting library (Chartist) load only when someone opens /analytics.
        { path: "analytics", lazy: () => import("./pages/AnalyticsPage").then(({ AnalyticsPage }) => ({ Component: AnalyticsPage })) },
        { path: "*", element: <NotFoundPage /> },
      ],
    },
  ];
}
