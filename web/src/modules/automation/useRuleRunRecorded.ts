import { graphql } from "react-relay/hooks";
import { useLiveSubscription } from "../../relay/useLiveSubscription";
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
  useLiveSubscription<Subscription>({
    subscription: ruleRunRecordedSubscription,
    onNext: (data) => {
      if (data?.automationRunRecorded) onRun(data.automationRunRecorded.id);
    },
  });
}
