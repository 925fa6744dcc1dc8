import { topicHashtags } from "./content-topic.ts";
import type { DraftBrief, DraftTheme } from "./draft-theme.ts";

const OPENERS: Record<DraftTheme, (b: DraftBrief) => string> = {
  funding: (b) => `We've closed our ${b.round}.`,
  launch: (b) => `Today we're launching ${b.subject}.`,
  announcement: (b) => `Some news we're excited to share: ${b.subject}.`,
  hiring: (b) => `We're hiring for ${b.subject}.`,
  milestone: (b) => `A milestone worth celebrating: ${b.subject}.`,
  insight: (b) => `${cap(b.subject)} starts with the small decisions leaders make every week.`,
};
const FOLLOW: Record<DraftTheme, string> = {
  funding: "Thank you to our customers, team and investors. Now back to building, and yes, we're hiring.",
  launch: "Built with our early customers, for how teams in India actually work. Tell us what you think.",
  announcement: "It's a big step for our customers and our team. More to share in the weeks ahead.",
  hiring: "Ownership from week one, leaders who explain the why. DMs open; referrals welcome.",
  milestone: "One customer and one hard problem at a time. Thank you to everyone who made it happen.",
  insight: "What we measure, what we reward and what we say no to. What has worked for you?",
};

/** A single post for X/Twitter, always within 280 characters. */
export function twitterDraft(brief: DraftBrief): string {
  const tags = topicHashtags(brief.bare).slice(0, 2).join(" ");
  const text = `${OPENERS[brief.theme](brief)} ${FOLLOW[brief.theme]} ${tags}`.trim();
  return text.length <= 280 ? text : `${text.slice(0, 277).trimEnd()}...`;
}

/** An Instagram caption: a hook line, a short story, a question for comments and a block of hashtags. */
export function instagramDraft(brief: DraftBrief): string {
  const tags = [...new Set([...topicHashtags(brief.bare), "#Leadership", "#IndianBusiness", "#CEOLife", "#BehindTheScenes"])];
  return [
    OPENERS[brief.theme](brief),
    FOLLOW[brief.theme],
    "Swipe through for the moments behind it, and tell us in the comments what you'd like to see next.",
    tags.join(" "),
  ].join("\n\n");
}

/** An email with a subject line, a short body and a sign-off left for the sender's name. */
export function emailDraft(brief: DraftBrief): string {
  const opening =
    brief.theme === "insight"
      ? `I've been thinking a lot about ${brief.subject}, and I want to share where I've landed.`
      : brief.theme === "announcement"
        ? `I'm writing to share an update on ${brief.subject}. It matters for how we work, and I want everyone to have the full picture.`
        : `I wanted you to hear this from me first. ${OPENERS[brief.theme](brief)} ${FOLLOW[brief.theme]}`;
  return [
    `Subject: ${cap(brief.bare)}`,
    "Hi all,",
    opening,
    "In the coming days I'll share the details: what changes, when, and what it means for each team.",
    "If you have questions or ideas, just reply to this email. I read every response.",
    "Warm regards,",
  ].join("\n\n");
}

/** A platform-neutral paragraph that can be adapted anywhere. */
export function generalDraft(brief: DraftBrief): string {
  return `${OPENERS[brief.theme](brief)} ${FOLLOW[brief.theme]} We'd love to hear from you.`;
}

function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
