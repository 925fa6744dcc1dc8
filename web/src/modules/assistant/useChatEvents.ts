import { graphql } from "react-relay/hooks";
import { useLiveSubscription } from "../../relay/useLiveSubscription";
import { chatMessagesConnectionId } from "./chat-connection";
import type { useChatEventsSubscription as Subscription } from "./__generated__/useChatEventsSubscription.graphql";

const chatEventsSubscription = graphql`
  subscription useChatEventsSubscription($connections: [ID!]!) {
    chatEvents {
      kind
      replyTo
      replySoFar
      message @appendNode(connections: $connections, edgeTypeName: "ChatThreadMessagesConnectionEdge") {
        id
        role
        content
        ...ChatMessageBubble_message
      }
    }
  }
`;

export interface ChatEventHandlers {
  /** A reply streamed on: the whole of it so far (earlier pieces included, should this client have missed them). */
  onDelta: (replyTo: string, soFar: string) => void;
  /** A stored message arrived (already in the store): the user's own, a reply, or a fired reminder. */
  onMessage: (replyTo: string | null, role: string) => void;
}

/**
 * Keeps the chat live: each stored message joins the end of the chat's connection (once: a send brings it
 * too) and reply deltas go to the caller.
 */
export function useChatEvents(handlers: ChatEventHandlers): void {
  // The socket may predate the guest cookie or the sign-in: a restarted subscription carries the current identity.
  useLiveSubscription<Subscription>({
    subscription: chatEventsSubscription,
    variables: { connections: [chatMessagesConnectionId()] },
    onNext: (data) => {
      const event = data?.chatEvents;
      if (!event) return;
      if (event.kind === "delta" && event.replyTo && event.replySoFar) handlers.onDelta(event.replyTo, event.replySoFar);
      if (event.kind === "message" && event.message) handlers.onMessage(event.replyTo ?? null, event.message.role);
    },
  });
}
