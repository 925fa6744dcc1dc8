import { useCallback } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import { useToast } from "../../ui/useToast";
import type { useCalendarAccountChooseMutation } from "./__generated__/useCalendarAccountChooseMutation.graphql";
import type { useCalendarAccountConnectMutation } from "./__generated__/useCalendarAccountConnectMutation.graphql";
import type { useCalendarAccountDisconnectMutation } from "./__generated__/useCalendarAccountDisconnectMutation.graphql";
import type { useCalendarAccountSyncMutation } from "./__generated__/useCalendarAccountSyncMutation.graphql";

// Every answer is the client's calendar connection (one record by id), so each card showing it updates in place.
const connectMutation = graphql`
  mutation useCalendarAccountConnectMutation($input: ConnectCalendarInput!) {
    connectCalendar(input: $input) {
      __typename
      ... on MutationConnectCalendarSuccess {
        data {
          id
          ...CalendarConnectionCard_connection
        }
      }
      ... on ValidationError {
        message
        fields {
          field
          message
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
const syncMutation = graphql`
  mutation useCalendarAccountSyncMutation {
    syncCalendar {
      __typename
      ... on MutationSyncCalendarSuccess {
        data {
          id
          ...CalendarConnectionCard_connection
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
const chooseMutation = graphql`
  mutation useCalendarAccountChooseMutation($calendarUrl: String!) {
    chooseCalendar(calendarUrl: $calendarUrl) {
      __typename
      ... on MutationChooseCalendarSuccess {
        data {
          id
          ...CalendarConnectionCard_connection
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
const disconnectMutation = graphql`
  mutation useCalendarAccountDisconnectMutation {
    disconnectCalendar {
      id
      ...CalendarConnectionCard_connection
    }
  }
`;

export interface ConnectInput {
  serverUrl: string;
  username: string;
  password: string;
}

/** Connecting, syncing, choosing and disconnecting the client's own calendar; failures are told in a toast or the form. */
export function useCalendarAccount() {
  const [commitConnect, connecting] = useMutation<useCalendarAccountConnectMutation>(connectMutation);
  const [commitSync, syncing] = useMutation<useCalendarAccountSyncMutation>(syncMutation);
  const [commitChoose, choosing] = useMutation<useCalendarAccountChooseMutation>(chooseMutation);
  const [commitDisconnect, disconnecting] = useMutation<useCalendarAccountDisconnectMutation>(disconnectMutation);
  const { toast } = useToast();
  const failed = useCallback(
    (message = "Please try again.") => toast({ title: "Something went wrong", description: message, variant: "destructive" }),
    [toast],
  );

  /** Connects; a refusal hands the server's message and per-field messages to the form. */
  const connect = useCallback(
    (input: ConnectInput, onRefused: (message: string, fields: Record<string, string>) => void) =>
      commitConnect({
        variables: { input },
        onCompleted: ({ connectCalendar: result }) => {
          if (result.__typename === "MutationConnectCalendarSuccess") {
            toast({ title: "Calendar connected", description: "Ria now writes your meetings there and reads your events." });
            return;
          }
          const fields = (result.fields ?? []).map(({ field, message }) => [field, message]);
          onRefused(result.message ?? "Please try again.", Object.fromEntries(fields));
        },
        onError: () => failed(),
      }),
    [commitConnect, failed, toast],
  );

  const sync = useCallback(
    () =>
      commitSync({
        variables: {},
        onCompleted: ({ syncCalendar: result }) => {
          if (result.__typename !== "MutationSyncCalendarSuccess") failed(result.message);
        },
        onError: () => failed(),
      }),
    [commitSync, failed],
  );

  const choose = useCallback(
    (calendarUrl: string) =>
      commitChoose({
        variables: { calendarUrl },
        onCompleted: ({ chooseCalendar: result }) => {
          if (result.__typename === "MutationChooseCalendarSuccess")
            toast({ title: "Calendar changed", description: "Ria uses it from now on." });
          else failed(result.message);
        },
        onError: () => failed(),
      }),
    [commitChoose, failed, toast],
  );

  const disconnect = useCallback(
    () =>
      commitDisconnect({
        variables: {},
        onCompleted: () => toast({ title: "Calendar disconnected", description: "Its app password and events are deleted from Ria." }),
        onError: () => failed(),
      }),
    [commitDisconnect, failed, toast],
  );

  return { connect, sync, choose, disconnect, connecting, syncing, choosing, disconnecting };
}
