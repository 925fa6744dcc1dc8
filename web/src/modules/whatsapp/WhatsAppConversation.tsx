import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import { Card } from "../../ui/Card";
import { outboxKindLabel, outboxStatusLook } from "../integrations/integration-labels";
import type { WhatsAppConversation_inbound$key } from "./__generated__/WhatsAppConversation_inbound.graphql";
import type { WhatsAppConversation_outbound$key } from "./__generated__/WhatsAppConversation_outbound.graphql";
import { ConversationBubble } from "./ConversationBubble";
import { mergeTimeline } from "./test-message";

export interface WhatsAppConversationProps {
  contact: string;
  inbound: WhatsAppConversation_inbound$key;
  outbound: WhatsAppConversation_outbound$key;
}

/** The test number's conversation: what arrived through the webhook and what Ria (or a rule) sent back; live. */
export function WhatsAppConversation({ contact, inbound, outbound }: WhatsAppConversationProps) {
  const received = useFragment(
    graphql`
      fragment WhatsAppConversation_inbound on WhatsAppMessage @relay(plural: true) {
        id
        direction
        body
        status
        createdAt
      }
    `,
    inbound,
  );
  const sent = useFragment(
    graphql`
      fragment WhatsAppConversation_outbound on OutboxMessage @relay(plural: true) {
        id
        recipient
        body
        kind
        status
        createdAt
      }
    `,
    outbound,
  );
  const timeline = mergeTimeline([
    ...received
      .filter((message) => message.direction === "in")
      .map((message) => ({
        id: message.id,
        direction: "in" as const,
        at: message.createdAt,
        body: message.body,
        label: "Incoming message",
        status: message.status === "received" ? "Received" : message.status,
      })),
    ...sent
      .filter((message) => message.recipient === contact)
      .map((message) => ({
        id: message.id,
        direction: "out" as const,
        at: message.createdAt,
        body: message.body,
        label: outboxKindLabel(message.kind),
        status: outboxStatusLook(message.status).label,
      })),
  ]);
  return (
    <Card title="Conversation" description={`With ${contact} · replies land in the outbox in demo mode`}>
      {timeline.length === 0 ? (
        <StyledEmpty>No messages with this number yet.</StyledEmpty>
      ) : (
        <StyledList aria-label={`Conversation with ${contact}`}>
          {timeline.map((entry) => (
            <ConversationBubble
              key={`${entry.direction}:${entry.id}`}
              direction={entry.direction}
              body={entry.body}
              label={entry.label}
              status={entry.status}
              at={entry.at}
            />
          ))}
        </StyledList>
      )}
    </Card>
  );
}

const StyledList = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledEmpty = styled.p`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
