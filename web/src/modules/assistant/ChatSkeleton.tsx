import styled from "styled-components";
import { Skeleton } from "../../ui/Skeleton";
import { VisuallyHidden } from "../../ui/VisuallyHidden";

/** Holds the chat's place while the conversation loads. */
export function ChatSkeleton() {
  return (
    <StyledSkeleton role="status" aria-live="polite">
      <VisuallyHidden>Loading your conversation…</VisuallyHidden>
      <Skeleton $height="barHeight" />
      <StyledTall />
      <Skeleton $height="tapTarget" />
    </StyledSkeleton>
  );
}

const StyledSkeleton = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const StyledTall = styled(Skeleton)`
  height: min(50vh, 420px);
`;
