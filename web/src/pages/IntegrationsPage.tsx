import { useMemo } from "react";
import { graphql } from "react-relay/hooks";
import styled from "styled-components";
import { PageHeader } from "../app/PageHeader";
import { PageLoading } from "../app/PageLoading";
import { useRouteQueryRefresh } from "../app/useRouteQuery";
import { AccessGate } from "../modules/auth/AccessGate";
import { YourCalendarSection } from "../modules/calendar/YourCalendarSection";
import { LiveConnectionIndicator } from "../modules/health/LiveConnectionIndicator";
import { AdminOnlyBadge } from "../modules/integrations/AdminOnlyBadge";
import { ApiConfigurationCard } from "../modules/integrations/ApiConfigurationCard";
import { DemoModeBanner } from "../modules/integrations/DemoModeBanner";
import { IntegrationsLinks } from "../modules/integrations/IntegrationsLinks";
import { IntegrationServiceCard } from "../modules/integrations/IntegrationServiceCard";
import { OutboxList } from "../modules/integrations/OutboxList";
import { SystemStatusCard } from "../modules/integrations/SystemStatusCard";
import { BREADCRUMB_TRAILS } from "../modules/navigation/breadcrumb-trails";
import { AdminAccessRequired } from "../modules/platform/AdminAccessRequired";
import { useLiveCatchUp } from "../relay/useLiveCatchUp";
import { useWhatsAppActivity } from "../modules/whatsapp/useWhatsAppActivity";
import type { IntegrationsPageQuery } from "./__generated__/IntegrationsPageQuery.graphql";

const integrationsPageQuery = graphql`
  query IntegrationsPageQuery @preloadable {
    ...AccessGate_query
    integrations {
      id
      ...IntegrationServiceCard_integration
      ...DemoModeBanner_integrations
      ...SystemStatusCard_integrations
    }
    outbox(first: 50) @connection(key: "IntegrationsPage_outbox") {
      edges {
        node {
          ...OutboxList_messages
        }
      }
    }
  }
`;

const TITLE = "API Integrations";
const SUBTITLE = "WhatsApp Business, Gmail and Google Calendar: their real state, configuration and outgoing messages.";
const CLIENT_SUBTITLE = "Your own calendar, connected to Ria. WhatsApp and email are set up by Ria's administrators.";

/**
 * /integrations (spec sections 2 and 4): the platform's integrations for admins, decided by the server with the data, live
 * as WhatsApp traffic flows; a client connects their own calendar here.
 */
export function IntegrationsPage() {
  return (
    <>
      <title>API Integrations · Ria</title>
      <IntegrationsLinks />
      <AccessGate
        query={integrationsPageQuery}
        allows="ADMIN"
        refused={(role) =>
          role === "CLIENT" ? (
            <>
              <PageHeader title={TITLE} subtitle={CLIENT_SUBTITLE} breadcrumb={BREADCRUMB_TRAILS.systemIntegrations} />
              <YourCalendarSection />
            </>
          ) : (
            <>
              <PageHeader title={TITLE} subtitle={SUBTITLE} breadcrumb={BREADCRUMB_TRAILS.systemIntegrations} />
              <AdminAccessRequired role={role} what="Integrations" />
            </>
          )
        }
        fallback={<PageLoading />}
      >
        {(data: IntegrationsPageQuery["response"]) => (
          <>
            <PageHeader
              title={TITLE}
              subtitle={SUBTITLE}
              breadcrumb={BREADCRUMB_TRAILS.systemIntegrations}
              aside={
                <StyledAside>
                  <AdminOnlyBadge />
                  <LiveConnectionIndicator />
                </StyledAside>
              }
            />
            <LiveIntegrations data={data} />
          </>
        )}
      </AccessGate>
    </>
  );
}

/** WhatsApp activity and a restored connection fetch the page's query again. */
function LiveIntegrations({ data }: { data: IntegrationsPageQuery["response"] }) {
  const refresh = useRouteQueryRefresh(integrationsPageQuery);
  useWhatsAppActivity(refresh);
  const outbox = useMemo(() => data.outbox.edges.map((edge) => edge.node), [data.outbox.edges]);
  useLiveCatchUp(refresh);

  return (
    <StyledStack>
      <DemoModeBanner integrations={data.integrations} />
      <StyledCards aria-label="Integrations">
        {data.integrations.map((integration) => (
          <IntegrationServiceCard key={integration.id} integration={integration} />
        ))}
      </StyledCards>
      <StyledPair>
        <ApiConfigurationCard />
        <SystemStatusCard integrations={data.integrations} outboxCount={data.outbox.edges.length} />
      </StyledPair>
      <OutboxList messages={outbox} />
    </StyledStack>
  );
}

const StyledAside = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
`;

const StyledCards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const StyledPair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
