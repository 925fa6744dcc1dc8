import { useEffect, useMemo, useRef, useState } from "react";
import { graphql, useSubscription } from "react-relay/hooks";
import type { GraphQLSubscriptionConfig } from "relay-runtime";
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

/** A subscription that failed for good is started again after this (longer than the socket's idle close). */
const RESUBSCRIBE_DELAY_MS = 5000;

/** Keeps the chat live: appends each stored message to the store and hands reply deltas to the caller. */
export function useChatEvents(handlers: ChatEventHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  const [attempt, setAttempt] = useState(0);
  const retryTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(retryTimer.current), []);

  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription: chatEventsSubscription,
      variables: {},
      cacheConfig: { metadata: { attempt } },
      updater: (store, data) => {
        const message = data?.chatEvents.message;
        if (data?.chatEvents.kind === "message" && message) appendChatMessage(store, message.id);
      },
      onNext: (data) => {
        const event = data?.chatEvents;
        if (!event) return;
        if (event.kind === "delta" && event.replyTo && event.delta) latest.current.onDelta(event.replyTo, event.delta);
        if (event.kind === "message" && event.message) latest.current.onMessage(event.replyTo ?? null, event.message.role);
      },
      // The socket may predate the guest cookie or the sign-in; a fresh one carries the current identity.
      onError: () => {
        clearTimeout(retryTimer.current);
        retryTimer.current = setTimeout(() => setAttempt((value) => value + 1), RESUBSCRIBE_DELAY_MS);
      },
    }),
    [attempt],
  );
  useSubscription(config);
}
