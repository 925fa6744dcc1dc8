import { HEARTBEAT_INTERVAL_SECONDS } from "@ria/api/modules/rewards/rewards.rules.ts";
import { useEffect, useRef, useState } from "react";
import type { RewardOutcome } from "./useRewardActions";

/**
 * Beats every 30 s while the page is visible (and at once when it becomes visible). Returns the
 * seconds since the last answered beat, so the time on screen ticks between the server's credits.
 */
export function useHeartbeat(beat: () => Promise<RewardOutcome>, onOutcome: (outcome: RewardOutcome) => void): number {
  const [sinceBeat, setSinceBeat] = useState(0);
  const latest = useRef({ beat, onOutcome });
  latest.current = { beat, onOutcome };
  useEffect(() => {
    const send = async () => {
      if (document.visibilityState !== "visible") return;
      const outcome = await latest.current.beat();
      setSinceBeat(0);
      latest.current.onOutcome(outcome);
    };
    void send();
    const beats = setInterval(send, HEARTBEAT_INTERVAL_SECONDS * 1000);
    const ticks = setInterval(() => document.visibilityState === "visible" && setSinceBeat((s) => Math.min(s + 1, HEARTBEAT_INTERVAL_SECONDS)), 1000);
    document.addEventListener("visibilitychange", send);
    return () => (clearInterval(beats), clearInterval(ticks), document.removeEventListener("visibilitychange", send));
  }, []);
  return sinceBeat;
}
