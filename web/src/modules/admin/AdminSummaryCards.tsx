import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import { formatNumber } from "../../lib/format-ist";
import { StatCard } from "../../ui/StatCard";
import { targetHint, targetValue } from "./target-figures";
import type { AdminSummaryCards_dashboard$key } from "./__generated__/AdminSummaryCards_dashboard.graphql";

/** Demo sandboxes are not pilots (the server leaves them out). */
const PILOTS_HINT = "Client accounts running (demos not counted)";

/** Spec section 2's four summary cards; a pushed submission updates them through the dashboard node. */
export function AdminSummaryCards({ dashboard }: { dashboard: AdminSummaryCards_dashboard$key }) {
  const data = useFragment(
    graphql`
      fragment AdminSummaryCards_dashboard on AdminDashboard {
        targetCxos
        activePilots
        contactSubmissions
        integrations
        liveIntegrations
      }
    `,
    dashboard,
  );

  return (
    <StyledGrid aria-label="Summary">
      <StatCard
        label="Target CXOs"
        value={targetValue(data.targetCxos)}
        hint={targetHint(data.targetCxos, data.activePilots)}
        tone="accent"
      />
      <StatCard label="Active Pilots" value={formatNumber(data.activePilots)} hint={PILOTS_HINT} tone="healthy" />
      <StatCard label="Contact Submissions" value={formatNumber(data.contactSubmissions)} hint="Deployment requests" tone="warning" />
      <StatCard
        label="Integrations"
        value={formatNumber(data.integrations)}
        hint={`${formatNumber(data.liveIntegrations)} live`}
        tone="neutral"
      />
    </StyledGrid>
  );
}

const StyledGrid = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.lg};
  }
`;
