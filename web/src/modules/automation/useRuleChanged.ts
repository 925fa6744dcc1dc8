import { useMemo, useRef } from "react";
import { graphql, useSubscription } from "react-relay/hooks";
import type { GraphQLSubscriptionConfig } from "relay-runtime";
import { useResubscribe } from "../platform/useResubscribe";
import type { useRuleChangedSubscription as Subscription } from "./__generated__/useRuleChangedSubscription.graphql";

const ruleChangedSubscription = graphql`
  subscription useRuleChangedSubscription {
    automationRuleChanged {
      ruleId
      change
    }
  }
`;

/**
 * Calls `onChange` when any admin creates, edits, toggles or deletes a rule, so every open
 * /automation-rules shows it within a second (the list refetches to place it).
 */
export function useRuleChanged(onChange: () => void): void {
  const latest = useRef(onChange);
  latest.current = onChange;
  const { attempt, retryLater } = useResubscribe();
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription: ruleChangedSubscription,
      variables: {},
      // `attempt` makes a new config object, which is what restarts the subscription.
      cacheConfig: { metadata: { attempt } },
      onNext: () => latest.current(),
      onError: retryLater,
    }),
    [attempt, retryLater],
  );
  useSubscription(config);
}
