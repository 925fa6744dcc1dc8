import { useEffect, useMemo, useRef, useState } from "react";
import { graphql, useSubscription } from "react-relay/hooks";
import type { GraphQLSubscriptionConfig } from "relay-runtime";
import type { usePlatformStatusSubscription as Subscription } from "./__generated__/usePlatformStatusSubscription.graphql";

const platformStatusSubscription = graphql`
  subscription usePlatformStatusSubscription {
    platformStatus {
      id
      ...StatusBoard_status
    }
  }
`;

/** A subscription that failed for good (not a dropped socket, which reconnects by itself) is started again after this. */
const RESUBSCRIBE_DELAY_MS = 5000;

/** Keeps the status page live: every round of checks the api pushes replaces the PlatformStatus record in the store. */
export function usePlatformStatusSubscription(): void {
  const [attempt, setAttempt] = useState(0);
  const retryTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(retryTimer.current), []);

  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription: platformStatusSubscription,
      // `attempt` makes a new config object, which is what restarts the subscription.
      variables: {},
      cacheConfig: { metadata: { attempt } },
      onError: () => {
        clearTimeout(retryTimer.current);
        retryTimer.current = setTimeout(() => setAttempt((value) => value + 1), RESUBSCRIBE_DELAY_MS);
      },
    }),
    [attempt],
  );
  useSubscription(config);
}
