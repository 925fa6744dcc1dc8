import { ConflictError, NotFoundError, RateLimitedError, ValidationError } from "../../errors.ts";
import { rewardsCallerOf } from "../../http/rewards-caller.ts";
import { builder } from "../../schema/builder.ts";
import type { LiveBubble } from "./bubbles.ts";
import { PlayerRef, ResultRef } from "./rewards-player.schema.ts";

/** Every failure an award path can answer with. */
const REWARD_ERRORS = [NotFoundError, ConflictError, RateLimitedError, ValidationError];

/** What every award mutation answers: its RewardsResult, or one of the reward errors in a result union. */
const AWARD_RESULT = { type: ResultRef, errors: { types: REWARD_ERRORS, directResult: true as const } };

const BubbleRef = builder.objectRef<LiveBubble>("RewardsBubble").implement({
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

builder.queryFields((t) => ({
  rewards: t.field({
    type: PlayerRef,
    description: "The caller's player; a visitor becomes a guest player (cookie) on first sight.",
    resolve: (_root, _args, context) => context.services.rewards.player(rewardsCallerOf(context).identity),
  }),
}));

builder.mutationFields((t) => ({
  rewardsHeartbeat: t.field({
    ...AWARD_RESULT,
    description: "Sent every 30 s while the page is visible; credits the real active time (at most 75 s).",
    resolve: (_root, _args, context) => context.services.rewards.heartbeat(rewardsCallerOf(context)),
  }),
  spinWheel: t.field({
    ...AWARD_RESULT,
    description: "Spins the wheel: the server draws the prize and enforces the 15-minute cooldown.",
    resolve: (_root, _args, context) => context.services.rewards.spin(rewardsCallerOf(context)),
  }),
  orderRikoCard: t.field({
    ...AWARD_RESULT,
    description: "Orders the Riko card: +100 Riko the first time, recorded but unpaid after.",
    resolve: (_root, _args, context) => context.services.rewards.orderCard(rewardsCallerOf(context)),
  }),
  rewardBubbles: t.field({
    type: [BubbleRef],
    description: "Issues a bubble when one is due (every 5 s, each alive 8 s, at most 5) and lists the live ones.",
    errors: { types: REWARD_ERRORS },
    resolve: (_root, _args, context) => context.services.rewards.bubbles(rewardsCallerOf(context)),
  }),
  claimBubble: t.field({
    ...AWARD_RESULT,
    description: "Catches a live bubble; a replay pays nothing.",
    args: { bubbleId: t.arg.id({ required: true }) },
    resolve: (_root, { bubbleId }, context) => context.services.rewards.claimBubble(rewardsCallerOf(context), String(bubbleId)),
  }),
  buyStartupItem: t.field({
    ...AWARD_RESULT,
    description: "Hires a team member, adopts a tool or completes a challenge in the startup builder.",
    args: { itemId: t.arg.string({ required: true }) },
    resolve: (_root, { itemId }, context) => context.services.rewards.buyStartupItem(rewardsCallerOf(context), itemId),
  }),
  setDisplayName: t.field({
    ...AWARD_RESULT,
    description: "Renames the caller on the leaderboard (2-24 characters, never an email address).",
    args: { displayName: t.arg.string({ required: true }) },
    resolve: (_root, { displayName }, context) => context.services.rewards.setDisplayName(rewardsCallerOf(context), displayName),
  }),
}));
