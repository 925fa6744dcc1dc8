import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import { Card } from "../../ui/Card";
import type { IntegrationStatusPanel_query$key } from "./__generated__/IntegrationStatusPanel_query.graphql";
import { IntegrationCard } from "./IntegrationCard";

/** Spec section 2's Integration Status tab: a card per integration, in the api's order. */
export function IntegrationStatusPanel({ query }: { query: IntegrationStatusPanel_query$key }) {
  const data = useFragment(
    graphql`
      fragment IntegrationStatusPanel_query on Query {
        integrations {
          id
          ...IntegrationCard_integration
        }
      }
    `,
    query,
  );

  return (
    <Card title="Integration Status" description="The channels Ria works through, and their state">
      {data.integrations.length === 0 ? (
        <StyledEmpty>No integrations are configured yet.</StyledEmpty>
      ) : (
        <StyledGrid>
          {data.integrations.map((integration) => (
            <IntegrationCard key={integration.id} integration={integration} />
          ))}
        </StyledGrid>
      )}
    </Card>
  );
}

const StyledGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const StyledEmpty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
