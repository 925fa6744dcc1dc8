import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import { formatIstDateTime } from "../../lib/format-ist";
import { VisuallyHidden } from "../../ui/VisuallyHidden";
import type { HealthEventItem_event$key } from "./__generated__/HealthEventItem_event.graphql";
import { statusLabel } from "./health-status";
import { StatusBadge } from "./StatusBadge";

/** One status change: which service, from what to what, why, and when (IST). */
export function HealthEventItem({ event }: { event: HealthEventItem_event$key }) {
  const data = useFragment(
    graphql`
      fragment HealthEventItem_event on HealthEvent {
        label
        fromStatus
        toStatus
        description
        occurredAt
      }
    `,
    event,
  );
  const change = data.fromStatus
    ? `${statusLabel(data.fromStatus)} to ${statusLabel(data.toStatus)}`
    : `First check: ${statusLabel(data.toStatus)}`;

  return (
    <StyledItem>
      <StyledTop>
        <StyledService>{data.label}</StyledService>
        <StyledTime dateTime={data.occurredAt}>{formatIstDateTime(data.occurredAt)}</StyledTime>
      </StyledTop>
      <StyledChange>
        <VisuallyHidden>{change}</VisuallyHidden>
        <StyledBadges aria-hidden="true">
          {data.fromStatus ? <StatusBadge status={data.fromStatus} /> : <StyledNew>New</StyledNew>}
          <span>→</span>
          <StatusBadge status={data.toStatus} />
        </StyledBadges>
      </StyledChange>
      <StyledDescription>{data.description}</StyledDescription>
    </StyledItem>
  );
}

const StyledItem = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md} 0;
  &:first-child {
    padding-top: 0;
  }
  &:last-child {
    padding-bottom: 0;
  }
`;

const StyledTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
`;

const StyledService = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledTime = styled.time`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-variant-numeric: tabular-nums;
`;

const StyledChange = styled.div``;

const StyledBadges = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const StyledNew = styled.span`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledDescription = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  overflow-wrap: anywhere;
`;
