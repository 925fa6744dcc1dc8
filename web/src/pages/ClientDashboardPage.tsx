import { graphql } from "react-relay/hooks";
import styled from "styled-components";
import { PageHeader } from "../app/PageHeader";
import { LogoutButton } from "../modules/auth/LogoutButton";
import { AccessGate } from "../modules/auth/AccessGate";
import { DenyAccess } from "../modules/auth/DenyAccess";
import { CLIENT_ACCESS_DENIED, CLIENT_LOGOUT } from "../modules/client/client-access";
import { CalendarFeedCard } from "../modules/client/CalendarFeedCard";
import { ClientDashboardSkeleton } from "../modules/client/ClientDashboardSkeleton";
import { ClientIntegrations } from "../modules/client/ClientIntegrations";
import { ClientProfileCard } from "../modules/client/ClientProfileCard";
import { DeliveryCard } from "../modules/client/DeliveryCard";
import { EmailApprovalsCard } from "../modules/client/EmailApprovalsCard";
import { EmergencyContactCard } from "../modules/client/EmergencyContactCard";
import { PlanOverview } from "../modules/client/PlanOverview";
import { QuickLinks } from "../modules/client/QuickLinks";
import { useScheduleChanged } from "../modules/scheduler/useScheduleChanged";
import { YourSchedule } from "../modules/scheduler/YourSchedule";
import { WhatsAppNumberCard } from "../modules/client/WhatsAppNumberCard";
import { WorkflowCenter } from "../modules/client/WorkflowCenter";
import { BREADCRUMB_TRAILS } from "../modules/navigation/breadcrumb-trails";
import type { ClientDashboardPageQuery } from "./__generated__/ClientDashboardPageQuery.graphql";

const clientDashboardPageQuery = graphql`
  query ClientDashboardPageQuery @preloadable {
    ...AccessGate_query
    viewer {
      ...ClientProfileCard_user
      ...PlanOverview_user
      ...DeliveryCard_user
      client {
        ...CalendarFeedCard_client
        ...EmailApprovalsCard_client
        calendarConnection {
          ...ClientIntegrations_calendar
        }
      }
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
    ...YourSchedule_query
    ...WhatsAppNumberCard_query
  }
`;

/**
 * /client/dashboard: a signed-in client's plan, usage, integrations and shortcuts (spec section 2); for
 * a client session only, decided by the server in the same answer as the data.
 */
export function ClientDashboardPage() {
  return (
    <>
      <title>Client Dashboard · Ria</title>
      <AccessGate
        query={clientDashboardPageQuery}
        allows="CLIENT"
        refused={() => <DenyAccess denial={CLIENT_ACCESS_DENIED} />}
        fallback={<ClientDashboardSkeleton />}
      >
        {(data: ClientDashboardPageQuery["response"]) => (
          <>
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
            <ClientDashboard data={data} />
          </>
        )}
      </AccessGate>
    </>
  );
}

function ClientDashboard({ data }: { data: ClientDashboardPageQuery["response"] }) {
  if (!data.viewer) return null;
  return (
    <StyledGrid>
      <ClientProfileCard user={data.viewer} />
      <StyledWide>
        <PlanOverview user={data.viewer} usage={data.chat.usage} />
      </StyledWide>
      <StyledFull>
        <LiveSchedule data={data} />
      </StyledFull>
      {data.viewer.client && (
        <StyledFull>
          <EmailApprovalsCard client={data.viewer.client} />
        </StyledFull>
      )}
      <StyledFull>
        <WhatsAppNumberCard query={data} />
      </StyledFull>
      {data.viewer.client && (
        <StyledFull>
          <DeliveryCard user={data.viewer} />
        </StyledFull>
      )}
      <StyledFull>
        <ClientIntegrations integrations={data.integrations} calendar={data.viewer.client?.calendarConnection} />
      </StyledFull>
      {data.viewer.client && (
        <StyledFull>
          <CalendarFeedCard client={data.viewer.client} />
        </StyledFull>
      )}
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

/** The schedule card, kept live while the dashboard is open. */
function LiveSchedule({ data }: { data: ClientDashboardPageQuery["response"] }) {
  useScheduleChanged();
  return <YourSchedule query={data} />;
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
