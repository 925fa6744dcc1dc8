import { CalendarClock } from "lucide-react";
import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import { formatIstDateTime } from "../../lib/format-ist";
import { Button } from "../../ui/Button";
import type { UpcomingTaskItem_task$key } from "./__generated__/UpcomingTaskItem_task.graphql";
import { timeUntil } from "./launch-time";
import { TaskStatusBadge } from "./TaskStatusBadge";

export interface UpcomingTaskItemProps {
  task: UpcomingTaskItem_task$key;
  now: Date;
  onCancel: (taskId: string) => void;
  cancelling: boolean;
}

/** One task still to run: what, when (IST) and how soon, with its cancel button. */
export function UpcomingTaskItem({ task, now, onCancel, cancelling }: UpcomingTaskItemProps) {
  const data = useFragment(
    graphql`
      fragment UpcomingTaskItem_task on ScheduledTask {
        id
        input
        launchTime
        status
      }
    `,
    task,
  );
  return (
    <StyledItem aria-label={data.input}>
      <StyledIcon aria-hidden="true">
        <CalendarClock size={18} />
      </StyledIcon>
      <StyledBody>
        <StyledInput>{data.input}</StyledInput>
        <StyledWhen>
          <time dateTime={data.launchTime}>{formatIstDateTime(data.launchTime)}</time>
          <span aria-hidden="true">·</span>
          <span>{timeUntil(data.launchTime, now)}</span>
        </StyledWhen>
      </StyledBody>
      <StyledSide>
        <TaskStatusBadge status={data.status} />
        <Button
          variant="secondary"
          size="sm"
          disabled={cancelling}
          aria-label={`Cancel task: ${data.input}`}
          onClick={() => onCancel(data.id)}
        >
          Cancel
        </Button>
      </StyledSide>
    </StyledItem>
  );
}

const StyledItem = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} 0;
  border-top: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
  &:first-child {
    border-top: none;
    padding-top: 0;
  }
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: auto minmax(0, 1fr) auto;
    align-items: center;
  }
`;

const StyledIcon = styled.span`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.sizes.controlHeight};
  height: ${({ theme }) => theme.sizes.controlHeight};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accent};
`;

const StyledBody = styled.div`
  min-width: 0;
`;

const StyledInput = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const StyledWhen = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

const StyledSide = styled.div`
  grid-column: 2;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.sm} {
    grid-column: auto;
  }
`;
