import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { Navigate } from "react-router-dom";
import { useBoundaryFetchKey } from "../app/fetch-key";
import { dashboardPathFor } from "../modules/auth/account-type";
import type { DashboardRedirectPageQuery } from "./__generated__/DashboardRedirectPageQuery.graphql";

const dashboardRedirectPageQuery = graphql`
  query DashboardRedirectPageQuery {
    viewer {
      id
      role
    }
  }
`;

/** /dashboard: each person to their place, as the server sees the session now (a visitor to /login). */
export function DashboardRedirectPage() {
  const { viewer } = useLazyLoadQuery<DashboardRedirectPageQuery>(
    dashboardRedirectPageQuery,
    {},
    { fetchPolicy: "network-only", fetchKey: useBoundaryFetchKey() },
  );
  return <Navigate to={viewer ? dashboardPathFor(viewer.role) : "/login"} replace />;
}
