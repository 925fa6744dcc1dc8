import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import { formatIstDateTime } from "../../lib/format-ist";
import { Badge } from "../../ui/Badge";
import { Button } from "../../ui/Button";
import type { AdminNotificationItem_notification$key } from "./__generated__/AdminNotificationItem_notification.graphql";

/** One notification: who sent it, what it says, when (IST); unread ones say so and can be marked read. */
export function AdminNotificationItem({
  notification,
  onMarkRead,
  marking,
}: {
  notification: AdminNotificationItem_notification$key;
  onMarkRead: (id: string) => void;
  marking: boolean;
}) {
  const data = useFragment(
    graphql`
      fragment AdminNotificationItem_notification on AdminNotification {
        id
        title
        text
        createdAt
        readAt
      }
    `,
    notification,
  );
  const unread = data.readAt === null;
  return (
    <StyledItem $unread={unread} data-unread={unread || undefined}>
      <StyledTop>
        <strong>{data.title || "Notification"}</strong>
        {unread && <Badge tone="info">Unread</Badge>}
        <StyledWhen dateTime={String(data.createdAt)}>{formatIstDateTime(String(data.createdAt))}</StyledWhen>
      </StyledTop>
      <StyledText>{data.text}</StyledText>
      {unread && (
        <StyledAction>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => onMarkRead(data.id)}
            disabled={marking}
            aria-label={`Mark as read: ${data.text}`}
          >
            Mark as read
          </Button>
        </StyledAction>
      )}
    </StyledItem>
  );
}

const StyledItem = styled.li<{ $unread: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
  border-left: ${({ theme }) => theme.space.xs} solid ${({ theme, $unread }) => ($unread ? theme.colors.accent : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $unread }) => ($unread ? theme.colors.surface : theme.colors.surfaceMuted)};
`;
const StyledTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
`;
const StyledWhen = styled.time`
  margin-left: auto;
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
const StyledText = styled.p`
  overflow-wrap: anywhere;
`;
const StyledAction = styled.div`
  justify-self: end;
`;
