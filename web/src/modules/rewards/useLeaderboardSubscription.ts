import { useMemo } from "react";
import { graphql, useSubscription } from "react-relay/hooks";
import type { GraphQLSubscriptionConfig } from "relay-runtime";
import { useResubscribe } from "../platform/useResubscribe";
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
  const { attempt, retryLater } = useResubscribe();
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({ subscription: leaderboardSubscription, variables: {}, cacheConfig: { metadata: { attempt } }, onError: retryLater }),
    [attempt, retryLater],
  );
  useSubscription(config);
}
