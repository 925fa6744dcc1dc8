import { useState } from "react";
import { graphql } from "react-relay/hooks";
import styled from "styled-components";
import { PageHeader } from "../app/PageHeader";
import { useReloadRouteQueries } from "../app/useReloadRouteQueries";
import { useRouteQueryRefresh } from "../app/useRouteQuery";
import { AdminDashboardSkeleton } from "../modules/admin/AdminDashboardSkeleton";
import { AdminNotificationsPanel } from "../modules/admin/AdminNotificationsPanel";
import { AdminSummaryCards } from "../modules/admin/AdminSummaryCards";
import { AdminTabs } from "../modules/admin/AdminTabs";
import { DashboardLoadFailure } from "../modules/admin/DashboardLoadFailure";
import { FreshSubmissionsContext } from "../modules/admin/fresh-submissions";
import { useAdminNotificationsSubscription } from "../modules/admin/useAdminNotificationsSubscription";
import { useContactSubmittedSubscription } from "../modules/admin/useContactSubmittedSubscription";
import { LogoutButton } from "../modules/auth/LogoutButton";
import { AccessGate } from "../modules/auth/AccessGate";
import { DenyAccess } from "../modules/auth/DenyAccess";
import { ADMIN_ACCESS_DENIED } from "../modules/auth/useDenyAccess";
import { ADMIN_LOGOUT } from "../modules/auth/useLogout";
import { LiveConnectionIndicator } from "../modules/health/LiveConnectionIndicator";
import { useLiveCatchUp } from "../relay/useLiveCatchUp";
import { ErrorBoundary } from "../ui/ErrorBoundary";
import type { AdminDashboardPageQuery } from "./__generated__/AdminDashboardPageQuery.graphql";

const adminDashboardPageQuery = graphql`
  query AdminDashboardPageQuery($count: Int!) @preloadable {
    ...AccessGate_query
    adminDashboard {
      ...AdminSummaryCards_dashboard
      ...AdminTabs_dashboard
    }
    ...AdminTabs_query @arguments(count: $count)
    ...AdminNotificationsPanel_query
  }
`;

/**
 * /admin/dashboard (spec sections 2, 4, 5 and 8): for an admin session only, decided by the server in
 * the same answer as the data. Contact submissions and automation rules' notifications arrive live; the counts follow them.
 */
export function AdminDashboardPage() {
  const [attempt, setAttempt] = useState(0);
  const reload = useReloadRouteQueries();
  return (
    <>
      <title>Admin Dashboard · Ria</title>
      <ErrorBoundary
        resetKeys={[attempt]}
        fallback={(error) => (
          <DashboardLoadFailure error={error} onRetry={() => void reload().then(() => setAttempt((value) => value + 1))} />
        )}
      >
        <AccessGate
          query={adminDashboardPageQuery}
          allows="ADMIN"
          refused={() => <DenyAccess denial={ADMIN_ACCESS_DENIED} />}
          fallback={<AdminDashboardSkeleton />}
        >
          {(data: AdminDashboardPageQuery["response"]) => (
            <>
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
              <LiveAdminDashboard data={data} />
            </>
          )}
        </AccessGate>
      </ErrorBoundary>
    </>
  );
}

/** Keeps the page's query live, and fetches it again after a dropped connection so nothing is missed. */
function LiveAdminDashboard({ data }: { data: AdminDashboardPageQuery["response"] }) {
  const fresh = useContactSubmittedSubscription();
  useAdminNotificationsSubscription();
  useLiveCatchUp(useRouteQueryRefresh(adminDashboardPageQuery));

  return (
    <FreshSubmissionsContext.Provider value={fresh}>
      <StyledDashboard>
        <AdminSummaryCards dashboard={data.adminDashboard} />
        <AdminNotificationsPanel query={data} />
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
