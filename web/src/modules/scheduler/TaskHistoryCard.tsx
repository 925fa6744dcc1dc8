import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import { formatIstDateTime } from "../../lib/format-ist";
import { Button } from "../../ui/Button";
import { ListTile, ListTileHeader } from "../../ui/ListTile";
import type { TaskHistoryCard_task$key } from "./__generated__/TaskHistoryCard_task.graphql";
import { TaskOutcome } from "./TaskOutcome";
import { TaskStatusBadge } from "./TaskStatusBadge";

export interface TaskHistoryCardProps {
  task: TaskHistoryCard_task$key;
  onCancel: (taskId: string) => void;
  cancelling: boolean;
}

/** One task in the history: its status, when it ran (IST), and the result or the error. */
export function TaskHistoryCard({ task, onCancel, cancelling }: TaskHistoryCardProps) {
  const data = useFragment(
    graphql`
      fragment TaskHistoryCard_task on ScheduledTask {
        id
        input
        launchTime
        createdAt
        status
        result
        error
      }
    `,
    task,
  );
  return (
    <ListTile aria-label={data.input}>
      <ListTileHeader>
        <TaskStatusBadge status={data.status} />
        <StyledTime dateTime={data.launchTime}>{formatIstDateTime(data.launchTime)}</StyledTime>
      </ListTileHeader>
      <StyledInput>{data.input}</StyledInput>
      {data.status === "completed" && data.result && <TaskOutcome kind="result" text={data.result} />}
      {data.status === "failed" && <TaskOutcome kind="error" text={data.error ?? "Ria could not carry this out."} />}
      <StyledFooter>
        <span>Created {formatIstDateTime(data.createdAt)}</span>
        {/* Spec section 4: only scheduled tasks in the history can be cancelled. */}
        {data.status === "scheduled" && (
          <Button
            variant="ghost"
            size="sm"
            disabled={cancelling}
            aria-label={`Cancel task: ${data.input}`}
            onClick={() => onCancel(data.id)}
          >
            Cancel
          </Button>
        )}
      </StyledFooter>
    </ListTile>
  );
}

const StyledTime = styled.time`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-variant-numeric: tabular-nums;
`;

const StyledInput = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.sizes.controlHeightSm};
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
