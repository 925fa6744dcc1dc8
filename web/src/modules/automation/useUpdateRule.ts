import { useCallback } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import { useToast } from "../../ui/useToast";
import type { useUpdateRuleMutation } from "./__generated__/useUpdateRuleMutation.graphql";
import { fieldErrorsOf, ruleChangesOf, type RuleDraft } from "./rule-form";
import type { SaveCallbacks } from "./useCreateRule";

const updateRuleMutation = graphql`
  mutation useUpdateRuleMutation($ruleId: String!, $changes: JSON!) {
    updateAutomationRule(ruleId: $ruleId, changes: $changes) {
      __typename
      ... on MutationUpdateAutomationRuleSuccess {
        # The card's fields without its runs: an edit does not change them, and the answer stays small.
        data {
          id
          name
          description
          trigger
          active
          keywords
          cronExpression
          minutesBefore
          actions
          nextRuns
        }
      }
      ... on ValidationError {
        message
        fields {
          field
          message
        }
      }
      ... on ConflictError {
        message
        fields {
          field
          message
        }
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

/** Changes a rule: a whole edit from the form, or just `active` from the card's switch (shown at once). */
export function useUpdateRule(): {
  saveEdit: (draft: RuleDraft, callbacks: SaveCallbacks) => void;
  setActive: (rule: { id: string; ruleId: string }, active: boolean) => void;
  isUpdating: boolean;
} {
  const [commit, isUpdating] = useMutation<useUpdateRuleMutation>(updateRuleMutation);
  const { toast } = useToast();
  const failed = useCallback(
    () => toast({ title: "Update Failed", description: "Failed to update automation rule.", variant: "destructive" }),
    [toast],
  );
  const updated = useCallback(
    () => toast({ title: "Rule Updated", description: "Automation rule has been updated successfully." }),
    [toast],
  );

  const saveEdit = useCallback(
    (draft: RuleDraft, { onSaved, onRefused }: SaveCallbacks) => {
      commit({
        variables: { ruleId: draft.id, changes: ruleChangesOf(draft) },
        onCompleted: ({ updateAutomationRule: result }) => {
          if (result.__typename === "MutationUpdateAutomationRuleSuccess") {
            updated();
            onSaved();
            return;
          }
          if ("message" in result) onRefused(result.message, fieldErrorsOf("fields" in result ? result.fields : []));
          failed();
        },
        onError: failed,
      });
    },
    [commit, updated, failed],
  );

  const setActive = useCallback(
    (rule: { id: string; ruleId: string }, active: boolean) => {
      commit({
        variables: { ruleId: rule.ruleId, changes: { active } },
        optimisticUpdater: (store) => store.get(rule.id)?.setValue(active, "active"),
        onCompleted: ({ updateAutomationRule: result }) =>
          result.__typename === "MutationUpdateAutomationRuleSuccess" ? updated() : failed(),
        onError: failed,
      });
    },
    [commit, updated, failed],
  );

  return { saveEdit, setActive, isUpdating };
}
