import { useCallback } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import { useToast } from "../../ui/useToast";
import type { useMarkNotificationsReadAllMutation } from "./__generated__/useMarkNotificationsReadAllMutation.graphql";
import type { useMarkNotificationsReadOneMutation } from "./__generated__/useMarkNotificationsReadOneMutation.graphql";

// Both answers carry the notifications marked (their readAt) and the inbox node (one fixed id): the list and the count update in place.
const markOne = graphql`
  mutation useMarkNotificationsReadOneMutation($id: ID!) {
    markAdminNotificationRead(id: $id) {
      __typename
      ... on MutationMarkAdminNotificationReadSuccess {
        data {
          notifications {
            id
            readAt
          }
          inbox {
            id
            unread
          }
        }
      }
    }
  }
`;

const markAll = graphql`
  mutation useMarkNotificationsReadAllMutation {
    markAllAdminNotificationsRead {
      notifications {
        id
        readAt
      }
      inbox {
        id
        unread
      }
    }
  }
`;

/** Marks one notification, or all, read for every admin; a failure says so in a toast. */
export function useMarkNotificationsRead() {
  const [commitOne, markingOne] = useMutation<useMarkNotificationsReadOneMutation>(markOne);
  const [commitAll, markingAll] = useMutation<useMarkNotificationsReadAllMutation>(markAll);
  const { toast } = useToast();
  const failed = useCallback(
    () => toast({ title: "Not marked as read", description: "Please try again.", variant: "destructive" }),
    [toast],
  );
  const markRead = useCallback(
    (id: string) =>
      commitOne({
        variables: { id },
        onCompleted: ({ markAdminNotificationRead }) => {
          if (markAdminNotificationRead.__typename !== "MutationMarkAdminNotificationReadSuccess") failed();
        },
        onError: failed,
      }),
    [commitOne, failed],
  );
  const markAllRead = useCallback(() => commitAll({ variables: {}, onError: failed }), [commitAll, failed]);
  return { markRead, markAllRead, marking: markingOne || markingAll };
}
