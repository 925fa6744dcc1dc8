import { useEffect, useRef } from "react";
import { useLiveConnection } from "./useLiveConnection";

/** Calls `onReconnect` each time the live connection comes back after a drop (not on the first connection). */
export function useOnReconnect(onReconnect: () => void): void {
  const { recoveries } = useLiveConnection();
  const seen = useRef(recoveries);
  useEffect(() => {
    if (recoveries <= seen.current) return;
    seen.current = recoveries;
    onReconnect();
  }, [recoveries, onReconnect]);
}
