import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import { formatNumber } from "../../lib/format-ist";
import { Card } from "../../ui/Card";
import { StatCard } from "../../ui/StatCard";
import { targetHint, targetValue } from "./target-figures";
import type { PlatformAnalyticsPanel_dashboard$key } from "./__generated__/PlatformAnalyticsPanel_dashboard.graphql";

/** Demo sandboxes are not pilots (the server leaves them out). */
const PILOTS_HINT = "Client accounts running (demos not counted)";

/** Spec section 2's Platform Analytics tab: lead figures and the deployment pipeline, all counted by the server. */
export function PlatformAnalyticsPanel({ dashboard }: { dashboard: PlatformAnalyticsPanel_dashboard$key }) {
  const data = useFragment(
    graphql`
      fragment PlatformAnalyticsPanel_dashboard on AdminDashboard {
        contactSubmissions
        enterpriseInquiries
        highPriority
        pendingDeployments
        activePilots
        targetCxos
      }
    `,
    dashboard,
  );

  return (
    <StyledColumns>
      <Card title="Leads" description="Every deployment request received">
        <StyledFigures>
          <StatCard label="Total Contacts" value={formatNumber(data.contactSubmissions)} tone="accent" />
          <StatCard label="Enterprise Inquiries" value={formatNumber(data.enterpriseInquiries)} hint="Enterprise plan" tone="neutral" />
          <StatCard label="High Priority" value={formatNumber(data.highPriority)} hint="Critical or High urgency" tone="error" />
        </StyledFigures>
      </Card>
      <Card title="Deployment Pipeline" description="From request to running pilot">
        <StyledFigures>
          <StatCard label="Pending Deployments" value={formatNumber(data.pendingDeployments)} hint="Critical requests" tone="warning" />
          <StatCard label="Active Pilots" value={formatNumber(data.activePilots)} hint={PILOTS_HINT} tone="healthy" />
          <StatCard
            label="Target CXOs"
            value={targetValue(data.targetCxos)}
            hint={targetHint(data.targetCxos, data.activePilots)}
            tone="accent"
          />
        </StyledFigures>
      </Card>
    </StyledColumns>
  );
}

const StyledColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.xl};
  }
`;

const StyledFigures = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;
