import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import { Card } from "../../ui/Card";
import type { OutboxList_messages$key } from "./__generated__/OutboxList_messages.graphql";
import { OutboxItem } from "./OutboxItem";

/** The outbox: the latest messages Ria sent (or, in demo mode, would have sent), newest first. */
export function OutboxList({
  messages,
  title = "Outbox",
  description,
}: {
  messages: OutboxList_messages$key;
  title?: string;
  description?: string;
}) {
  const data = useFragment(
    graphql`
      fragment OutboxList_messages on OutboxMessage @relay(plural: true) {
        id
        ...OutboxItem_message
      }
    `,
    messages,
  );
  return (
    <Card title={title} description={description ?? "Latest outgoing messages, newest first · updates live"}>
      {data.length === 0 ? (
        <StyledEmpty>Nothing sent yet.</StyledEmpty>
      ) : (
        <ol aria-label={`${title}, newest first`}>
          {data.map((message) => (
            <OutboxItem key={message.id} message={message} />
          ))}
        </ol>
      )}
    </Card>
  );
}

const StyledEmpty = styled.p`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
