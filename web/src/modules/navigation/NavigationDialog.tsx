import { Suspense } from "react";
import styled from "styled-components";
import { ErrorPanel } from "../../app/ErrorPanel";
import { Dialog } from "../../ui/Dialog";
import { ErrorBoundary } from "../../ui/ErrorBoundary";
import { Skeleton } from "../../ui/Skeleton";
import { VisuallyHidden } from "../../ui/VisuallyHidden";
import { NavigationDialogContent } from "./NavigationDialogContent";

export interface NavigationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The platform's navigation (spec section 2): quick access, workflows, settings and every screen.
 * It loads what it needs (who is signed in, the contact details) each time it opens.
 */
export function NavigationDialog({ open, onOpenChange }: NavigationDialogProps) {
  return (
    <Dialog
      title="Ria Navigation"
      description="Jump to any part of the platform, or open a workflow."
      open={open}
      onOpenChange={onOpenChange}
      size="wide"
    >
      {open && (
        <ErrorBoundary fallback={(error, reset) => <ErrorPanel title="Navigation could not load" error={error} onRetry={reset} />}>
          <Suspense fallback={<NavigationSkeleton />}>
            <NavigationDialogContent onClose={() => onOpenChange(false)} />
          </Suspense>
        </ErrorBoundary>
      )}
    </Dialog>
  );
}

function NavigationSkeleton() {
  return (
    <StyledSkeleton role="status">
      <VisuallyHidden>Loading navigation…</VisuallyHidden>
      <Skeleton $height="tapTarget" />
      <Skeleton $height="tapTarget" />
      <Skeleton $height="tapTarget" />
    </StyledSkeleton>
  );
}

const StyledSkeleton = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;
