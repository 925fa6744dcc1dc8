import styled from "styled-components";
import { Skeleton } from "../../ui/Skeleton";
import { VisuallyHidden } from "../../ui/VisuallyHidden";

/** The status page's shape while its first data loads. */
export function StatusBoardSkeleton() {
  return (
    <StyledSkeleton role="status" aria-live="polite">
      <VisuallyHidden>Loading platform status…</VisuallyHidden>
      <Skeleton $height="tapTarget" />
      <StyledRow>
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} $height="tapTarget" />
        ))}
      </StyledRow>
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} $height="barHeight" />
      ))}
    </StyledSkeleton>
  );
}

const StyledSkeleton = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledRow = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;
