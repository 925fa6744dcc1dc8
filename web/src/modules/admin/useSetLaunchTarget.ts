import { useCallback } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import type { LaunchTarget } from "@ria/api/modules/dashboard/launch-target.rules.ts";
import { useToast } from "../../ui/useToast";
import type { useSetLaunchTargetMutation } from "./__generated__/useSetLaunchTargetMutation.graphql";

// The answer is the dashboard node with every figure the page shows, so the cards and tabs update in place.
const setLaunchTargetMutation = graphql`
  mutation useSetLaunchTargetMutation($input: LaunchTargetInput!) {
    setLaunchTarget(input: $input) {
      __typename
      ... on MutationSetLaunchTargetSuccess {
        data {
          id
          ...AdminSummaryCards_dashboard
          ...AdminTabs_dashboard
        }
      }
      ... on ValidationError {
        message
        fields {
          field
          message
        }
      }
    }
  }
`;

/** Saves the launch target; a refusal hands the server's per-field messages to the form. */
export function useSetLaunchTarget(): {
  save: (target: LaunchTarget, onRefused: (fieldErrors: Record<string, string>) => void) => void;
  isSaving: boolean;
} {
  const [commit, isSaving] = useMutation<useSetLaunchTargetMutation>(setLaunchTargetMutation);
  const { toast } = useToast();
  const save = useCallback(
    (target: LaunchTarget, onRefused: (fieldErrors: Record<string, string>) => void) => {
      const failed = () =>
        toast({ title: "Not saved", description: "The launch target could not be saved. Please try again.", variant: "destructive" });
      commit({
        variables: { input: target },
        onCompleted: ({ setLaunchTarget: result }) => {
          if (result.__typename === "MutationSetLaunchTargetSuccess") {
            toast({ title: "Launch target saved", description: "The dashboard now measures against it." });
            return;
          }
          if (result.__typename === "ValidationError")
            onRefused(Object.fromEntries(result.fields.map(({ field, message }) => [field, message])));
          failed();
        },
        onError: failed,
      });
    },
    [commit, toast],
  );
  return { save, isSaving };
}
