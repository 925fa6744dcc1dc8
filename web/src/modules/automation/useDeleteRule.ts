import { useCallback } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import { useToast } from "../../ui/useToast";
import type { useDeleteRuleMutation } from "./__generated__/useDeleteRuleMutation.graphql";

const deleteRuleMutation = graphql`
  mutation useDeleteRuleMutation($ruleId: String!) {
    deleteAutomationRule(ruleId: $ruleId) {
      __typename
      ... on MutationDeleteAutomationRuleSuccess {
        data
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

/** Deletes a rule (after the person confirmed); the page then refetches its list, which a refusal may also have made stale. */
export function useDeleteRule(onSettled: () => void): { remove: (ruleId: string) => void; isDeleting: boolean } {
  const [commit, isDeleting] = useMutation<useDeleteRuleMutation>(deleteRuleMutation);
  const { toast } = useToast();
  const remove = useCallback(
    (ruleId: string) => {
      const failed = () => {
        toast({ title: "Delete Failed", description: "Failed to delete automation rule.", variant: "destructive" });
        onSettled();
      };
      commit({
        variables: { ruleId },
        onCompleted: ({ deleteAutomationRule: result }) => {
          if (result.__typename !== "MutationDeleteAutomationRuleSuccess") return failed();
          toast({ title: "Rule Deleted", description: "Automation rule has been deleted successfully." });
          onSettled();
        },
        onError: failed,
      });
    },
    [commit, toast, onSettled],
  );
  return { remove, isDeleting };
}
