import { Check, Lock } from "lucide-react";
import { useId } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import type { PlanFeatures_client$key } from "./__generated__/PlanFeatures_client.graphql";

/** What the plan includes, and up to four features of the next plan that it lacks. */
export function PlanFeatures({ client }: { client: PlanFeatures_client$key }) {
  const data = useFragment(
    graphql`
      fragment PlanFeatures_client on ClientProfile {
        availableFeatures {
          id
          name
          description
        }
        lockedFeatures {
          id
          name
          description
        }
      }
    `,
    client,
  );
  const availableId = useId();
  const lockedId = useId();
  return (
    <StyledColumns>
      <div>
        <StyledHeading id={availableId}>Included in your plan</StyledHeading>
        {data.availableFeatures.length === 0 ? (
          <StyledEmpty>No features on this plan yet.</StyledEmpty>
        ) : (
          <StyledList aria-labelledby={availableId}>
            {data.availableFeatures.map((feature) => (
              <li key={feature.id} title={feature.description}>
                <Check size={16} aria-hidden="true" />
                {feature.name}
              </li>
            ))}
          </StyledList>
        )}
      </div>
      {data.lockedFeatures.length > 0 && (
        <div>
          <StyledHeading id={lockedId}>Unlock with an upgrade</StyledHeading>
          <StyledList aria-labelledby={lockedId} $locked>
            {data.lockedFeatures.map((feature) => (
              <li key={feature.id} title={feature.description}>
                <Lock size={16} aria-hidden="true" />
                {feature.name}
              </li>
            ))}
          </StyledList>
        </div>
      )}
    </StyledColumns>
  );
}

const StyledColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  }
`;

const StyledHeading = styled.h3`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledList = styled.ul<{ $locked?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme, $locked }) => ($locked ? theme.colors.neutralSoft : theme.colors.healthySoft)};
    color: ${({ theme, $locked }) => ($locked ? theme.colors.textMuted : theme.colors.healthy)};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const StyledEmpty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
