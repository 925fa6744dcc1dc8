import { useEffect, useRef } from "react";
import { useLiveConnection } from "../../relay/useLiveConnection";
import { useOnReconnect } from "../../relay/useOnReconnect";

/** While live updates are down, data is fetched again this often, so the screen never goes stale for long. */
export const FALLBACK_REFETCH_MS = 30_000;

/**
 * Keeps a live screen right when its connection drops: `refetch` runs when the connection comes
 * back (to catch up on what was missed) and, slowly, while it is down. No polling while live.
 */
export function useLiveCatchUp(refetch: () => void): void {
  const latest = useRef(refetch);
  latest.current = refetch;
  useOnReconnect(refetch);
  const { status } = useLiveConnection();
  useEffect(() => {
    if (status !== "reconnecting") return;
    const timer = setInterval(() => latest.current(), FALLBACK_REFETCH_MS);
    return () => clearInterval(timer);
  }, [status]);
}
