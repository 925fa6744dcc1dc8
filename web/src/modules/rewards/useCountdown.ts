import { useEffect, useState } from "react";
import { secondsUntil } from "./rewards-display";

interface Countdown {
  /** The server's figure this countdown started from. */
  seconds: number;
  /** Both clocks from one instant: a countdown of 0 must not read as running until the next tick. */
  endsAt: number;
  now: number;
}

const startCountdown = (seconds: number): Countdown => {
  const at = Date.now();
  return { seconds, endsAt: at + seconds * 1000, now: at };
};

/**
 * Whole seconds left of a countdown the server states as "seconds from now", ticking once a second.
 * Each new figure starts it again from the render that first sees it (adjusted while rendering, so no
 * frame shows the old countdown next to the new figure).
 */
export function useCountdown(seconds: number): number {
  const [stored, setCountdown] = useState(() => startCountdown(seconds));
  const countdown = stored.seconds === seconds ? stored : startCountdown(seconds);
  if (countdown !== stored) setCountdown(countdown);
  useEffect(() => {
    const timer = setInterval(() => setCountdown((current) => ({ ...current, now: Date.now() })), 1000);
    return () => clearInterval(timer);
  }, []);
  return secondsUntil(countdown.endsAt, countdown.now);
}
