import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import { Card } from "../../ui/Card";
import type { SystemStatusCard_integrations$key } from "./__generated__/SystemStatusCard_integrations.graphql";
import { formatLastSync } from "./integration-labels";

/** The integrations at a glance: how many are connected, which run in demo mode, the latest activity (IST). */
export function SystemStatusCard({ integrations, outboxCount }: { integrations: SystemStatusCard_integrations$key; outboxCount: number }) {
  const data = useFragment(
    graphql`
      fragment SystemStatusCard_integrations on Integration @relay(plural: true) {
        status
        demoMode
        lastSyncAt
      }
    `,
    integrations,
  );
  const connected = data.filter((integration) => integration.status === "connected").length;
  const errors = data.filter((integration) => integration.status === "error").length;
  const latest = data
    .map((integration) => integration.lastSyncAt)
    .filter((at): at is string => Boolean(at))
    .sort()
    .at(-1);
  const rows = [
    { label: "Connected", value: `${connected} of ${data.length}` },
    { label: "In error", value: errors === 0 ? "None" : String(errors) },
    {
      label: "Demo mode",
      value: data.some((integration) => integration.demoMode) ? "On: messages go to the outbox" : "Off: messages are sent",
    },
    { label: "Latest activity", value: formatLastSync(latest) },
    { label: "Messages in the outbox", value: outboxCount >= 50 ? "50+ (latest shown)" : String(outboxCount) },
  ];
  return (
    <Card title="System status" description="From configuration and recent traffic">
      <StyledList>
        {rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </StyledList>
    </Card>
  );
}

const StyledList = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    padding-bottom: ${({ theme }) => theme.space.sm};
    border-bottom: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
  }
  div:last-child {
    border-bottom: none;
    padding-bottom: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-align: right;
  }
`;
