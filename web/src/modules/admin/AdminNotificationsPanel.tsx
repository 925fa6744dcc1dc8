import { graphql, usePaginationFragment } from "react-relay/hooks";
import styled from "styled-components";
import { Badge } from "../../ui/Badge";
import { Button } from "../../ui/Button";
import { Card } from "../../ui/Card";
import type { AdminNotificationsPanel_query$key } from "./__generated__/AdminNotificationsPanel_query.graphql";
import { AdminNotificationItem } from "./AdminNotificationItem";
import { useMarkNotificationsRead } from "./useMarkNotificationsRead";

/** The connection's key: the live subscription puts new notifications at its top (useAdminNotificationsSubscription). */
export const NOTIFICATIONS_CONNECTION_KEY = "AdminNotificationsPanel_adminNotifications";
const PAGE_SIZE = 5;

/** What automation rules posted for the admins ("Notify the admin dashboard"), newest first, live; read state is shared. */
export function AdminNotificationsPanel({ query }: { query: AdminNotificationsPanel_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment AdminNotificationsPanel_query on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 5 }, cursor: { type: "String" })
      @refetchable(queryName: "AdminNotificationsPaginationQuery") {
        adminInbox {
          id
          unread
        }
        adminNotifications(first: $count, after: $cursor) @connection(key: "AdminNotificationsPanel_adminNotifications") {
          edges {
            node {
              id
              ...AdminNotificationItem_notification
            }
          }
        }
      }
    `,
    query,
  );
  const { markRead, markAllRead, marking } = useMarkNotificationsRead();
  const edges = data.adminNotifications.edges;
  const unread = data.adminInbox.unread;

  return (
    <Card
      title="Admin notifications"
      description="Posted by automation rules, live · times in IST"
      actions={
        <StyledActions>
          <Badge tone={unread > 0 ? "info" : "neutral"}>{unread === 1 ? "1 unread" : `${unread} unread`}</Badge>
          {unread > 0 && (
            <Button size="sm" variant="secondary" onClick={markAllRead} disabled={marking}>
              Mark all as read
            </Button>
          )}
        </StyledActions>
      }
    >
      {edges.length === 0 ? (
        <StyledEmpty>
          <strong>No notifications yet</strong>
          An automation rule with the action “Notify the admin dashboard” posts here the moment it runs.
        </StyledEmpty>
      ) : (
        <StyledList aria-label="Notifications, newest first">
          {edges.map((edge) => (
            <AdminNotificationItem key={edge.node.id} notification={edge.node} onMarkRead={markRead} marking={marking} />
          ))}
        </StyledList>
      )}
      {hasNext && (
        <StyledMore>
          <Button variant="secondary" onClick={() => loadNext(PAGE_SIZE)} busy={isLoadingNext} disabled={isLoadingNext}>
            {isLoadingNext ? "Loading…" : "Show older"}
          </Button>
        </StyledMore>
      )}
    </Card>
  );
}

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;
const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;
const StyledEmpty = styled.p`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;
const StyledMore = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space.md};
`;
