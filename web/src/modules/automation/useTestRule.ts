import { useCallback, useState } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import type { useTestRuleMutation } from "./__generated__/useTestRuleMutation.graphql";

const testRuleMutation = graphql`
  mutation useTestRuleMutation($ruleId: String!, $sample: String!) {
    testAutomationRule(ruleId: $ruleId, sample: $sample) {
      __typename
      ... on MutationTestAutomationRuleSuccess {
        data {
          wouldFire
          matches
          active
          matchedKeyword
          effects
        }
      }
      ... on ValidationError {
        message
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

export type DryRunOutcome =
  | {
      kind: "result";
      sample: string;
      wouldFire: boolean;
      /** The sample sets the rule off, whether or not it is switched on. */
      matches: boolean;
      /** The rule as the server has it now: switched on or off. */
      active: boolean;
      matchedKeyword: string | null;
      effects: readonly string[];
    }
  | { kind: "error"; message: string };

/** The "Test rule" dry run: whether a rule would fire for a sample, and what it would do. Nothing is done. */
export function useTestRule(ruleId: string): {
  test: (sample: string) => void;
  outcome: DryRunOutcome | null;
  isTesting: boolean;
  reset: () => void;
} {
  const [commit, isTesting] = useMutation<useTestRuleMutation>(testRuleMutation);
  const [outcome, setOutcome] = useState<DryRunOutcome | null>(null);
  const test = useCallback(
    (sample: string) => {
      commit({
        variables: { ruleId, sample },
        onCompleted: ({ testAutomationRule: result }) => {
          if (result.__typename === "MutationTestAutomationRuleSuccess")
            setOutcome({ kind: "result", sample, ...result.data, matchedKeyword: result.data.matchedKeyword ?? null });
          else setOutcome({ kind: "error", message: "message" in result ? result.message : "The dry run did not work." });
        },
        onError: () => setOutcome({ kind: "error", message: "Could not reach Ria. Check your connection and try again." }),
      });
    },
    [commit, ruleId],
  );
  return { test, outcome, isTesting, reset: useCallback(() => setOutcome(null), []) };
}
