import { graphql, useRelayEnvironment } from "react-relay/hooks";
import { ConnectionHandler, ROOT_ID } from "relay-runtime";
import { useLiveSubscription } from "../../relay/useLiveSubscription";
import { useToast } from "../../ui/useToast";
import { ADMIN_ACCESS_DENIED, useDenyAccess } from "../auth/useDenyAccess";
import { fetchViewerRole } from "../auth/viewer-role";
import type { useAdminNotificationsSubscription as Subscription } from "./__generated__/useAdminNotificationsSubscription.graphql";
import { NOTIFICATIONS_CONNECTION_KEY } from "./AdminNotificationsPanel";

// A new notification goes to the top of the list; notifications marked read by any admin update in place (by id), and the
// inbox node (one fixed id) brings the unread count.
const adminNotificationsSubscription = graphql`
  subscription useAdminNotificationsSubscription($connections: [ID!]!) {
    adminNotificationsChanged {
      added @prependNode(connections: $connections, edgeTypeName: "QueryAdminNotificationsConnectionEdge") {
        id
        title
        text
        ...AdminNotificationItem_notification
      }
      read {
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

/** Keeps the notifications live and shows each new one as a toast; a refused subscription (session ended) signs the admin out. */
export function useAdminNotificationsSubscription(): void {
  const environment = useRelayEnvironment();
  const deny = useDenyAccess(ADMIN_ACCESS_DENIED);
  const { toast } = useToast();
  useLiveSubscription<Subscription>({
    subscription: adminNotificationsSubscription,
    variables: { connections: [ConnectionHandler.getConnectionID(ROOT_ID, NOTIFICATIONS_CONNECTION_KEY)] },
    onNext: (response) => {
      const added = response?.adminNotificationsChanged.added;
      if (added) toast({ title: added.title || "New notification", description: added.text });
    },
    onError: () => {
      fetchViewerRole(environment)
        .then((role) => role !== "ADMIN" && deny())
        .catch(() => undefined);
    },
  });
}
