import { CalendarDays, Repeat, BellRing } from "lucide-react";
import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import { formatIstDateTime } from "../../lib/format-ist";
import { Badge } from "../../ui/Badge";
import { formatDuration } from "../assistant/action-format";
import type { ScheduleEntryItem_entry$key } from "./__generated__/ScheduleEntryItem_entry.graphql";

/** One meeting or reminder on the executive's schedule: what, when in IST, how long, with whom, and how it repeats. */
export function ScheduleEntryItem({ entry }: { entry: ScheduleEntryItem_entry$key }) {
  const data = useFragment(
    graphql`
      fragment ScheduleEntryItem_entry on ScheduleEntry {
        type
        title
        startsAt
        durationMinutes
        withWhom
        repeats
      }
    `,
    entry,
  );
  const meeting = data.type === "meeting";
  return (
    <StyledItem aria-label={data.title}>
      <StyledIcon aria-hidden="true">{meeting ? <CalendarDays size={18} /> : <BellRing size={18} />}</StyledIcon>
      <StyledBody>
        <StyledTitle>{data.title}</StyledTitle>
        <StyledWhen>
          <time dateTime={data.startsAt}>{formatIstDateTime(data.startsAt)}</time>
          {meeting && data.durationMinutes > 0 && <span> · {formatDuration(data.durationMinutes)}</span>}
          {data.withWhom && <span> · with {data.withWhom}</span>}
        </StyledWhen>
        {data.repeats && (
          <StyledRepeats>
            <Repeat size={14} aria-hidden="true" /> Repeats {data.repeats}
          </StyledRepeats>
        )}
      </StyledBody>
      <Badge tone={meeting ? "info" : "neutral"}>{meeting ? "Meeting" : "Reminder"}</Badge>
    </StyledItem>
  );
}

const StyledItem = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  padding: ${({ theme }) => theme.space.md} 0;
  border-top: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
  &:first-child {
    border-top: none;
    padding-top: 0;
  }
`;

const StyledIcon = styled.span`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.sizes.controlHeight};
  height: ${({ theme }) => theme.sizes.controlHeight};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.accent};
`;

const StyledBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const StyledTitle = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const StyledWhen = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledRepeats = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xs};
  align-items: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
