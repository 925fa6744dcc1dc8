import { Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import styled from "styled-components";

/** Start loading this far before the placeholder scrolls into view. */
const NEAR_VIEW_MARGIN = "600px";
/** After the page has loaded, load anyway at the browser's next idle moment (at most this long), so a reader never waits. */
const IDLE_TIMEOUT_MS = 1000;

/**
 * Renders code-split content below the fold only when it comes near the viewport or the browser is
 * idle after the page has loaded, so the first screen downloads none of it. The placeholder keeps the space to avoid layout shift.
 */
export function WhenNearView({ minHeight, children }: { minHeight: string; children: ReactNode }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (shown) return;
    const show = () => setShown(true);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), {
      rootMargin: NEAR_VIEW_MARGIN,
    });
    if (placeholder.current) observer.observe(placeholder.current);
    const whenIdle = new AbortController();
    const afterLoad = () => {
      const idle = requestIdle(show);
      whenIdle.signal.addEventListener("abort", idle);
    };
    if (document.readyState === "complete") afterLoad();
    else window.addEventListener("load", afterLoad, { once: true, signal: whenIdle.signal });
    return () => {
      observer.disconnect();
      whenIdle.abort();
    };
  }, [shown]);

  const reserved = <StyledPlaceholder ref={placeholder} $minHeight={minHeight} aria-busy="true" />;
  return shown ? <Suspense fallback={reserved}>{children}</Suspense> : reserved;
}

/** Calls back when the browser is idle (Safari has no requestIdleCallback); returns the cancel. */
function requestIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, IDLE_TIMEOUT_MS);
  return () => window.clearTimeout(id);
}

const StyledPlaceholder = styled.div<{ $minHeight: string }>`
  min-height: ${({ $minHeight }) => $minHeight};
`;
