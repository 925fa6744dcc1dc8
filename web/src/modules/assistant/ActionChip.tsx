import { Bell, CalendarClock, ListChecks, Sparkles } from "lucide-react";
import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import { Badge } from "../../ui/Badge";
import { actionStatus, actionTypeLabel, formatActionTime, formatDuration } from "./action-format";
import type { ActionChip_action$key } from "./__generated__/ActionChip_action.graphql";

const icons = { reminder: Bell, calendar: CalendarClock, list: ListChecks } as const;

/** Something Ria did for a message: its type, title, IST time and length, and whether it worked. */
export function ActionChip({ action }: { action: ActionChip_action$key }) {
  const data = useFragment(
    graphql`
      fragment ActionChip_action on ChatAction {
        type
        status
        title
        at
        durationMinutes
      }
    `,
    action,
  );
  const Icon = icons[data.type as keyof typeof icons] ?? Sparkles;
  const status = actionStatus(data.status);
  return (
    <StyledChip data-action-type={data.type} data-status={data.status}>
      <StyledIcon aria-hidden="true">
        <Icon size={16} />
      </StyledIcon>
      <StyledBody>
        <StyledType>{actionTypeLabel(data.type)}</StyledType>
        <StyledTitle>{data.title}</StyledTitle>
        {(data.at || data.durationMinutes) && (
          <StyledWhen>
            {data.at && <time dateTime={data.at}>{formatActionTime(data.at)}</time>}
            {data.at && data.durationMinutes ? " · " : null}
            {data.durationMinutes ? formatDuration(data.durationMinutes) : null}
          </StyledWhen>
        )}
      </StyledBody>
      <Badge tone={status.tone}>{status.label}</Badge>
    </StyledChip>
  );
}

const StyledChip = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  grid-template-areas: "icon body" "icon status";
  align-items: center;
  justify-items: start;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: auto minmax(0, 1fr) auto;
    grid-template-areas: "icon body status";
  }
  & > :first-child {
    grid-area: icon;
    align-self: start;
  }
  & > :nth-child(2) {
    grid-area: body;
  }
  & > :last-child {
    grid-area: status;
  }
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledIcon = styled.span`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.sizes.controlHeightSm};
  height: ${({ theme }) => theme.sizes.controlHeightSm};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accent};
`;

const StyledBody = styled.span`
  display: grid;
  min-width: 0;
`;

const StyledType = styled.span`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;
`;

const StyledTitle = styled.span`
  overflow-wrap: anywhere;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

const StyledWhen = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
