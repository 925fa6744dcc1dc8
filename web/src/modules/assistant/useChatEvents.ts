import { graphql } from "react-relay/hooks";
import { useLiveSubscription } from "../../relay/useLiveSubscription";
import { appendChatMessage } from "./append-chat-message";
import type { useChatEventsSubscription as Subscription } from "./__generated__/useChatEventsSubscription.graphql";

const chatEventsSubscription = graphql`
  subscription useChatEventsSubscription {
    chatEvents {
      kind
      replyTo
      delta
      message {
        id
        role
        content
        ...ChatMessageBubble_message
      }
    }
  }
`;

export interface ChatEventHandlers {
  onDelta: (replyTo: string, delta: string) => void;
  /** A stored message arrived (already in the store): the user's own, a reply, or a fired reminder. */
  onMessage: (replyTo: string | null, role: string) => void;
}

/** Keeps the chat live: appends each stored message to the store and hands reply deltas to the caller. */
export function useChatEvents(handlers: ChatEventHandlers): void {
  // The socket may predate the guest cookie or the sign-in: a restarted subscription carries the current identity.
  useLiveSubscription<Subscription>({
    subscription: chatEventsSubscription,
    updater: (store, data) => {
      const message = data?.chatEvents.message;
      if (data?.chatEvents.kind === "message" && message) appendChatMessage(store, message.id);
    },
    onNext: (data) => {
      const event = data?.chatEvents;
      if (!event) return;
      if (event.kind === "delta" && event.replyTo && event.delta) handlers.onDelta(event.replyTo, event.delta);
      if (event.kind === "message" && event.message) handlers.onMessage(event.replyTo ?? null, event.message.role);
    },
  });
}
