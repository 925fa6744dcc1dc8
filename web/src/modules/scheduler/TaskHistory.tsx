import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import { Card } from "../../ui/Card";
import type { TaskHistory_query$key } from "./__generated__/TaskHistory_query.graphql";
import { TaskHistoryCard } from "./TaskHistoryCard";
import { useCancelTask } from "./useCancelTask";

/**
 * Spec section 2: every task, latest launch first, with the result or the error once it has run. Live
 * changes are placed into the connection by placeTaskInLists (task-lists.ts, HISTORY_CONNECTION_KEY).
 */
export function TaskHistory({ query }: { query: TaskHistory_query$key }) {
  const { scheduledTasks } = useFragment(
    graphql`
      fragment TaskHistory_query on Query @argumentDefinitions(count: { type: "Int!" }) {
        scheduledTasks(first: $count) @connection(key: "TaskHistory_scheduledTasks") {
          edges {
            node {
              id
              ...TaskHistoryCard_task
            }
          }
        }
      }
    `,
    query,
  );
  const data = scheduledTasks.edges.map((edge) => edge.node);
  const { cancel, isCancelling } = useCancelTask();
  return (
    <Card title="Task History" description="Latest launch first · results appear as Ria finishes each task">
      {data.length === 0 ? (
        <StyledEmpty>No tasks yet. Tasks you schedule are listed here with what Ria did.</StyledEmpty>
      ) : (
        <StyledGrid aria-label="Task history">
          {data.map((task) => (
            <TaskHistoryCard key={task.id} task={task} onCancel={cancel} cancelling={isCancelling} />
          ))}
        </StyledGrid>
      )}
    </Card>
  );
}

const StyledGrid = styled.ul`
  display: grid;
  align-items: start;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(auto-fill, minmax(min(100%, calc(6 * ${({ theme }) => theme.sizes.tapTarget})), 1fr));
  }
`;

const StyledEmpty = styled.p`
  padding: ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.borders.hairline} dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;
