import { useMemo } from "react";
import { graphql, useSubscription } from "react-relay/hooks";
import type { GraphQLSubscriptionConfig } from "relay-runtime";
import { useResubscribe } from "../platform/useResubscribe";
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
  const { attempt, retryLater } = useResubscribe();
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription: taskUpdatedSubscription,
      variables: {},
      // `attempt` makes a new config object, which is what restarts the subscription.
      cacheConfig: { metadata: { attempt } },
      updater: (store, data) => {
        const id = data?.taskUpdated.id;
        if (id) placeTaskInLists(store, id);
      },
      onNext: (data) => {
        if (data?.taskUpdated) onChange({ input: data.taskUpdated.input, status: data.taskUpdated.status });
      },
      onError: retryLater,
    }),
    [attempt, retryLater, onChange],
  );
  useSubscription(config);
}
