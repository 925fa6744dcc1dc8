import styled from "styled-components";
import { Skeleton } from "../../ui/Skeleton";
import { VisuallyHidden } from "../../ui/VisuallyHidden";

/** Holds the plans' place while they load. */
export function PricingPlansSkeleton() {
  return (
    <StyledGrid role="status" aria-live="polite">
      <VisuallyHidden>Loading plans…</VisuallyHidden>
      <StyledCard />
      <StyledCard />
    </StyledGrid>
  );
}

const StyledGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  max-width: 52rem;
  margin: 0 auto;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const StyledCard = styled(Skeleton)`
  height: 26rem;
`;
