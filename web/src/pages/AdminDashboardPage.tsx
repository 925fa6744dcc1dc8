import { Suspense, useCallback, useState } from "react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import styled from "styled-components";
import { useBoundaryFetchKey } from "../app/fetch-key";
import { PageHeader } from "../app/PageHeader";
import { AdminDashboardSkeleton } from "../modules/admin/AdminDashboardSkeleton";
import { AdminSummaryCards } from "../modules/admin/AdminSummaryCards";
import { AdminTabs } from "../modules/admin/AdminTabs";
import { SUBMISSIONS_PAGE_SIZE } from "../modules/admin/ContactSubmissionsPanel";
import { DashboardLoadFailure } from "../modules/admin/DashboardLoadFailure";
import { FreshSubmissionsContext } from "../modules/admin/fresh-submissions";
import { useContactSubmittedSubscription } from "../modules/admin/useContactSubmittedSubscription";
import { LogoutButton } from "../modules/auth/LogoutButton";
import { RequireRole } from "../modules/auth/RequireRole";
import { ADMIN_ACCESS_DENIED } from "../modules/auth/useDenyAccess";
import { ADMIN_LOGOUT } from "../modules/auth/useLogout";
import { LiveConnectionIndicator } from "../modules/health/LiveConnectionIndicator";
import { useOnReconnect } from "../relay/useOnReconnect";
import { ErrorBoundary } from "../ui/ErrorBoundary";
import type { AdminDashboardPageQuery } from "./__generated__/AdminDashboardPageQuery.graphql";

const adminDashboardPageQuery = graphql`
  query AdminDashboardPageQuery($count: Int!) {
    adminDashboard {
      id
      ...AdminSummaryCards_dashboard
      ...AdminTabs_dashboard
    }
    ...AdminTabs_query @arguments(count: $count)
  }
`;

/**
 * /admin/dashboard (spec sections 2, 4, 5 and 8): for an admin session only, decided by the server.
 * Contact submissions arrive live; the counts follow them.
 */
export function AdminDashboardPage() {
  const [attempt, setAttempt] = useState(0);
  return (
    <>
      <title>Admin Dashboard · Ria</title>
      <Suspense fallback={<AdminDashboardSkeleton />}>
        <RequireRole role="ADMIN" denial={ADMIN_ACCESS_DENIED}>
          <PageHeader
            title="Admin Dashboard"
            subtitle="Deployment requests, integrations and the pipeline, live."
            breadcrumb={[{ label: "Ria", href: "/simplified-dashboard" }, { label: "Admin Dashboard" }]}
            aside={
              <StyledActions>
                <LiveConnectionIndicator />
                <LogoutButton copy={ADMIN_LOGOUT} />
                <LogoutButton copy={ADMIN_LOGOUT} everywhere />
              </StyledActions>
            }
          />
          <ErrorBoundary
            resetKeys={[attempt]}
            fallback={(error) => <DashboardLoadFailure error={error} onRetry={() => setAttempt((value) => value + 1)} />}
          >
            <Suspense fallback={<AdminDashboardSkeleton />}>
              <LiveAdminDashboard attempt={attempt} />
            </Suspense>
          </ErrorBoundary>
        </RequireRole>
      </Suspense>
    </>
  );
}

/** Owns the page's query, keeps it live, and refetches after a dropped connection so nothing is missed. */
function LiveAdminDashboard({ attempt }: { attempt: number }) {
  const boundaryKey = useBoundaryFetchKey();
  const [catchUps, setCatchUps] = useState(0);
  const data = useLazyLoadQuery<AdminDashboardPageQuery>(
    adminDashboardPageQuery,
    // The page size travels as a variable: with a literal `first: 20`, the api's query-cost limit
    // (graphql-armor, which does not flatten Relay's nested fragments) refuses the page.
    { count: SUBMISSIONS_PAGE_SIZE },
    { fetchPolicy: "store-and-network", fetchKey: `${boundaryKey}:${attempt}:${catchUps}` },
  );
  const fresh = useContactSubmittedSubscription();
  useOnReconnect(useCallback(() => setCatchUps((value) => value + 1), []));

  return (
    <FreshSubmissionsContext.Provider value={fresh}>
      <StyledDashboard>
        <AdminSummaryCards dashboard={data.adminDashboard} />
        <AdminTabs query={data} dashboard={data.adminDashboard} />
      </StyledDashboard>
    </FreshSubmissionsContext.Provider>
  );
}

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledDashboard = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
`;
