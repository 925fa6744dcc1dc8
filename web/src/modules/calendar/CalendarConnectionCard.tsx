import { CONNECTING_UNAVAILABLE } from "@ria/api/modules/calendar/calendar-account.rules.ts";
import { useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import { Badge } from "../../ui/Badge";
import { Button } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { StyledSelect } from "../../ui/form-controls";
import { MessageDialog } from "../../ui/MessageDialog";
import type { CalendarConnectionCard_connection$key } from "./__generated__/CalendarConnectionCard_connection.graphql";
import { ConnectCalendarForm } from "./ConnectCalendarForm";
import { useCalendarAccount } from "./useCalendarAccount";
import { useCalendarStatus } from "./useCalendarStatus";

const TITLE = "Your calendar";
const DESCRIPTION =
  "Connect your own calendar (iCloud, Fastmail, Nextcloud or any CalDAV server): Ria writes her meetings there and reads your events.";

/** The client's own calendar over CalDAV: the connect form, or the account with its last sync or its error, sync and disconnect. */
export function CalendarConnectionCard({ connection }: { connection: CalendarConnectionCard_connection$key }) {
  const data = useFragment(
    graphql`
      fragment CalendarConnectionCard_connection on CalendarConnection {
        ...useCalendarStatus_connection
        canConnect
        account {
          serverUrl
          username
          calendarUrl
          calendarName
          calendars {
            url
            name
          }
          problem {
            kind
            message
            advice
          }
        }
      }
    `,
    connection,
  );
  const { sync, choose, disconnect, syncing, choosing, disconnecting } = useCalendarAccount();
  const [confirming, setConfirming] = useState(false);
  const [reconnecting, setReconnecting] = useState(false);
  const [chosen, setChosen] = useState(data.account?.calendarUrl ?? "");
  const { account } = data;
  const status = useCalendarStatus(data);

  if (!account)
    return (
      <Card title={TITLE} description={DESCRIPTION}>
        {data.canConnect ? <ConnectCalendarForm /> : <StyledNote role="status">{CONNECTING_UNAVAILABLE}</StyledNote>}
      </Card>
    );

  if (!status) return null;
  const loginRefused = account.problem?.kind === "WRONG_PASSWORD" || account.problem?.kind === "KEY_CHANGED";
  return (
    <Card title={TITLE} description={DESCRIPTION} actions={<Badge tone={status.tone}>{status.label}</Badge>}>
      <StyledBody>
        <StyledFacts>
          <div>
            <dt>Calendar</dt>
            <dd>{account.calendarName}</dd>
          </div>
          <div>
            <dt>Account</dt>
            <dd>
              {account.username} at {new URL(account.serverUrl).host}
            </dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>{account.problem ? "Not syncing" : status.synced}</dd>
          </div>
        </StyledFacts>
        {account.problem && (
          <StyledProblem role="alert">
            <strong>{account.problem.message}</strong> {account.problem.advice}
          </StyledProblem>
        )}
        {account.calendars.length > 1 && (
          <StyledRow>
            <label htmlFor="calendar-choice">Calendar Ria uses</label>
            <StyledSelect id="calendar-choice" value={chosen} onChange={(event) => setChosen(event.target.value)}>
              {account.calendars.map((calendar) => (
                <option key={calendar.url} value={calendar.url}>
                  {calendar.name}
                </option>
              ))}
            </StyledSelect>
            <Button
              variant="secondary"
              busy={choosing}
              disabled={choosing || chosen === account.calendarUrl}
              onClick={() => choose(chosen)}
            >
              Use this calendar
            </Button>
          </StyledRow>
        )}
        <StyledRow>
          <Button variant="secondary" busy={syncing} disabled={syncing} onClick={() => sync()}>
            Sync now
          </Button>
          {loginRefused && !reconnecting && (
            <Button variant="secondary" onClick={() => setReconnecting(true)}>
              Reconnect
            </Button>
          )}
          <Button variant="ghost" busy={disconnecting} disabled={disconnecting} onClick={() => setConfirming(true)}>
            Disconnect
          </Button>
        </StyledRow>
        {reconnecting && loginRefused && <ConnectCalendarForm initial={{ serverUrl: account.serverUrl, username: account.username }} />}
      </StyledBody>
      <MessageDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Disconnect your calendar?"
        message="Ria deletes its app password and your events. The meetings she already wrote stay in your calendar."
        closeLabel="Keep it"
        closeVariant="secondary"
        actions={
          <Button
            variant="destructive"
            onClick={() => {
              setConfirming(false);
              disconnect();
            }}
          >
            Disconnect
          </Button>
        }
      />
    </Card>
  );
}

const StyledBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledFacts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    overflow-wrap: anywhere;
  }
`;

const StyledProblem = styled.p`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.errorSoft};
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  label {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  ${StyledSelect} {
    flex: 1 1 12rem;
    width: auto;
  }
`;

const StyledNote = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
