import { useMemo, useRef } from "react";
import { graphql, useSubscription } from "react-relay/hooks";
import type { GraphQLSubscriptionConfig } from "relay-runtime";
import { useResubscribe } from "../platform/useResubscribe";
import type { useRuleRunRecordedSubscription as Subscription } from "./__generated__/useRuleRunRecordedSubscription.graphql";

const ruleRunRecordedSubscription = graphql`
  subscription useRuleRunRecordedSubscription {
    automationRunRecorded {
      id
      ...RuleRunItem_run
    }
  }
`;

/**
 * Calls `onRun` for each rule run the server records (admins only). A run does not say which rule
 * it belongs to, so screens refetch their rules to place it.
 */
export function useRuleRunRecorded(onRun: (runId: string) => void): void {
  const latest = useRef(onRun);
  latest.current = onRun;
  const { attempt, retryLater } = useResubscribe();
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription: ruleRunRecordedSubscription,
      variables: {},
      // `attempt` makes a new config object, which is what restarts the subscription.
      cacheConfig: { metadata: { attempt } },
      onNext: (data) => {
        if (data?.automationRunRecorded) latest.current(data.automationRunRecorded.id);
      },
      onError: retryLater,
    }),
    [attempt, retryLater],
  );
  useSubscription(config);
}
