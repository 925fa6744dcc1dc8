import type { DraftBrief } from "./draft-theme.ts";

/** LinkedIn bodies for company news (funding, launch, other announcements), without hashtags. */
export const LINKEDIN_COMPANY_NEWS: Record<"funding" | "launch" | "announcement", (b: DraftBrief) => string[]> = {
  funding: (b) => [
    `Big news: we've closed our ${b.round}.`,
    "This round is a vote of confidence in our team, our customers and the problem we chose to solve. " +
      "More than capital, it gives us room to think bigger and move faster.",
    [
      "Here's what it means in practice:",
      "• Deeper investment in product and technology, so customers get more value, sooner",
      "• Growing our team across engineering, sales and customer success",
      "• Expanding into new markets, in India and beyond",
    ].join("\n"),
    "None of this happens without the people who believed in us early: " +
      "customers who trusted a young company with real problems, a team that turned every setback into a lesson, " +
      "and investors, old and new, who back the long game.",
    "We're just getting started, and the next chapter will be our most ambitious yet.",
    "We're hiring across functions. If you want to build something that matters, comment below or send me a message. Let's talk.",
  ],
  launch: (b) => [
    `Today we're launching ${b.subject}.`,
    "It started with a question our customers kept asking us: why is this still so hard? " +
      "We spent months listening, prototyping and testing with early users to get the answer right.",
    [
      "What you can expect:",
      "• A simpler way to get the job done, without the busywork",
      "• Built for how teams in India actually work",
      "• Backed by the same support our customers already count on",
    ].join("\n"),
    "A huge thank you to the team who built it and to the early customers whose honest feedback shaped every detail.",
    "This is version one. We'll keep improving it with you, so tell us what you think.",
    'Want to see it in action? Comment "demo" or send me a message and we\'ll set up a walkthrough.',
  ],
  announcement: (b) => [
    `Some news I'm proud to share: ${b.subject}.`,
    "This has been a while in the making, and it reflects where we're headed as a company: " +
      "closer to our customers and better prepared for the next stage of growth.",
    [
      "Why it matters:",
      "• For our customers: faster, better service and more of what they've asked us for",
      "• For our team: room to grow, new responsibilities and new ways of working",
      "• For our partners: more ways to build together",
    ].join("\n"),
    "Changes like this only work because people put in the effort behind the scenes. To everyone who made it happen: thank you.",
    "We'll share more in the weeks ahead. If you'd like to know what this means for you or your business, " +
      "drop a comment or send me a message. I'd be glad to connect.",
  ],
};
