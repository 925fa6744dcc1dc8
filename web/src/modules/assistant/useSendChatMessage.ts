import { useCallback } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import { appendChatMessage } from "./append-chat-message";
import type { ChatNotice } from "./chat-session";
import { rawIdOf } from "./global-id";
import type { useSendChatMessageMutation } from "./__generated__/useSendChatMessageMutation.graphql";

const sendChatMessageMutation = graphql`
  mutation useSendChatMessageMutation($input: SendChatMessageInput!) {
    sendChatMessage(input: $input) {
      __typename
      ... on MutationSendChatMessageSuccess {
        data {
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
          variables: { input: { text, clientMessageId } },
          updater: (store, data) => {
            const result = data?.sendChatMessage;
            if (result?.__typename === "MutationSendChatMessageSuccess") appendChatMessage(store, result.data.id);
          },
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
