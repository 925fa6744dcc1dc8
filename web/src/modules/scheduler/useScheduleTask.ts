import { useCallback } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import { useToast } from "../../ui/useToast";
import type { useScheduleTaskMutation } from "./__generated__/useScheduleTaskMutation.graphql";
import { placeTaskInLists } from "./task-lists";

const scheduleTaskMutation = graphql`
  mutation useScheduleTaskMutation($input: ScheduleTaskInput!) {
    scheduleTask(input: $input) {
      __typename
      ... on MutationScheduleTaskSuccess {
        data {
          message
          task {
            id
            launchTime
            status
            ...UpcomingTaskItem_task
            ...TaskHistoryCard_task
          }
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

/** Spec section 8's fallback when the failure has no message of its own. */
export const SCHEDULING_FAILED_FALLBACK = "Failed to schedule task";

export interface ScheduleCallbacks {
  onScheduled: () => void;
  onFieldErrors: (errors: Record<string, string>) => void;
}

/** Schedules a task on the server; says so in the spec's words and puts the task in the lists at once. */
export function useScheduleTask(): {
  schedule: (input: { input: string; launchTime: string }, callbacks: ScheduleCallbacks) => void;
  isScheduling: boolean;
} {
  const [commit, isScheduling] = useMutation<useScheduleTaskMutation>(scheduleTaskMutation);
  const { toast } = useToast();
  const schedule = useCallback(
    (input: { input: string; launchTime: string }, { onScheduled, onFieldErrors }: ScheduleCallbacks) => {
      commit({
        variables: { input },
        updater: (store, response) => {
          const result = response?.scheduleTask;
          if (result?.__typename === "MutationScheduleTaskSuccess") placeTaskInLists(store, result.data.task.id);
        },
        onCompleted: ({ scheduleTask: result }) => {
          if (result.__typename === "MutationScheduleTaskSuccess") {
            toast({ title: "Task Scheduled Successfully", description: result.data.message });
            onScheduled();
            return;
          }
          const message = "message" in result ? result.message : "";
          if ("fields" in result) onFieldErrors(Object.fromEntries(result.fields.map(({ field, message: text }) => [field, text])));
          toast({ title: "Scheduling Failed", description: message || SCHEDULING_FAILED_FALLBACK, variant: "destructive" });
        },
        onError: () => toast({ title: "Scheduling Failed", description: SCHEDULING_FAILED_FALLBACK, variant: "destructive" }),
      });
    },
    [commit, toast],
  );
  return { schedule, isScheduling };
}
