import { graphql, useFragment } from "react-relay/hooks";
import styled from "styled-components";
import { ActionChip } from "./ActionChip";
import { MessageBubble } from "./MessageBubble";
import type { ChatMessageBubble_message$key } from "./__generated__/ChatMessageBubble_message.graphql";

/** A stored message, with the actions Ria took for it. */
export function ChatMessageBubble({ message }: { message: ChatMessageBubble_message$key }) {
  const data = useFragment(
    graphql`
      fragment ChatMessageBubble_message on ChatMessage {
        role
        content
        timestamp
        actions {
          id
          ...ActionChip_action
        }
      }
    `,
    message,
  );
  return (
    <MessageBubble role={data.role === "user" ? "user" : "assistant"} content={data.content} at={data.timestamp}>
      {data.actions.length > 0 && (
        <StyledActions aria-label="Actions Ria took">
          {data.actions.map((action) => (
            <ActionChip key={action.id} action={action} />
          ))}
        </StyledActions>
      )}
    </MessageBubble>
  );
}

const StyledActions = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
`;
