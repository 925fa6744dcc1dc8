import { useState } from "react";
import { graphql, useFragment, useMutation } from "react-relay/hooks";
import styled from "styled-components";
import { Button } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { StyledInput } from "../../ui/form-controls";
import { MessageDialog } from "../../ui/MessageDialog";
import { Switch } from "../../ui/Switch";
import { useToast } from "../../ui/useToast";
import type { CalendarFeedCard_client$key } from "./__generated__/CalendarFeedCard_client.graphql";
import type { CalendarFeedCardResetMutation } from "./__generated__/CalendarFeedCardResetMutation.graphql";
import type { CalendarFeedCardRemindersMutation } from "./__generated__/CalendarFeedCardRemindersMutation.graphql";

// Both answers carry the client's id-less feed, so Relay updates the card through the parent's record.
const resetMutation = graphql`
  mutation CalendarFeedCardResetMutation {
    resetCalendarFeed {
      url
      includeReminders
    }
  }
`;
const remindersMutation = graphql`
  mutation CalendarFeedCardRemindersMutation($include: Boolean!) {
    setCalendarFeedReminders(include: $include) {
      url
      includeReminders
    }
  }
`;

/** The private calendar address Google Calendar, Outlook or Apple Calendar subscribe to: copy it, reset it, add reminders. */
export function CalendarFeedCard({ client }: { client: CalendarFeedCard_client$key }) {
  const data = useFragment(
    graphql`
      fragment CalendarFeedCard_client on ClientProfile {
        calendarFeed {
          url
          includeReminders
        }
      }
    `,
    client,
  );
  const [feed, setFeed] = useState(data.calendarFeed);
  const [confirming, setConfirming] = useState(false);
  const [reset, resetting] = useMutation<CalendarFeedCardResetMutation>(resetMutation);
  const [setReminders, saving] = useMutation<CalendarFeedCardRemindersMutation>(remindersMutation);
  const { toast } = useToast();
  const failed = () => toast({ title: "Not saved", description: "Please try again.", variant: "destructive" });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(feed.url);
      toast({ title: "Link copied", description: "Paste it into your calendar app as a subscription." });
    } catch {
      toast({ title: "Could not copy", description: "Select the link and copy it yourself.", variant: "destructive" });
    }
  };

  return (
    <Card title="Your calendar feed" description="Subscribe from Google Calendar, Outlook or Apple Calendar to see what Ria books.">
      <StyledBody>
        <label htmlFor="calendar-feed-url">Private calendar address</label>
        <StyledRow>
          <StyledInput id="calendar-feed-url" readOnly value={feed.url} onFocus={(event) => event.currentTarget.select()} />
          <Button variant="secondary" onClick={() => void copy()}>
            Copy
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(true)} busy={resetting}>
            Reset link
          </Button>
        </StyledRow>
        <StyledNote>Anyone with this address can see your meetings. Reset it if it was shared by mistake.</StyledNote>
        <StyledRow>
          <Switch
            label="Include reminders"
            checked={feed.includeReminders}
            disabled={saving}
            onCheckedChange={(include) =>
              setReminders({
                variables: { include },
                onCompleted: ({ setCalendarFeedReminders }) => setFeed(setCalendarFeedReminders),
                onError: failed,
              })
            }
          />
          <span>Include reminders</span>
        </StyledRow>
      </StyledBody>
      <MessageDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Reset the calendar link?"
        message="The current address stops working at once. Calendars subscribed to it need the new one."
        closeLabel="Keep it"
        closeVariant="secondary"
        actions={
          <Button
            variant="destructive"
            onClick={() => {
              setConfirming(false);
              reset({
                variables: {},
                onCompleted: ({ resetCalendarFeed }) => {
                  setFeed(resetCalendarFeed);
                  toast({ title: "Link reset", description: "The old address no longer works." });
                },
                onError: failed,
              });
            }}
          >
            Reset link
          </Button>
        }
      />
    </Card>
  );
}

const StyledBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  label {
    font-weight: 600;
  }
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  ${StyledInput} {
    flex: 1 1 16rem;
    min-width: 0;
  }
`;

const StyledNote = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
