import styled from "styled-components";
import { Skeleton } from "../../ui/Skeleton";
import { VisuallyHidden } from "../../ui/VisuallyHidden";

/** Holds the dashboard's place while it loads. */
export function ClientDashboardSkeleton() {
  return (
    <StyledGrid role="status" aria-live="polite">
      <VisuallyHidden>Loading your dashboard…</VisuallyHidden>
      <StyledBlock />
      <StyledBlock $wide />
      <StyledBlock $wide />
    </StyledGrid>
  );
}

const StyledGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  }
`;

const StyledBlock = styled(Skeleton)<{ $wide?: boolean }>`
  height: 14rem;
  ${({ theme }) => theme.media.lg} {
    grid-column: ${({ $wide }) => ($wide ? "1 / -1" : "auto")};
  }
`;
