import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import { Badge } from "../../ui/Badge";
import { ListTile, ListTileHeader } from "../../ui/ListTile";
import type { IntegrationCard_integration$key } from "./__generated__/IntegrationCard_integration.graphql";
import { integrationStatusLook } from "@ria/api/modules/integrations/integrations.rules.ts";
import { formatSubmittedAt } from "./submission-labels";

/** One integration: its name, what it does, its state (and whether it runs in demo mode) and its last sync (IST). */
export function IntegrationCard({ integration }: { integration: IntegrationCard_integration$key }) {
  const data = useFragment(
    graphql`
      fragment IntegrationCard_integration on Integration {
        name
        description
        status
        lastSyncAt
        demoMode
      }
    `,
    integration,
  );
  const look = integrationStatusLook(data.status);

  return (
    <ListTile aria-label={data.name}>
      <ListTileHeader>
        <StyledName>{data.name}</StyledName>
        <StyledBadges>
          {data.demoMode && (
            <Badge tone="neutral" dot={false}>
              Demo mode
            </Badge>
          )}
          <Badge tone={look.tone}>{look.label}</Badge>
        </StyledBadges>
      </ListTileHeader>
      <StyledDescription>{data.description}</StyledDescription>
      <StyledSync>
        {data.lastSyncAt ? (
          <>
            Last sync <time dateTime={data.lastSyncAt}>{formatSubmittedAt(data.lastSyncAt)}</time>
          </>
        ) : (
          "Not synced yet"
        )}
      </StyledSync>
    </ListTile>
  );
}

const StyledBadges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledName = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledDescription = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledSync = styled.p`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
