import { useCallback } from "react";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay/hooks";
import { rawIdOf } from "./global-id";
import type { useChatSyncQuery } from "./__generated__/useChatSyncQuery.graphql";
import type { useChatSyncUsageQuery } from "./__generated__/useChatSyncUsageQuery.graphql";

/*
 * These queries only refresh the store for the components that show the chat (their fragments are spread
 * here, not read), so the colocation rule does not apply to them.
 */
/* eslint-disable relay/must-colocate-fragment-spreads */
const chatSyncQuery = graphql`
  query useChatSyncQuery {
    chat {
      ...ChatPanel_chat
      messages(last: 50) {
        edges {
          node {
            id
            role
          }
        }
      }
    }
  }
`;

const usageQuery = graphql`
  query useChatSyncUsageQuery {
    chat {
      # eslint-disable-next-line relay/unused-fields
      usage {
        ...UsageMeter_usage
      }
    }
  }
`;
/* eslint-enable relay/must-colocate-fragment-spreads */

export interface ChatSync {
  /** Fetches the whole chat again (into the store) and tells whether `replyTo` has a stored reply. */
  catchUp: (replyTo: string | null) => Promise<{ answered: boolean }>;
  /** Fetches the usage figures again, after a reply has been counted. */
  refreshUsage: () => void;
}

/** Brings the store back in step with the server: after a dropped connection, a retry or a reply that is late. */
export function useChatSync(): ChatSync {
  const environment = useRelayEnvironment();
  const catchUp = useCallback(
    async (replyTo: string | null) => {
      const data = await fetchQuery<useChatSyncQuery>(environment, chatSyncQuery, {}, { fetchPolicy: "network-only" }).toPromise();
      const messages = data?.chat.messages.edges.map((edge) => edge.node) ?? [];
      const asked = replyTo ? messages.findIndex((message) => rawIdOf(message.id) === replyTo) : -1;
      return { answered: asked >= 0 && messages.slice(asked + 1).some((message) => message.role === "assistant") };
    },
    [environment],
  );
  const refreshUsage = useCallback(() => {
    fetchQuery<useChatSyncUsageQuery>(environment, usageQuery, {}, { fetchPolicy: "network-only" }).subscribe({ error: () => undefined });
  }, [environment]);
  return { catchUp, refreshUsage };
}
