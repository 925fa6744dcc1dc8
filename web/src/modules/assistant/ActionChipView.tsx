import { Bell, CalendarClock, ListChecks, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import styled from "styled-components";
import { Badge } from "../../ui/Badge";
import { actionStatus, actionTypeLabel } from "./action-format";

const icons = { reminder: Bell, calendar: CalendarClock, list: ListChecks } as const;

export interface ActionChipViewProps {
  /** reminder, calendar, list or other (spec section 3). */
  type: string;
  status: string;
  title: string;
  /** When and how long, already in words ("Sun, 22 Nov, 5:00 pm IST · 30 min"). */
  when?: ReactNode;
}

/** How an action Ria took looks: its type, title, time and status. No data of its own (the landing hero draws one too). */
export function ActionChipView({ type, status, title, when }: ActionChipViewProps) {
  const Icon = icons[type as keyof typeof icons] ?? Sparkles;
  const look = actionStatus(status);
  return (
    <StyledChip>
      <StyledIcon aria-hidden="true">
        <Icon size={16} />
      </StyledIcon>
      <StyledBody>
        <StyledType>{actionTypeLabel(type)}</StyledType>
        <StyledTitle>{title}</StyledTitle>
        {when && <StyledWhen>{when}</StyledWhen>}
      </StyledBody>
      <Badge tone={look.tone}>{look.label}</Badge>
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
  color: ${({ theme }) => theme.colors.text};
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
