import { Navigate, type RouteObject } from "react-router-dom";
import { AppShell } from "./app/AppShell";
import { RouteErrorScreen } from "./app/RouteErrorScreen";
import { NotFoundPage } from "./pages/NotFoundPage";
import { SimplifiedDashboardPage } from "./pages/SimplifiedDashboardPage";
import { StatusPage } from "./pages/StatusPage";

/** One route per screen of spec section 2; a later screen adds its line here. */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteErrorScreen />,
    children: [
      { index: true, element: <Navigate to="/simplified-dashboard" replace /> },
      { path: "simplified-dashboard", element: <SimplifiedDashboardPage /> },
      { path: "status", element: <StatusPage /> },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];
