import { useCallback } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import { useToast } from "../../ui/useToast";
import type { useCancelTaskMutation } from "./__generated__/useCancelTaskMutation.graphql";
import { placeTaskInLists } from "./task-lists";

const cancelTaskMutation = graphql`
  mutation useCancelTaskMutation($id: ID!) {
    cancelTask(id: $id) {
      __typename
      ... on MutationCancelTaskSuccess {
        data {
          id
          status
          ...TaskHistoryCard_task
        }
      }
      ... on NotFoundError {
        message
      }
      ... on ConflictError {
        message
      }
    }
  }
`;

/** Spec section 8's fallback when the failure has no message of its own. */
export const CANCELLATION_FAILED_FALLBACK = "Failed to cancel task";

/** Cancels a scheduled task; it leaves Upcoming at once and shows as cancelled in the history. */
export function useCancelTask(): { cancel: (taskId: string) => void; isCancelling: boolean } {
  const [commit, isCancelling] = useMutation<useCancelTaskMutation>(cancelTaskMutation);
  const { toast } = useToast();
  const cancel = useCallback(
    (taskId: string) => {
      commit({
        variables: { id: taskId },
        updater: (store, response) => {
          if (response?.cancelTask.__typename === "MutationCancelTaskSuccess") placeTaskInLists(store, response.cancelTask.data.id);
        },
        onCompleted: ({ cancelTask: result }) => {
          if (result.__typename === "MutationCancelTaskSuccess") {
            toast({ title: "Task Cancelled", description: "Task has been cancelled successfully" });
            return;
          }
          const message = "message" in result ? result.message : "";
          toast({ title: "Cancellation Failed", description: message || CANCELLATION_FAILED_FALLBACK, variant: "destructive" });
        },
        onError: () => toast({ title: "Cancellation Failed", description: CANCELLATION_FAILED_FALLBACK, variant: "destructive" }),
      });
    },
    [commit, toast],
  );
  return { cancel, isCancelling };
}
