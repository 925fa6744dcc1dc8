import { useId } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import { Badge } from "../../ui/Badge";
import type { IntegrationServiceCard_integration$key } from "./__generated__/IntegrationServiceCard_integration.graphql";
import { integrationStatusLook } from "@ria/api/modules/integrations/integrations.rules.ts";
import { formatLastSync } from "./integration-labels";
import { IntegrationSetupButton } from "./IntegrationSetupButton";

/** One integration: its real status, last sync (IST), read-only configuration, and Reconfigure or Start Integration. */
export function IntegrationServiceCard({ integration }: { integration: IntegrationServiceCard_integration$key }) {
  const data = useFragment(
    graphql`
      fragment IntegrationServiceCard_integration on Integration {
        name
        description
        status
        lastSyncAt
        demoMode
        configuration {
          label
          value
        }
      }
    `,
    integration,
  );
  const look = integrationStatusLook(data.status);
  const titleId = useId();
  return (
    <StyledCard aria-labelledby={titleId}>
      <StyledTop>
        <StyledName id={titleId}>{data.name}</StyledName>
        <StyledBadges>
          {data.demoMode && (
            <Badge tone="neutral" dot={false}>
              Demo mode
            </Badge>
          )}
          <Badge tone={look.tone}>{look.label}</Badge>
        </StyledBadges>
      </StyledTop>
      <StyledDescription>{data.description}</StyledDescription>
      <StyledConfig aria-label={`${data.name} configuration`}>
        <div>
          <dt>Last sync</dt>
          <dd>{data.lastSyncAt ? <time dateTime={data.lastSyncAt}>{formatLastSync(data.lastSyncAt)}</time> : "Never"}</dd>
        </div>
        {data.configuration.map((item) => (
          <div key={item.label}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </StyledConfig>
      <StyledFooter>
        <IntegrationSetupButton name={data.name} connected={data.status === "connected"} />
      </StyledFooter>
    </StyledCard>
  );
}

const StyledCard = styled.li`
  display: grid;
  grid-template-rows: auto auto 1fr auto;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

const StyledTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledName = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledBadges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledDescription = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledConfig = styled.dl`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  div {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
  }
  dt {
    color: ${({ theme }) => theme.colors.textSubtle};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const StyledFooter = styled.div`
  display: flex;
  justify-content: flex-end;
`;
