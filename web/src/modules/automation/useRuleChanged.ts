import { graphql } from "react-relay/hooks";
import { useLiveSubscription } from "../../relay/useLiveSubscription";
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
  useLiveSubscription<Subscription>({ subscription: ruleChangedSubscription, onNext: () => onChange() });
}
