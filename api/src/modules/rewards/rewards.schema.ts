import { ConflictError, NotFoundError, RateLimitedError, ValidationError } from "../../errors.ts";

/** Every failure an award path can answer with. */
const REWARD_ERRORS = [NotFoundError, ConflictError, RateLimitedError, ValidationError];
import { builder } from "../../schema/builder.ts";
import { SAME_FOR_EVERYONE } from "../../schema/subscription-audience.ts";
import type { LeaderboardChange, LeaderboardEntry, LeaderboardSnapshot, OwnRank } from "./leaderboard.ts";
import type { PlayerState } from "./player-state.ts";
import { rewardsCallerOf } from "../../http/rewards-caller.ts";
import type { RewardResult } from "./rewards.service.ts";

type Achievement = PlayerState["achievements"][number];

const AchievementRef = builder.objectRef<Achievement>("RewardsAchievement").implement({
  description: "Spec section 3: an achievement, its progress kept on the server and its reward paid once.",
  fields: (t) => ({
    id: t.exposeString("id"),
    name: t.exposeString("name"),
    description: t.exposeString("description"),
    icon: t.exposeString("icon"),
    progress: t.exposeInt("progress"),
    max: t.exposeInt("max"),
    reward: t.exposeInt("reward"),
    unlocked: t.exposeBoolean("unlocked"),
  }),
});

const StartupRef = builder.objectRef<PlayerState["startup"]>("RewardsStartup").implement({
  fields: (t) => ({
    capital: t.exposeInt("capital", { description: "The builder's own Riko left to spend (it starts at 100)." }),
    owned: t.exposeStringList("owned", { description: "Ids of hired members, adopted tools and completed challenges." }),
    progress: t.exposeInt("progress"),
    phase: t.exposeString("phase"),
  }),
});

const RankRef = builder.objectRef<OwnRank>("RewardsRank").implement({
  description: "The player's rank on each board: 1 + the players with strictly more Riko there (level totals share a rank).",
  fields: (t) => ({
    allTime: t.exposeInt("allTime", { nullable: true, description: "Null until the player has earned." }),
    thisWeek: t.exposeInt("thisWeek", { nullable: true, description: "Null until the player has earned this week." }),
    allTimeRiko: t.exposeInt("allTimeRiko", { description: "The total the all-time rank was counted for." }),
    thisWeekRiko: t.exposeInt("thisWeekRiko", { description: "The total the weekly rank was counted for." }),
    countedAt: t.expose("countedAt", {
      type: "DateTime",
      description: "When the ranks were counted: leaderboard moves written later are not in them yet.",
    }),
  }),
});

const PlayerRef = builder.objectRef<PlayerState>("RewardsPlayer").implement({
  description: "The caller's rewards player (a guest by cookie, or the signed-in user), as the server counts it.",
  fields: (t) => ({
    id: t.id({ resolve: (player) => `RewardsPlayer:${player.id}` }),
    displayName: t.exposeString("displayName"),
    riko: t.exposeInt("riko"),
    level: t.exposeInt("level"),
    streak: t.exposeInt("streak"),
    timeSpent: t.exposeInt("timeSpent", { description: "Active seconds credited from heartbeats." }),
    sessionSeconds: t.exposeInt("sessionSeconds"),
    nextRewardIn: t.exposeInt("nextRewardIn", { description: "Seconds to the next 600 s session milestone." }),
    spinCooldown: t.exposeInt("spinCooldown", { description: "Seconds before the wheel may spin again." }),
    cardOrders: t.exposeInt("cardOrders"),
    bubblesCaught: t.exposeInt("bubblesCaught"),
    sections: t.exposeBooleanList("sections", { description: "The four sections, unlocked at 0, 50, 100 and 150 Riko." }),
    achievements: t.field({ type: [AchievementRef], resolve: (player) => player.achievements }),
    startup: t.field({ type: StartupRef, resolve: (player) => player.startup }),
    rank: t.field({ type: RankRef, resolve: (player, _args, context) => context.services.rewards.rank(player.id) }),
  }),
});

