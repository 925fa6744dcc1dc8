import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import { Card } from "../../ui/Card";
import type { UpcomingTasks_query$key } from "./__generated__/UpcomingTasks_query.graphql";
import { UpcomingTaskItem } from "./UpcomingTaskItem";
import { useCancelTask } from "./useCancelTask";

/**
 * Spec section 2: the tasks still to run, soonest first, each with a cancel button. Live changes are
 * placed into the connection by placeTaskInLists (task-lists.ts, UPCOMING_CONNECTION_KEY).
 */
export function UpcomingTasks({ query, now }: { query: UpcomingTasks_query$key; now: Date }) {
  const { upcomingTasks } = useFragment(
    graphql`
      fragment UpcomingTasks_query on Query @argumentDefinitions(count: { type: "Int!" }) {
        upcomingTasks(first: $count) @connection(key: "UpcomingTasks_upcomingTasks") {
          edges {
            node {
              id
              ...UpcomingTaskItem_task
            }
          }
        }
      }
    `,
    query,
  );
  const data = upcomingTasks.edges.map((edge) => edge.node);
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
