import { graphql } from "react-relay/hooks";
import { useLiveSubscription } from "../../relay/useLiveSubscription";
import type { useTaskUpdatedSubscription as Subscription } from "./__generated__/useTaskUpdatedSubscription.graphql";
import { placeTaskInLists } from "./task-lists";

const taskUpdatedSubscription = graphql`
  subscription useTaskUpdatedSubscription {
    taskUpdated {
      id
      input
      launchTime
      status
      ...UpcomingTaskItem_task
      ...TaskHistoryCard_task
    }
  }
`;

export interface TaskChange {
  input: string;
  status: string;
}

/**
 * Keeps the scheduler live: every change to the person's tasks (scheduled here or elsewhere,
 * completed, failed, cancelled) moves the task between Upcoming and the history in the store.
 */
export function useTaskUpdatedSubscription(onChange: (change: TaskChange) => void): void {
  useLiveSubscription<Subscription>({
    subscription: taskUpdatedSubscription,
    updater: (store, data) => {
      const id = data?.taskUpdated.id;
      if (id) placeTaskInLists(store, id);
    },
    onNext: (data) => {
      if (data?.taskUpdated) onChange({ input: data.taskUpdated.input, status: data.taskUpdated.status });
    },
  });
}