const EntryRef = builder.objectRef<LeaderboardEntry>("LeaderboardEntry").implement({
  fields: (t) => ({
    rank: t.exposeInt("rank"),
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
  description: "Top players this week (since Monday 00:00 IST) and of all time; real players only.",
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

const BubbleRef = builder
  .objectRef<{ id: string; value: number; color: string; icon: string; x: number; y: number; expiresAt: Date }>("RewardsBubble")
  .implement({
    fields: (t) => ({
      id: t.exposeID("id"),
      value: t.exposeInt("value"),
      color: t.exposeString("color"),
      icon: t.exposeString("icon"),
      x: t.exposeInt("x", { description: "Horizontal position hint, percent of the play area." }),
      y: t.exposeInt("y"),
      expiresAt: t.expose("expiresAt", { type: "DateTime" }),
    }),
  });

const ResultRef = builder.objectRef<RewardResult>("RewardsResult").implement({
  fields: (t) => ({
    awarded: t.exposeInt("awarded", { description: "Riko this call paid (achievements it unlocked included)." }),
    player: t.field({ type: PlayerRef, resolve: (result) => result.player }),
    unlocked: t.field({
      type: [AchievementRef],
      description: "Achievements this call unlocked, for the popup.",
      resolve: (result) => result.player.achievements.filter((achievement) => result.unlocked.includes(achievement.id)),
    }),
  }),
});

builder.queryFields((t) => ({
  rewards: t.field({
    type: PlayerRef,
    description: "The caller's player; a visitor becomes a guest player (cookie) on first sight.",
    resolve: (_root, _args, context) => context.services.rewards.player(rewardsCallerOf(context).identity),
  }),
  leaderboard: t.field({ type: LeaderboardRef, resolve: (_root, _args, context) => context.services.rewards.leaderboard() }),
}));

builder.mutationFields((t) => ({
  rewardsHeartbeat: t.field({
    type: ResultRef,
    description: "Sent every 30 s while the page is visible; credits the real active time (at most 75 s).",
    errors: { types: REWARD_ERRORS, directResult: true },
    resolve: (_root, _args, context) => context.services.rewards.heartbeat(rewardsCallerOf(context)),
  }),
  spinWheel: t.field({
    type: ResultRef,
    description: "Spins the wheel: the server draws the prize and enforces the 15-minute cooldown.",
    errors: { types: REWARD_ERRORS, directResult: true },
    resolve: (_root, _args, context) => context.services.rewards.spin(rewardsCallerOf(context)),
  }),
  orderRikoCard: t.field({
    type: ResultRef,
    description: "Orders the Riko card: +100 Riko the first time, recorded but unpaid after.",
    errors: { types: REWARD_ERRORS, directResult: true },
    resolve: (_root, _args, context) => context.services.rewards.orderCard(rewardsCallerOf(context)),
  }),
  rewardBubbles: t.field({
    type: [BubbleRef],
    description: "Issues a bubble when one is due (every 5 s, each alive 8 s, at most 5) and lists the live ones.",
    errors: { types: REWARD_ERRORS },
    resolve: (_root, _args, context) => context.services.rewards.bubbles(rewardsCallerOf(context)),
  }),
  claimBubble: t.field({
    type: ResultRef,
    description: "Catches a live bubble; a replay pays nothing.",
    errors: { types: REWARD_ERRORS, directResult: true },
    args: { bubbleId: t.arg.id({ required: true }) },
    resolve: (_root, { bubbleId }, context) => context.services.rewards.claimBubble(rewardsCallerOf(context), String(bubbleId)),
  }),
  buyStartupItem: t.field({
    type: ResultRef,
    description: "Hires a team member, adopts a tool or completes a challenge in the startup builder.",
    errors: { types: REWARD_ERRORS, directResult: true },
    args: { itemId: t.arg.string({ required: true }) },
    resolve: (_root, { itemId }, context) => context.services.rewards.buyStartupItem(rewardsCallerOf(context), itemId),
  }),
  setDisplayName: t.field({
    type: ResultRef,
    description: "Renames the caller on the leaderboard (2-24 characters, never an email address).",
    errors: { types: REWARD_ERRORS, directResult: true },
    args: { displayName: t.arg.string({ required: true }) },
    resolve: (_root, { displayName }, context) => context.services.rewards.setDisplayName(rewardsCallerOf(context), displayName),
  }),
}));

builder.subscriptionField("leaderboardChanged", (t) =>
  t.field({
    type: LeaderboardRef,
    description: "Both boards each time they change; computed once per burst of awards and forwarded as is.",
    extensions: SAME_FOR_EVERYONE,
    subscribe: (_root, _args, context) => context.pubsub.subscribe("rewards.leaderboard"),
    resolve: (board) => board as LeaderboardSnapshot,
  }),
);
