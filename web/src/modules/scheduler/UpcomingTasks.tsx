import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import { Card } from "../../ui/Card";
import type { UpcomingTasks_tasks$key } from "./__generated__/UpcomingTasks_tasks.graphql";
import { UpcomingTaskItem } from "./UpcomingTaskItem";
import { useCancelTask } from "./useCancelTask";

/** Spec section 2: the tasks still to run, soonest first, each with a cancel button. */
export function UpcomingTasks({ tasks, now }: { tasks: UpcomingTasks_tasks$key; now: Date }) {
  const data = useFragment(
    graphql`
      fragment UpcomingTasks_tasks on ScheduledTask @relay(plural: true) {
        id
        ...UpcomingTaskItem_task
      }
    `,
    tasks,
  );
  const { cancel, isCancelling } = useCancelTask();
  return (
    <Card title="Upcoming Tasks" description="Soonest first · updates live">
      {data.length === 0 ? (
        <StyledEmpty>No upcoming tasks. Schedule one and it will wait here until its launch time.</StyledEmpty>
      ) : (
        <ul aria-label="Upcoming tasks">
          {data.map((task) => (
            <UpcomingTaskItem key={task.id} task={task} now={now} onCancel={cancel} cancelling={isCancelling} />
          ))}
        </ul>
      )}
    </Card>
  );
}

const StyledEmpty = styled.p`
  padding: ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.borders.hairline} dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;
