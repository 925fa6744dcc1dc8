import { Suspense, useState, type ReactNode } from "react";
import { useLocation } from "react-router-dom";
import { ErrorBoundary } from "../ui/ErrorBoundary";
import { ErrorPanel } from "./ErrorPanel";
import { PageLoading } from "./PageLoading";
import { useReloadRouteQueries } from "./useReloadRouteQueries";

/**
 * The content-level boundary: a page that fails shows an error panel inside the app's frame,
 * and the error clears when the reader navigates elsewhere or presses "Try again" (which starts the
 * route's query afresh: a failed one cannot be read again).
 */
export function ContentBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const reload = useReloadRouteQueries();
  return (
    <ErrorBoundary
      resetKeys={[pathname, attempt]}
      fallback={(error) => (
        <ErrorPanel
          title="This page could not load"
          error={error}
          onRetry={() => void reload().then(() => setAttempt((value) => value + 1))}
        />
      )}
    >
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
