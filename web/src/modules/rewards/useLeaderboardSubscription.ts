import { graphql } from "react-relay/hooks";
import { useLiveSubscription } from "../../relay/useLiveSubscription";
import type { useLeaderboardSubscription as Subscription } from "./__generated__/useLeaderboardSubscription.graphql";

const leaderboardSubscription = graphql`
  subscription useLeaderboardSubscription {
    leaderboardChanged {
      id
      ...LeaderboardPanel_board
    }
  }
`;

/** Keeps the leaderboard live: each pushed board replaces the one in the store (same id). */
export function useLeaderboardSubscription(): void {
  useLiveSubscription<Subscription>({ subscription: leaderboardSubscription });
}
