import styled from "styled-components";
import { Skeleton } from "../ui/Skeleton";
import { VisuallyHidden } from "../ui/VisuallyHidden";

/** Placeholder while a page's data loads. */
export function PageLoading() {
  return (
    <StyledLoading role="status" aria-live="polite">
      <VisuallyHidden>Loading…</VisuallyHidden>
      <Skeleton $height="tapTarget" />
      <Skeleton />
      <Skeleton />
    </StyledLoading>
  );
}

const StyledLoading = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;
