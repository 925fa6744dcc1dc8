import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import { Card } from "../../ui/Card";
import type { CapabilityList_status$key } from "./__generated__/CapabilityList_status.graphql";
import { capabilityStatuses } from "./capabilities";
import { StatusBadge } from "./StatusBadge";

/** What an executive can rely on right now: each capability with the status of the services behind it. */
export function CapabilityList({ status }: { status: CapabilityList_status$key }) {
  const data = useFragment(
    graphql`
      fragment CapabilityList_status on PlatformStatus {
        services {
          service
          label
          status
        }
      }
    `,
    status,
  );
  const capabilities = capabilityStatuses(new Map(data.services.map((entry) => [entry.service, entry])));

  return (
    <Card title="Capabilities" description="What you can rely on, and the services behind it">
      <StyledList>
        {capabilities.map((capability) => (
          <StyledItem key={capability.id}>
            <StyledText>
              <StyledName>{capability.name}</StyledName>
              <StyledBacking>
                {capability.backing.length > 0 ? capability.backing.map((service) => service.label).join(" · ") : capability.description}
              </StyledBacking>
            </StyledText>
            <StatusBadge status={capability.status} />
          </StyledItem>
        ))}
      </StyledList>
    </Card>
  );
}

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledItem = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledText = styled.div`
  min-width: 0;
`;

const StyledName = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledBacking = styled.p`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
