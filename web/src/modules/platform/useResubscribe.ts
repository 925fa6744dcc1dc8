import { useCallback, useEffect, useRef, useState } from "react";

/** A subscription the server ended (not a dropped socket, which reconnects by itself) starts again after this. */
export const RESUBSCRIBE_DELAY_MS = 5000;

/**
 * For subscription hooks: `attempt` goes into the config (a new config restarts the subscription)
 * and `retryLater` is its onError, which restarts it after a pause.
 */
export function useResubscribe(): { attempt: number; retryLater: () => void } {
  const [attempt, setAttempt] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const retryLater = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setAttempt((value) => value + 1), RESUBSCRIBE_DELAY_MS);
  }, []);
  return { attempt, retryLater };
}
