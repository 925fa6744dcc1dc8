import { Suspense, useCallback, useState } from "react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { useBoundaryFetchKey } from "../app/fetch-key";
import { PageHeader } from "../app/PageHeader";
import { PageLoading } from "../app/PageLoading";
import { LiveConnectionIndicator } from "../modules/health/LiveConnectionIndicator";
import { RoleGate, signedInOnly } from "../modules/platform/RoleGate";
import { useLiveCatchUp } from "../modules/platform/useLiveCatchUp";
import { ScheduleTaskForm } from "../modules/scheduler/ScheduleTaskForm";
import { SchedulerSignInPrompt } from "../modules/scheduler/SchedulerSignInPrompt";
import { SchedulerWorkspace } from "../modules/scheduler/SchedulerWorkspace";
import { TaskHistory } from "../modules/scheduler/TaskHistory";
import { TaskLiveAnnouncer } from "../modules/scheduler/TaskLiveAnnouncer";
import { UpcomingTasks } from "../modules/scheduler/UpcomingTasks";
import { useNow } from "../modules/scheduler/useNow";
import { useTaskUpdatedSubscription, type TaskChange } from "../modules/scheduler/useTaskUpdatedSubscription";
import type { SchedulerPageQuery } from "./__generated__/SchedulerPageQuery.graphql";

const schedulerPageQuery = graphql`
  query SchedulerPageQuery {
    upcomingTasks {
      ...UpcomingTasks_tasks
    }
    scheduledTasks {
      ...TaskHistory_tasks
    }
  }
`;

const BREADCRUMB = [{ label: "Ria", href: "/simplified-dashboard" }, { label: "AI Task Scheduler" }];
const SUBTITLE = "Tell Ria what to do and when. She carries it out at that minute, India Standard Time.";

/** /ai-scheduler (spec sections 2, 4, 5 and 8): schedule tasks, watch them run live, cancel what is still to come. */
export function SchedulerPage() {
  return (
    <>
      <title>AI Task Scheduler · Ria</title>
      <Suspense fallback={<PageLoading />}>
        <RoleGate
          allows={signedInOnly}
          refused={() => (
            <>
              <PageHeader title="AI Task Scheduler" subtitle={SUBTITLE} breadcrumb={BREADCRUMB} />
              <SchedulerSignInPrompt />
            </>
          )}
        >
          <PageHeader title="AI Task Scheduler" subtitle={SUBTITLE} breadcrumb={BREADCRUMB} aside={<LiveConnectionIndicator />} />
          <Suspense fallback={<PageLoading />}>
            <LiveScheduler />
          </Suspense>
        </RoleGate>
      </Suspense>
    </>
  );
}

/** Owns the page's query; the subscription moves tasks between the lists, and a dropped connection catches up. */
function LiveScheduler() {
  const boundaryKey = useBoundaryFetchKey();
  const [catchUps, setCatchUps] = useState(0);
  const data = useLazyLoadQuery<SchedulerPageQuery>(
    schedulerPageQuery,
    {},
    { fetchPolicy: "store-and-network", fetchKey: `${boundaryKey}:${catchUps}` },
  );
  const [lastChange, setLastChange] = useState<TaskChange | null>(null);
  useTaskUpdatedSubscription(setLastChange);
  useLiveCatchUp(useCallback(() => setCatchUps((value) => value + 1), []));
  const now = useNow();

  return (
    <>
      <TaskLiveAnnouncer change={lastChange} />
      <SchedulerWorkspace
        form={<ScheduleTaskForm now={now} />}
        upcoming={<UpcomingTasks tasks={data.upcomingTasks} now={now} />}
        history={<TaskHistory tasks={data.scheduledTasks} />}
      />
    </>
  );
}
