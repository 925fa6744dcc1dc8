import { useEffect, useEffectEvent, useRef } from "react";
import { useLiveConnection } from "./useLiveConnection";

/** While live updates are down, data is fetched again this often, so the screen never goes stale for long. */
export const FALLBACK_REFETCH_MS = 30_000;

/** Why a catch-up runs: the connection came back after a drop, or it is still down (the slow fallback). */
export type CatchUpReason = "recovered" | "still-down";

/**
 * Every live screen's one catch-up mechanism (`useLiveSubscription` resubscribes; this fetches what
 * a drop missed): `catchUp` runs each time the live connection comes back after a drop and, slowly,
 * while it is down. Nothing runs on the first connection, and there is no polling while live.
 */
export function useLiveCatchUp(catchUp: (reason: CatchUpReason) => void): void {
  const { status, recoveries } = useLiveConnection();
  const run = useEffectEvent(catchUp);
  const seenRecoveries = useRef(recoveries);
  useEffect(() => {
    if (recoveries <= seenRecoveries.current) return;
    seenRecoveries.current = recoveries;
    run("recovered");
  }, [recoveries]);
  useEffect(() => {
    if (status !== "reconnecting") return;
    const timer = setInterval(() => run("still-down"), FALLBACK_REFETCH_MS);
    return () => clearInterval(timer);
  }, [status]);
}
