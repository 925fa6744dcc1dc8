import { useState } from "react";
import { graphql } from "react-relay/hooks";
import { PageHeader } from "../app/PageHeader";
import { PageLoading } from "../app/PageLoading";
import { useRouteQueryRefresh } from "../app/useRouteQuery";
import { AccessGate } from "../modules/auth/AccessGate";
import { LiveConnectionIndicator } from "../modules/health/LiveConnectionIndicator";
import { useLiveCatchUp } from "../relay/useLiveCatchUp";
import { ScheduleTaskForm } from "../modules/scheduler/ScheduleTaskForm";
import { SchedulerSignInPrompt } from "../modules/scheduler/SchedulerSignInPrompt";
import { SchedulerWorkspace } from "../modules/scheduler/SchedulerWorkspace";
import { TaskHistory } from "../modules/scheduler/TaskHistory";
import { TaskLiveAnnouncer } from "../modules/scheduler/TaskLiveAnnouncer";
import { UpcomingTasks } from "../modules/scheduler/UpcomingTasks";
import { useNow } from "../modules/scheduler/useNow";
import { useTaskUpdatedSubscription, type TaskChange } from "../modules/scheduler/useTaskUpdatedSubscription";
import { useScheduleChanged } from "../modules/scheduler/useScheduleChanged";
import { YourSchedule } from "../modules/scheduler/YourSchedule";
import type { SchedulerPageQuery } from "./__generated__/SchedulerPageQuery.graphql";

const schedulerPageQuery = graphql`
  query SchedulerPageQuery($count: Int!) @preloadable {
    ...AccessGate_query
    ...UpcomingTasks_query @arguments(count: $count)
    ...TaskHistory_query @arguments(count: $count)
    ...YourSchedule_query
  }
`;

const BREADCRUMB = [{ label: "Ria", href: "/simplified-dashboard" }, { label: "AI Task Scheduler" }];
const SUBTITLE = "Tell Ria what to do and when. She carries it out at that minute, India Standard Time.";

/** /ai-scheduler (spec sections 2, 4, 5 and 8): schedule tasks, watch them run live, cancel what is still to come. */
export function SchedulerPage() {
  return (
    <>
      <title>AI Task Scheduler · Ria</title>
      <AccessGate
        query={schedulerPageQuery}
        allows="SIGNED_IN"
        refused={() => (
          <>
            <PageHeader title="AI Task Scheduler" subtitle={SUBTITLE} breadcrumb={BREADCRUMB} />
            <SchedulerSignInPrompt />
          </>
        )}
        fallback={<PageLoading />}
      >
        {(data: SchedulerPageQuery["response"]) => (
          <>
            <PageHeader title="AI Task Scheduler" subtitle={SUBTITLE} breadcrumb={BREADCRUMB} aside={<LiveConnectionIndicator />} />
            <LiveScheduler data={data} />
          </>
        )}
      </AccessGate>
    </>
  );
}

/** The subscriptions move tasks between the lists and keep the schedule current; a dropped connection catches up. */
function LiveScheduler({ data }: { data: SchedulerPageQuery["response"] }) {
  const [lastChange, setLastChange] = useState<TaskChange | null>(null);
  useTaskUpdatedSubscription(setLastChange);
  useScheduleChanged();
  useLiveCatchUp(useRouteQueryRefresh(schedulerPageQuery));
  const now = useNow();

  return (
    <>
      <TaskLiveAnnouncer change={lastChange} />
      <SchedulerWorkspace
        form={<ScheduleTaskForm now={now} />}
        upcoming={<UpcomingTasks query={data} now={now} />}
        schedule={<YourSchedule query={data} />}
        history={<TaskHistory query={data} />}
      />
    </>
  );
}
