import { builder } from "../../schema/builder.ts";
import type { OwnRank } from "./leaderboard.ts";
import type { RewardResult } from "./play.ts";
import type { PlayerState } from "./player-state.ts";

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
    allTime: t.exposeInt("allTime", { nullable: true, description: "Null until the player has played (see `ranked`)." }),
    thisWeek: t.exposeInt("thisWeek", { nullable: true, description: "Null until the player has played and earned this week." }),
    allTimeRiko: t.exposeInt("allTimeRiko", { description: "The total the all-time rank was counted for." }),
    thisWeekRiko: t.exposeInt("thisWeekRiko", { description: "The total the weekly rank was counted for." }),
    countedAt: t.expose("countedAt", {
      type: "DateTime",
      description: "When the ranks were counted: leaderboard moves written later are not in them yet.",
    }),
  }),
});

/** The caller's player as GraphQL shows it: balance, progress, achievements and ranks. */
export const PlayerRef = builder.objectRef<PlayerState>("RewardsPlayer").implement({
  description: "The caller's rewards player (a guest by cookie, or the signed-in user), as the server counts it.",
  fields: (t) => ({
    id: t.id({ resolve: (player) => `RewardsPlayer:${player.id}` }),
    displayName: t.exposeString("displayName"),
    guest: t.exposeBoolean("guest", {
      description: "Playing by cookie, not signed in: the AI Task Scheduler's +50 needs an account (its tasks are an account's).",
    }),
    ranked: t.exposeBoolean("ranked", {
      description:
        "On the leaderboards: earned by playing (a bubble, a spin, the card, the startup builder, a first task), not by visiting.",
    }),
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

/** What every award mutation answers: the Riko it paid, the player after it, the achievements it unlocked. */
export const ResultRef = builder.objectRef<RewardResult>("RewardsResult").implement({
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
