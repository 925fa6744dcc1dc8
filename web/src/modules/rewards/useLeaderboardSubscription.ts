import { rankAfterMoves, type ScoreMove } from "@ria/api/modules/rewards/leaderboard.rules.ts";
import { graphql } from "react-relay/hooks";
import type { RecordSourceSelectorProxy } from "relay-runtime";
import { dataIdFor } from "../../relay/data-id";
import { useLiveSubscription } from "../../relay/useLiveSubscription";
import type { useLeaderboardSubscription as Subscription } from "./__generated__/useLeaderboardSubscription.graphql";

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

type Changes = NonNullable<Subscription["response"]["leaderboardChanged"]>["changes"];

/**
 * Moves the viewer's own rank by the pushed board's awards (leaderboard.rules.ts), in the store,
 * so it stays live without a query per watcher per award; the viewer's own awards answer with a
 * freshly counted rank.
 */
function moveOwnRank(store: RecordSourceSelectorProxy, viewerId: string, changes: Changes): void {
  const rank = store.get(String(dataIdFor({ id: viewerId }, "RewardsPlayer")))?.getLinkedRecord("rank");
  if (!rank || changes.length === 0) return;
  const countedAt = Date.parse(String(rank.getValue("countedAt")));
  for (const board of ["allTime", "thisWeek"] as const) {
    const moves: ScoreMove[] = changes.map((change) => ({ player: change.player, at: Date.parse(String(change.at)), ...change[board] }));
    const standing = { rank: (rank.getValue(board) as number | null) ?? null, riko: Number(rank.getValue(`${board}Riko`)), countedAt };
    rank.setValue(rankAfterMoves(standing, moves, viewerId), board);
  }
}

/** Keeps the leaderboard live: each pushed board replaces the one in the store (same id) and moves the viewer's rank. */
export function useLeaderboardSubscription(viewerId: string): void {
  useLiveSubscription<Subscription>({
    subscription: leaderboardSubscription,
    updater: (store, data) => {
      if (data?.leaderboardChanged) moveOwnRank(store, viewerId, data.leaderboardChanged.changes);
    },
  });
}
