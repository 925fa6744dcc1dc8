import { useCallback } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import { chatMessagesConnectionId } from "./chat-connection";
import type { ChatNotice } from "./chat-session";
import { rawIdOf } from "./global-id";
import type { useSendChatMessageMutation } from "./__generated__/useSendChatMessageMutation.graphql";

const sendChatMessageMutation = graphql`
  mutation useSendChatMessageMutation($input: SendChatMessageInput!, $connections: [ID!]!) {
    sendChatMessage(input: $input) {
      __typename
      ... on MutationSendChatMessageSuccess {
        data @appendNode(connections: $connections, edgeTypeName: "ChatThreadMessagesConnectionEdge") {
          id
          role
          content
          ...ChatMessageBubble_message
        }
      }
      ... on ValidationError {
        code
        message
      }
      ... on PayloadTooLargeError {
        code
        message
      }
      ... on PlanLimitReachedError {
        code
        message
        upgradePath
      }
      ... on RateLimitedError {
        code
        message
      }
    }
  }
`;

/** How a send ended: stored (the reply follows on the subscription), refused for a reason, or failed. */
export type SendOutcome = { kind: "stored"; messageId: string } | { kind: "refused"; notice: ChatNotice } | { kind: "failed" };

/** Sends one message; the same `clientMessageId` makes a retry idempotent on the server. */
export function useSendChatMessage(): (text: string, clientMessageId: string) => Promise<SendOutcome> {
  const [commit] = useMutation<useSendChatMessageMutation>(sendChatMessageMutation);
  return useCallback(
    (text, clientMessageId) =>
      new Promise<SendOutcome>((resolve) => {
        commit({
          // A retry returns the message stored the first time, already in the chat: appended once.
          variables: { input: { text, clientMessageId }, connections: [chatMessagesConnectionId()] },
          onCompleted: ({ sendChatMessage: result }) => {
            if (result.__typename === "MutationSendChatMessageSuccess") resolve({ kind: "stored", messageId: rawIdOf(result.data.id) });
            else if (result.__typename !== "%other") {
              const upgradeTo = result.__typename === "PlanLimitReachedError" ? (result.upgradePath ?? null) : null;
              resolve({ kind: "refused", notice: { code: result.code, message: result.message, upgradeTo } });
            } else resolve({ kind: "failed" });
          },
          onError: () => resolve({ kind: "failed" }),
        });
      }),
    [commit],
  );
}
