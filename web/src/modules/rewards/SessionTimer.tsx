import { graphql, useFragment } from "react-relay/hooks";
import type { SessionTimer_player$key } from "./__generated__/SessionTimer_player.graphql";
import { RewardsPanel } from "./RewardsPanel";
import { sessionClocks } from "./rewards-display";

/** This session's active time and the countdown to its next 600 s reward. */
export function SessionTimer({ player, extraSeconds }: { player: SessionTimer_player$key; extraSeconds: number }) {
  const data = useFragment(
    graphql`
      fragment SessionTimer_player on RewardsPlayer {
        sessionSeconds
        nextRewardIn
      }
    `,
    player,
  );
  const clocks = sessionClocks(data.sessionSeconds, data.nextRewardIn, extraSeconds);
  return (
    <RewardsPanel title="Session">
      <p>
        Session time: <strong>{clocks.session}</strong>
      </p>
      <p>
        Next reward in: <strong>{clocks.nextReward}</strong>
      </p>
      <p>1 Riko per active minute, and a bonus at 10, 20, 30 and 60 minutes.</p>
    </RewardsPanel>
  );
}
