import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import { Card } from "../../ui/Card";
import type { RecentEvents_status$key } from "./__generated__/RecentEvents_status.graphql";
import { HealthEventItem } from "./HealthEventItem";

/** The latest status changes, newest first. */
export function RecentEvents({ status }: { status: RecentEvents_status$key }) {
  const data = useFragment(
    graphql`
      fragment RecentEvents_status on PlatformStatus {
        events {
          id
          ...HealthEventItem_event
        }
      }
    `,
    status,
  );

  return (
    <Card title="Recent events" description="Status changes, newest first">
      {data.events.length === 0 ? (
        <StyledEmpty>No status changes yet.</StyledEmpty>
      ) : (
        <StyledList>
          {data.events.map((event) => (
            <HealthEventItem key={event.id} event={event} />
          ))}
        </StyledList>
      )}
    </Card>
  );
}

const StyledList = styled.ol`
  display: grid;
  & > li + li {
    border-top: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
  }
`;

const StyledEmpty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
