import { rankAfterMoves, type ScoreMove } from "@ria/api/modules/rewards/leaderboard.rules.ts";
import { graphql, useFragment } from "react-relay/hooks";
import type { RecordSourceSelectorProxy } from "relay-runtime";
import { useLiveSubscription } from "../../relay/useLiveSubscription";
import type { useLeaderboardSubscription as Subscription } from "./__generated__/useLeaderboardSubscription.graphql";
import type {
  useLeaderboardSubscription_player$data as Player,
  useLeaderboardSubscription_player$key,
} from "./__generated__/useLeaderboardSubscription_player.graphql";
import type { useLeaderboardSubscription_rank$key as RankKey } from "./__generated__/useLeaderboardSubscription_rank.graphql";

const leaderboardSubscription = graphql`
  subscription useLeaderboardSubscription {
    leaderboardChanged {
      id
      ...LeaderboardPanel_board
      changes {
        player
        at
        allTime {
          before
          after
        }
        thisWeek {
          before
          after
        }
      }
    }
  }
`;

// What the viewer's live rank moves from: the ranks, and the totals and time they were counted for.
const playerFragment = graphql`
  fragment useLeaderboardSubscription_player on RewardsPlayer {
    id
    rank {
      allTime
      thisWeek
      allTimeRiko
      thisWeekRiko
      countedAt
    }
    ...useLeaderboardSubscription_rank
  }
`;

// The same rank, read and written in the store by the subscription's updater (an updatable fragment fetches nothing itself).
const rankFragment = graphql`
  fragment useLeaderboardSubscription_rank on RewardsPlayer @updatable {
    rank {
      allTime
      thisWeek
      allTimeRiko
      thisWeekRiko
      countedAt
    }
  }
`;

type Changes = NonNullable<Subscription["response"]["leaderboardChanged"]>["changes"];

/**
 * Moves the viewer's own rank by the pushed board's awards (leaderboard.rules.ts), in the store,
 * so it stays live without a query per watcher per award; the viewer's own awards answer with a
 * freshly counted rank.
 */
function moveOwnRank(store: RecordSourceSelectorProxy, player: Player, changes: Changes): void {
  if (changes.length === 0) return;
  const { rank } = store.readUpdatableFragment<RankKey>(rankFragment, player).updatableData;
  const countedAt = Date.parse(String(rank.countedAt));
  const movesOn = (board: "allTime" | "thisWeek"): ScoreMove[] =>
    changes.map((change) => ({ player: change.player, at: Date.parse(String(change.at)), ...change[board] }));
  rank.allTime = rankAfterMoves({ rank: rank.allTime ?? null, riko: rank.allTimeRiko, countedAt }, movesOn("allTime"), player.id);
  rank.thisWeek = rankAfterMoves({ rank: rank.thisWeek ?? null, riko: rank.thisWeekRiko, countedAt }, movesOn("thisWeek"), player.id);
}

/** Keeps the leaderboard live: each pushed board replaces the one in the store (same id) and moves the viewer's rank. */
export function useLeaderboardSubscription(viewer: useLeaderboardSubscription_player$key): void {
  const player = useFragment(playerFragment, viewer);
  useLiveSubscription<Subscription>({
    subscription: leaderboardSubscription,
    updater: (store, data) => {
      if (data?.leaderboardChanged) moveOwnRank(store, player, data.leaderboardChanged.changes);
    },
  });
}
