import { graphql } from "react-relay/hooks";
import { Navigate } from "react-router-dom";
import { useRouteQuery } from "../app/useRouteQuery";
import { dashboardPathFor } from "../modules/auth/account-type";
import type { DashboardRedirectPageQuery } from "./__generated__/DashboardRedirectPageQuery.graphql";

const dashboardRedirectPageQuery = graphql`
  query DashboardRedirectPageQuery @preloadable {
    viewer {
      role
    }
  }
`;

/** /dashboard: each person to their place, as the server sees the session now (a visitor to /login). */
export function DashboardRedirectPage() {
  const { viewer } = useRouteQuery<DashboardRedirectPageQuery>(dashboardRedirectPageQuery);
  return <Navigate to={viewer ? dashboardPathFor(viewer.role) : "/login"} replace />;
}
