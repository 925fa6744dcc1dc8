import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import { Card } from "../../ui/Card";
import type { YourSchedule_query$key } from "./__generated__/YourSchedule_query.graphql";
import { ScheduleEntryItem } from "./ScheduleEntryItem";

/** The executive's meetings and reminders for the next two weeks, as Ria booked them; kept live by useScheduleChanged. */
export function YourSchedule({ query }: { query: YourSchedule_query$key }) {
  const { mySchedule } = useFragment(
    graphql`
      fragment YourSchedule_query on Query {
        mySchedule(days: 14) {
          id
          ...ScheduleEntryItem_entry
        }
      }
    `,
    query,
  );
  return (
    <Card title="Your schedule" description="Meetings and reminders for the next 14 days · updates live">
      {mySchedule.length === 0 ? (
        <StyledEmpty>Nothing booked yet. Ask Ria to set a reminder or schedule a meeting and it will show here.</StyledEmpty>
      ) : (
        <ul aria-label="Your schedule">
          {mySchedule.map((entry) => (
            <ScheduleEntryItem key={entry.id} entry={entry} />
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
