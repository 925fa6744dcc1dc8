import { useCallback } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import { useToast } from "../../ui/useToast";
import type { useCreateRuleMutation } from "./__generated__/useCreateRuleMutation.graphql";
import { fieldErrorsOf, ruleInputOf, type RuleDraft } from "./rule-form";

const createRuleMutation = graphql`
  mutation useCreateRuleMutation($input: AutomationRuleInput!) {
    createAutomationRule(input: $input) {
      __typename
      ... on MutationCreateAutomationRuleSuccess {
        data {
          id
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
    }
  }
`;

export interface SaveCallbacks {
  onSaved: () => void;
  /** The server's reason and its per-field messages, to show on the form. */
  onRefused: (message: string, fieldErrors: Record<string, string>) => void;
}

/** Creates a rule; the spec's toasts say how it went (section 8). */
export function useCreateRule(): { create: (draft: RuleDraft, callbacks: SaveCallbacks) => void; isCreating: boolean } {
  const [commit, isCreating] = useMutation<useCreateRuleMutation>(createRuleMutation);
  const { toast } = useToast();
  const failed = useCallback(
    () => toast({ title: "Creation Failed", description: "Failed to create automation rule.", variant: "destructive" }),
    [toast],
  );
  const create = useCallback(
    (draft: RuleDraft, { onSaved, onRefused }: SaveCallbacks) => {
      commit({
        variables: { input: ruleInputOf(draft) },
        onCompleted: ({ createAutomationRule: result }) => {
          if (result.__typename === "MutationCreateAutomationRuleSuccess") {
            toast({ title: "Rule Created", description: "New automation rule has been created successfully." });
            onSaved();
            return;
          }
          if ("message" in result) onRefused(result.message, fieldErrorsOf(result.fields));
          failed();
        },
        onError: failed,
      });
    },
    [commit, toast, failed],
  );
  return { create, isCreating };
}
