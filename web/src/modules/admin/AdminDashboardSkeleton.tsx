import styled from "styled-components";
import { Skeleton } from "../../ui/Skeleton";
import { VisuallyHidden } from "../../ui/VisuallyHidden";

/** The admin dashboard's shape while its data loads: four figures, the tabs, a few rows. */
export function AdminDashboardSkeleton() {
  return (
    <StyledSkeleton role="status" aria-live="polite">
      <VisuallyHidden>Loading the admin dashboard…</VisuallyHidden>
      <StyledFigures>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} $height="tapTarget" />
        ))}
      </StyledFigures>
      <Skeleton $height="tapTarget" />
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} $height="barHeight" />
      ))}
    </StyledSkeleton>
  );
}

const StyledSkeleton = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledFigures = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;
