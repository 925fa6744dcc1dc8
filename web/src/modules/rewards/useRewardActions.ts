import { useCallback } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import type { GraphQLTaggedNode, MutationParameters } from "relay-runtime";
import type { RewardsScreen_award$key } from "./__generated__/RewardsScreen_award.graphql";
import type { useRewardActionsBuyMutation } from "./__generated__/useRewardActionsBuyMutation.graphql";
import type { useRewardActionsCardMutation } from "./__generated__/useRewardActionsCardMutation.graphql";
import type { useRewardActionsClaimMutation } from "./__generated__/useRewardActionsClaimMutation.graphql";
import type { useRewardActionsHeartbeatMutation } from "./__generated__/useRewardActionsHeartbeatMutation.graphql";
import type { useRewardActionsRenameMutation } from "./__generated__/useRewardActionsRenameMutation.graphql";
import type { useRewardActionsSpinMutation } from "./__generated__/useRewardActionsSpinMutation.graphql";

// Every award path answers with RewardsScreen's award (what it paid) and the player's new state, which Relay merges into
// the screen by id.
const heartbeat = graphql`
  mutation useRewardActionsHeartbeatMutation {
    rewardsHeartbeat {
      __typename
      ...RewardsScreen_award @alias(as: "award")
      ... on RewardsResult {
        player {
          ...RewardsScreen_player
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
const claim = graphql`
  mutation useRewardActionsClaimMutation($id: ID!) {
    claimBubble(bubbleId: $id) {
      __typename
      ...RewardsScreen_award @alias(as: "award")
      ... on RewardsResult {
        player {
          ...RewardsScreen_player
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
const spin = graphql`
  mutation useRewardActionsSpinMutation {
    spinWheel {
      __typename
      ...RewardsScreen_award @alias(as: "award")
      ... on RewardsResult {
        player {
          ...RewardsScreen_player
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
const card = graphql`
  mutation useRewardActionsCardMutation {
    orderRikoCard {
      __typename
      ...RewardsScreen_award @alias(as: "award")
      ... on RewardsResult {
        player {
          ...RewardsScreen_player
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
const buy = graphql`
  mutation useRewardActionsBuyMutation($id: String!) {
    buyStartupItem(itemId: $id) {
      __typename
      ...RewardsScreen_award @alias(as: "award")
      ... on RewardsResult {
        player {
          ...RewardsScreen_player
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
const rename = graphql`
  mutation useRewardActionsRenameMutation($name: String!) {
    setDisplayName(displayName: $name) {
      __typename
      ...RewardsScreen_award @alias(as: "award")
      ... on RewardsResult {
        player {
          ...RewardsScreen_player
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** What an award call answered: the award (Riko paid and achievements unlocked, read by RewardsScreen), or the server's refusal. */
export type RewardOutcome = { ok: true; award: RewardsScreen_award$key } | { ok: false; message: string };

/** Every award mutation's result: the award (present on RewardsResult) or a refusal with its message. */
type Result = { message?: string; award?: RewardsScreen_award$key | null };

function useAction<M extends MutationParameters>(node: GraphQLTaggedNode) {
  const [commit, busy] = useMutation<M>(node);
  const run = useCallback(
    (variables: M["variables"]) =>
      new Promise<RewardOutcome>((resolve) =>
        commit({
          variables,
          onCompleted: (response) => {
            const result = Object.values(response as Record<string, Result>)[0]!;
            resolve(result.award ? { ok: true, award: result.award } : { ok: false, message: result.message ?? "Please try again." });
          },
          onError: () => resolve({ ok: false, message: "Could not reach the server. Please try again." }),
        }),
      ),
    [commit],
  );
  return [run, busy] as const;
}

/** The rewards page's calls to the server; the browser decides nothing, it shows the answers. */
export function useRewardActions() {
  return {
    heartbeat: useAction<useRewardActionsHeartbeatMutation>(heartbeat),
    claim: useAction<useRewardActionsClaimMutation>(claim),
    spin: useAction<useRewardActionsSpinMutation>(spin),
    orderCard: useAction<useRewardActionsCardMutation>(card),
    buy: useAction<useRewardActionsBuyMutation>(buy),
    rename: useAction<useRewardActionsRenameMutation>(rename),
  };
}
