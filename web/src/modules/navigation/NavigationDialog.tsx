import { Suspense } from "react";
import styled from "styled-components";
import { ErrorPanel } from "../../app/ErrorPanel";
import { Dialog } from "../../ui/Dialog";
import { ErrorBoundary } from "../../ui/ErrorBoundary";
import { Skeleton } from "../../ui/Skeleton";
import { VisuallyHidden } from "../../ui/VisuallyHidden";
import type { NavigationQueries } from "./navigation-queries";
import { NavigationDialogContent } from "./NavigationDialogContent";

export interface NavigationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Started when the dialog was opened. */
  queries: NavigationQueries;
  /** Starts the queries again (a failed query cannot be read again). */
  onReload: () => void;
}

/**
 * The platform's navigation (spec section 2): quick access, workflows, settings and every screen.
 * What it shows (who is signed in, the contact details, the platform's health) is asked each time it opens.
 */
export function NavigationDialog({ open, onOpenChange, queries, onReload }: NavigationDialogProps) {
  return (
    <Dialog
      title="Ria Navigation"
      description="Jump to any part of the platform, or open a workflow."
      open={open}
      onOpenChange={onOpenChange}
      size="wide"
    >
      {open && (
        <ErrorBoundary
          resetKeys={[queries]}
          fallback={(error) => <ErrorPanel title="Navigation could not load" error={error} onRetry={onReload} />}
        >
          <Suspense fallback={<NavigationSkeleton />}>
            <NavigationDialogContent queries={queries} onClose={() => onOpenChange(false)} />
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
