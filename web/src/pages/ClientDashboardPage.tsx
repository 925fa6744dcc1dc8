import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import styled from "styled-components";
import { useBoundaryFetchKey } from "../app/fetch-key";
import { PageHeader } from "../app/PageHeader";
import { LogoutButton } from "../modules/auth/LogoutButton";
import { RequireRole } from "../modules/auth/RequireRole";
import { CLIENT_ACCESS_DENIED, CLIENT_LOGOUT } from "../modules/client/client-access";
import { ClientDashboardSkeleton } from "../modules/client/ClientDashboardSkeleton";
import { ClientIntegrations } from "../modules/client/ClientIntegrations";
import { ClientProfileCard } from "../modules/client/ClientProfileCard";
import { EmergencyContactCard } from "../modules/client/EmergencyContactCard";
import { PlanOverview } from "../modules/client/PlanOverview";
import { QuickLinks } from "../modules/client/QuickLinks";
import { WorkflowCenter } from "../modules/client/WorkflowCenter";
import { BREADCRUMB_TRAILS } from "../modules/navigation/breadcrumb-trails";
import type { ClientDashboardPageQuery } from "./__generated__/ClientDashboardPageQuery.graphql";

const clientDashboardPageQuery = graphql`
  query ClientDashboardPageQuery {
    viewer {
      ...ClientProfileCard_user
      ...PlanOverview_user
    }
    chat {
      usage {
        ...PlanOverview_usage
      }
    }
    integrations {
      ...ClientIntegrations_integrations
    }
    quickLinks {
      ...QuickLinks_links
    }
    siteConfig {
      ...EmergencyContactCard_site
    }
  }
`;

/** /client/dashboard: a signed-in client's plan, usage, integrations and shortcuts (spec section 2). */
export function ClientDashboardPage() {
  return (
    <>
      <title>Client Dashboard · Ria</title>
      <Suspense fallback={<ClientDashboardSkeleton />}>
        <RequireRole role="CLIENT" denial={CLIENT_ACCESS_DENIED}>
          <PageHeader
            title="Client Dashboard"
            subtitle="Your plan, your usage and the ways to reach Ria."
            breadcrumb={BREADCRUMB_TRAILS.clientPortal("Dashboard")}
            aside={
              <StyledSessionActions>
                <LogoutButton copy={CLIENT_LOGOUT} />
                <LogoutButton copy={CLIENT_LOGOUT} everywhere />
              </StyledSessionActions>
            }
          />
          <Suspense fallback={<ClientDashboardSkeleton />}>
            <ClientDashboard />
          </Suspense>
        </RequireRole>
      </Suspense>
    </>
  );
}

/** Owns the page's one query, asked only once the server has said this is a client. */
function ClientDashboard() {
  const data = useLazyLoadQuery<ClientDashboardPageQuery>(
    clientDashboardPageQuery,
    {},
    { fetchPolicy: "store-and-network", fetchKey: useBoundaryFetchKey() },
  );
  if (!data.viewer) return null;
  return (
    <StyledGrid>
      <ClientProfileCard user={data.viewer} />
      <StyledWide>
        <PlanOverview user={data.viewer} usage={data.chat.usage} />
      </StyledWide>
      <StyledFull>
        <ClientIntegrations integrations={data.integrations} />
      </StyledFull>
      <StyledFull>
        <WorkflowCenter />
      </StyledFull>
      <StyledPair>
        <QuickLinks links={data.quickLinks} />
        <EmergencyContactCard site={data.siteConfig} />
      </StyledPair>
    </StyledGrid>
  );
}

const StyledGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  }
`;

const StyledWide = styled.div`
  min-width: 0;
`;

const StyledPair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  min-width: 0;
  ${({ theme }) => theme.media.lg} {
    grid-column: 1 / -1;
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

const StyledFull = styled.div`
  min-width: 0;
  ${({ theme }) => theme.media.lg} {
    grid-column: 1 / -1;
  }
`;

const StyledSessionActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
