import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import { formatIstDateTime } from "../../lib/format-ist";
import { Badge } from "../../ui/Badge";
import type { OutboxItem_message$key } from "./__generated__/OutboxItem_message.graphql";
import { channelLabel, outboxKindLabel, outboxStatusLook } from "./integration-labels";

/** One outgoing message: channel, recipient, why it was sent, what it said, what became of it, when (IST). */
export function OutboxItem({ message }: { message: OutboxItem_message$key }) {
  const data = useFragment(
    graphql`
      fragment OutboxItem_message on OutboxMessage {
        channel
        recipient
        body
        kind
        status
        note
        template
        replyButtons
        createdAt
      }
    `,
    message,
  );
  const delivery = outboxStatusLook(data.status);
  return (
    <StyledItem aria-label={`${outboxKindLabel(data.kind)} to ${data.recipient}`}>
      <StyledTop>
        <Badge tone="info" dot={false}>
          {channelLabel(data.channel)}
        </Badge>
        <StyledKind>{outboxKindLabel(data.kind)}</StyledKind>
        <Badge tone={delivery.tone}>{delivery.label}</Badge>
        <StyledTime dateTime={data.createdAt}>{formatIstDateTime(data.createdAt)}</StyledTime>
      </StyledTop>
      <StyledRecipient>
        To {data.recipient}
        {data.template && data.status !== "sent-template" && " · as the approved template"}
      </StyledRecipient>
      <StyledBody>{data.body}</StyledBody>
      {data.replyButtons.length > 0 && <StyledDetail>Reply buttons: {data.replyButtons.join(" · ")}</StyledDetail>}
      {data.note && <StyledDetail>{data.note}</StyledDetail>}
    </StyledItem>
  );
}

const StyledItem = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md} 0;
  border-top: ${({ theme }) => theme.borders.hairline} ${({ theme }) => theme.colors.border};
  &:first-child {
    border-top: none;
    padding-top: 0;
  }
`;

const StyledTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
`;

const StyledKind = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledTime = styled.time`
  margin-left: auto;
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-variant-numeric: tabular-nums;
`;

const StyledRecipient = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const StyledDetail = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const StyledBody = styled.p`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;
