import { HEARTBEAT_INTERVAL_SECONDS } from "@ria/api/modules/rewards/rewards.rules.ts";
import { useEffect, useEffectEvent, useState } from "react";
import type { RewardOutcome } from "./useRewardActions";

/**
 * Beats every 30 s while the page is visible (and at once when it becomes visible). Returns the
 * seconds since the last answered beat, so the time on screen ticks between the server's credits.
 */
export function useHeartbeat(beat: () => Promise<RewardOutcome>, onOutcome: (outcome: RewardOutcome) => void): number {
  const [sinceBeat, setSinceBeat] = useState(0);
  // An effect event: the timers below always call the latest `beat` and `onOutcome` without being set up again.
  const sendBeat = useEffectEvent(async () => {
    if (document.visibilityState !== "visible") return;
    const outcome = await beat();
    setSinceBeat(0);
    onOutcome(outcome);
  });
  useEffect(() => {
    const send = () => void sendBeat();
    send();
    const beats = setInterval(send, HEARTBEAT_INTERVAL_SECONDS * 1000);
    const ticks = setInterval(
      () => document.visibilityState === "visible" && setSinceBeat((s) => Math.min(s + 1, HEARTBEAT_INTERVAL_SECONDS)),
      1000,
    );
    document.addEventListener("visibilitychange", send);
    return () => (clearInterval(beats), clearInterval(ticks), document.removeEventListener("visibilitychange", send));
  }, []);
  return sinceBeat;
}
