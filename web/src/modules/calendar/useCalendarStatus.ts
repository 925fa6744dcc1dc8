import { graphql, useFragment } from "react-relay/hooks";
import type { useCalendarStatus_connection$key } from "./__generated__/useCalendarStatus_connection.graphql";
import { calendarStatus, type CalendarStatus } from "./calendar-status";

/** The status of the client's own calendar (connected and its last sync, or the error), wherever a card shows it. */
export function useCalendarStatus(connection: useCalendarStatus_connection$key | null | undefined): CalendarStatus | null {
  const data = useFragment(
    graphql`
      fragment useCalendarStatus_connection on CalendarConnection {
        canConnect
        account {
          calendarName
          lastSyncAt
          events
          problem {
            message
            advice
          }
        }
      }
    `,
    connection,
  );
  if (!data) return null;
  const { canConnect, account } = data;
  if (!account) return calendarStatus({ canConnect, account: null });
  const { calendarName, lastSyncAt, events, problem } = account;
  return calendarStatus({
    canConnect,
    account: { calendarName, lastSyncAt, events, problem: problem && { message: problem.message, advice: problem.advice } },
  });
}
