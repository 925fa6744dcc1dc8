import type { DraftBrief, DraftTheme } from "./draft-theme.ts";
import type { PurposePost } from "./draft-posts.ts";

const OPENERS: Record<DraftTheme, (b: DraftBrief) => string> = {
  funding: (b) => `We've closed our ${b.round}.`,
  launch: (b) => `Today we're launching ${b.subject}.`,
  announcement: (b) => `Some news we're excited to share: ${b.subject}.`,
  hiring: (b) => `We're hiring for ${b.subject}.`,
  milestone: (b) => `A milestone worth celebrating: ${b.subject}.`,
  festive: (b) => `Some moments from ${b.subject} that we'll remember for a long time.`,
  insight: (b) => `A few thoughts on ${b.subject}, from what we've learned the hard way.`,
};
const FOLLOW: Record<DraftTheme, string> = {
  funding: "Thank you to our customers, team and investors. Now back to building, and yes, we're hiring.",
  launch: "Built with our early customers, for how teams in India actually work. Tell us what you think.",
  announcement: "It's a big step for our customers and our team. More to share in the weeks ahead.",
  hiring: "Ownership from week one, leaders who explain the why. DMs open; referrals welcome.",
  milestone: "One customer and one hard problem at a time. Thank you to everyone who made it happen.",
  festive: "Grateful for a team that works hard and celebrates together. Wishing you and your family joy and good health.",
  insight: "It comes down to the small decisions leaders make every week. What has worked for you?",
};

/** A short post for news and thought pieces (X, Instagram, anywhere): the theme's opener and follow-up line. */
export function themePost(brief: DraftBrief): PurposePost {
  return {
    lead: OPENERS[brief.theme](brief),
    body: [FOLLOW[brief.theme]],
    ask: "Swipe through for the moments behind it, and tell us in the comments what you'd like to see next.",
  };
}
