import { Navigate, type RouteObject } from "react-router-dom";
import accountNavQuery from "./app/__generated__/AccountNavQuery$parameters";
import type { QueryRoutes } from "./app/query-routes";
import { AppShell } from "./app/AppShell";
import { FRAME_ROUTE_ID } from "./app/frame-route";
import { PageLoading } from "./app/PageLoading";
import { RouteErrorScreen } from "./app/RouteErrorScreen";
import { SUBMISSIONS_PAGE_SIZE } from "./modules/admin/submissions-page-size";
import { TASKS_PER_LIST } from "./modules/scheduler/tasks-per-list";
import yourCalendarQuery from "./modules/calendar/__generated__/YourCalendarSectionQuery$parameters";
import { YOUR_CALENDAR_ROUTE_ID } from "./modules/calendar/your-calendar-route";
import { rangeFromSearch } from "./modules/analytics/analytics-format";
import landingQuery from "./modules/landing/__generated__/LandingContentQuery$parameters";
import { DEFAULT_TEST_NUMBER } from "./modules/whatsapp/test-message";
import { NotFoundPage } from "./pages/NotFoundPage";
import { SimplifiedDashboardPage } from "./pages/SimplifiedDashboardPage";
import accountQuery from "./pages/__generated__/AccountPageQuery$parameters";
import adminDashboardQuery from "./pages/__generated__/AdminDashboardPageQuery$parameters";
import analyticsQuery from "./pages/__generated__/AnalyticsPageQuery$parameters";
import automationRulesQuery from "./pages/__generated__/AutomationRulesPageQuery$parameters";
import clientDashboardQuery from "./pages/__generated__/ClientDashboardPageQuery$parameters";
import dashboardRedirectQuery from "./pages/__generated__/DashboardRedirectPageQuery$parameters";
import integrationsQuery from "./pages/__generated__/IntegrationsPageQuery$parameters";
import loginQuery from "./pages/__generated__/LoginPageQuery$parameters";
import pitchQuery from "./pages/__generated__/PitchPageQuery$parameters";
import pricingQuery from "./pages/__generated__/PricingPageQuery$parameters";
import rewardsQuery from "./pages/__generated__/RewardsPageQuery$parameters";
import riaAssistantQuery from "./pages/__generated__/RiaAssistantPageQuery$parameters";
import schedulerQuery from "./pages/__generated__/SchedulerPageQuery$parameters";
import statusQuery from "./pages/__generated__/StatusPageQuery$parameters";
import whatsAppTestQuery from "./pages/__generated__/WhatsAppTestPageQuery$parameters";

/**
 * One route per screen of spec section 2. Every page but the landing page is its own chunk, loaded
 * when someone first opens it: the landing page downloads no other page's code. A page with data has
 * its query started by its route when navigation starts, while its chunk downloads (only the query's
 * persisted id is in this file); gated pages learn the viewer's role in that same answer.
 */
export function createRoutes({ route, loader, page }: QueryRoutes): RouteObject[] {
  return [
    {
      id: FRAME_ROUTE_ID,
      element: <AppShell />,
      errorElement: <RouteErrorScreen />,
      // What shows while the first screen's loaders answer (React Router warned on every load without one).
      hydrateFallbackElement: <PageLoading />,
      // Who is signed in, for the header: asked here once, then again by the header on each new address.
      loader: loader({ query: accountNavQuery, fetchPolicy: "store-and-network" }),
      shouldRevalidate: () => false,
      children: [
        { index: true, element: <Navigate to="/simplified-dashboard" replace /> },
        // The landing page is in the first chunk; only its query (and Relay's runtime) waits for the network.
        { path: "simplified-dashboard", element: <SimplifiedDashboardPage />, loader: loader({ query: landingQuery }) },
        {
          path: "status",
          ...route({
            query: statusQuery,
            page: () => import("./pages/StatusPage").then((module) => module.StatusPage),
          }),
        },
        ...(["choose", "admin", "client"] as const).map((mode) => ({
          path: mode === "choose" ? "login" : `${mode}/login`,
          ...route({
            query: loginQuery,
            // Whether someone is already signed in, as the server sees the session now.
            fetchPolicy: "network-only",
            page: () => import("./pages/LoginPage").then(({ LoginPage }) => () => <LoginPage mode={mode} />),
          }),
        })),
        {
          path: "admin/dashboard",
          ...route({
            query: adminDashboardQuery,
            variables: () => ({ count: SUBMISSIONS_PAGE_SIZE }),
            page: () => import("./pages/AdminDashboardPage").then((module) => module.AdminDashboardPage),
          }),
        },
        {
          path: "ria-assistant",
          ...route({
            query: riaAssistantQuery,
            page: () => import("./pages/RiaAssistantPage").then((module) => module.RiaAssistantPage),
          }),
        },
        {
          path: "client/dashboard",
          ...route({
            query: clientDashboardQuery,
            page: () => import("./pages/ClientDashboardPage").then((module) => module.ClientDashboardPage),
          }),
        },
        {
          path: "pricing",
          ...route({
            query: pricingQuery,
            page: () => import("./pages/PricingPage").then((module) => module.PricingPage),
          }),
        },
        {
          path: "ai-scheduler",
          ...route({
            query: schedulerQuery,
            variables: () => ({ count: TASKS_PER_LIST }),
            page: () => import("./pages/SchedulerPage").then((module) => module.SchedulerPage),
          }),
        },
        {
          path: "automation-rules",
          ...route({
            query: automationRulesQuery,
            page: () => import("./pages/AutomationRulesPage").then((module) => module.AutomationRulesPage),
          }),
        },
        {
          // A client's own calendar is asked for beside the page's query (which the server refuses to clients as a whole).
          path: "integrations",
          id: YOUR_CALENDAR_ROUTE_ID,
          loader: loader({ query: yourCalendarQuery, fetchPolicy: "store-and-network" }),
          children: [
            {
              index: true,
              ...route({
                query: integrationsQuery,
                page: () => import("./pages/IntegrationsPage").then((module) => module.IntegrationsPage),
              }),
            },
          ],
        },
        {
          path: "whatsapp-test",
          ...route({
            query: whatsAppTestQuery,
            variables: () => ({ contact: DEFAULT_TEST_NUMBER }),
            page: () => import("./pages/WhatsAppTestPage").then((module) => module.WhatsAppTestPage),
          }),
        },
        {
          path: "platform-test",
          ...page(() => import("./pages/PlatformTestPage").then((module) => module.PlatformTestPage)),
        },
        {
          path: "patswap",
          ...route({
            query: rewardsQuery,
            page: () => import("./pages/RewardsPage").then((module) => module.RewardsPage),
          }),
        },
        {
          path: "pitch",
          ...route({
            query: pitchQuery,
            // Relay's default: an answer already in the store is shown without asking again.
            fetchPolicy: "store-or-network",
            page: () => import("./pages/PitchPage").then((module) => module.PitchPage),
          }),
        },
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
        {
          path: "analytics",
          ...route({
            query: analyticsQuery,
            variables: ({ request }) => ({ range: rangeFromSearch(new URL(request.url).searchParams.get("days")).value }),
            page: () => import("./pages/AnalyticsPage").then((module) => module.AnalyticsPage),
          }),
        },
        {
          path: "account",
          ...route({
            query: accountQuery,
            // Who is signed in now, never a cached answer (a password change elsewhere may have ended this session).
            fetchPolicy: "network-only",
            page: () => import("./pages/AccountPage").then((module) => module.AccountPage),
          }),
        },
        { path: "*", element: <NotFoundPage /> },
      ],
    },
  ];
}
