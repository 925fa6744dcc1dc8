import { builder } from "../../schema/builder.ts";
import { SAME_FOR_EVERYONE } from "../../schema/subscription-audience.ts";
import type { LeaderboardChange, LeaderboardEntry, LeaderboardSnapshot } from "./leaderboard.ts";
import { currentThenPublished } from "../../schema/current-then-published.ts";

const EntryRef = builder.objectRef<LeaderboardEntry>("LeaderboardEntry").implement({
  fields: (t) => ({
    rank: t.exposeInt("rank"),
    player: t.id({
      description: "The RewardsPlayer id: a viewer finds itself on the board by it (tied totals can rank it without listing it).",
      resolve: (entry) => `RewardsPlayer:${entry.playerId}`,
    }),
    name: t.exposeString("name"),
    avatar: t.exposeString("avatar"),
    riko: t.exposeInt("riko"),
    level: t.exposeInt("level"),
    streak: t.exposeInt("streak"),
  }),
});

const ScoreMoveRef = builder.objectRef<{ before: number; after: number }>("LeaderboardScoreMove").implement({
  fields: (t) => ({ before: t.exposeInt("before"), after: t.exposeInt("after") }),
});

const ChangeRef = builder.objectRef<LeaderboardChange>("LeaderboardChange").implement({
  description: "One award's move of a player's totals: a viewer adjusts its own rank from it, with no query.",
  fields: (t) => ({
    player: t.id({
      description: "The RewardsPlayer id of the player who earned.",
      resolve: (change) => `RewardsPlayer:${change.playerId}`,
    }),
    at: t.field({ type: "DateTime", description: "When the award was written.", resolve: (change) => new Date(change.at) }),
    allTime: t.field({ type: ScoreMoveRef, resolve: (change) => change.allTime }),
    thisWeek: t.field({ type: ScoreMoveRef, resolve: (change) => change.thisWeek }),
  }),
});

const LeaderboardRef = builder.objectRef<LeaderboardSnapshot>("Leaderboard").implement({
  description: "Top players this week (since Monday 00:00 IST) and of all time: players who have played, not visitors who only looked.",
  fields: (t) => ({
    id: t.id({ resolve: () => "Leaderboard:rewards" }),
    thisWeek: t.field({ type: [EntryRef], resolve: (board) => board.thisWeek }),
    allTime: t.field({ type: [EntryRef], resolve: (board) => board.allTime }),
    changes: t.field({
      type: [ChangeRef],
      description: "The awards since the previous board (pushed boards only; empty when queried).",
      resolve: (board) => board.changes ?? [],
    }),
  }),
});

builder.queryFields((t) => ({
  leaderboard: t.field({ type: LeaderboardRef, resolve: (_root, _args, context) => context.services.rewards.leaderboard() }),
}));

builder.subscriptionField("leaderboardChanged", (t) =>
  t.field({
    type: LeaderboardRef,
    description: "Both boards now, then each time they change; computed once per burst of awards and forwarded as is.",
    extensions: SAME_FOR_EVERYONE,
    subscribe: (_root, _args, context) =>
      currentThenPublished(context.pubsub.subscribe("rewards.leaderboard"), () => context.services.rewards.leaderboard()),
    resolve: (board) => board as LeaderboardSnapshot,
  }),
);
