import { graphql } from "react-relay/hooks";
import { useLiveSubscription } from "../../relay/useLiveSubscription";
import { prependRuleRun } from "./rule-run-connections";
import type { useRuleRunRecordedSubscription as Subscription } from "./__generated__/useRuleRunRecordedSubscription.graphql";

const ruleRunRecordedSubscription = graphql`
  subscription useRuleRunRecordedSubscription {
    automationRunRecorded {
      id
      startedAt
      rule {
        id
      }
      ...RuleRunItem_run
    }
  }
`;

/** Keeps rules' runs live (admins only): each run the server records joins the top of its rule's run lists. */
export function useRuleRunRecorded(): void {
  useLiveSubscription<Subscription>({
    subscription: ruleRunRecordedSubscription,
    updater: (store) => {
      const run = store.getRootField("automationRunRecorded");
      if (run) prependRuleRun(store, run);
    },
  });
}
