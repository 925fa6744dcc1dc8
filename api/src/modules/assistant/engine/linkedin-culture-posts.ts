import type { DraftBrief } from "./draft-theme.ts";

/** LinkedIn bodies about people and ideas (hiring, milestones, thought leadership), without hashtags. */
export const LINKEDIN_CULTURE_POSTS: Record<"hiring" | "milestone" | "festive" | "insight", (b: DraftBrief) => string[]> = {
  hiring: (b) => [
    `We're growing, and we're hiring for ${b.subject}.`,
    "The problems ahead of us are bigger than the ones behind us, " +
      "and we need people who enjoy ownership, move quickly and care about the customer.",
    [
      "What you'll find here:",
      "• Real responsibility from the first week",
      "• Leaders who explain the why, not just the what",
      "• A team that celebrates learning as much as winning",
    ].join("\n"),
    'What we look for is simple: curiosity, clear thinking and the humility to say "I was wrong". ' +
      "Titles and pedigrees matter less than what you've built and what you've learned.",
    "If that sounds like you, or someone you know, I'd love to hear from you. " +
      "Comment below, tag someone who'd be a great fit, or send me a message directly. Referrals are very welcome.",
  ],
  milestone: (b) => [
    `A milestone worth pausing for: ${b.subject}.`,
    "Milestones are easy to announce and easy to forget. What I want to remember about this one is how we got here: " +
      "one customer, one hard problem and one small win at a time.",
    [
      "Three things that made the difference:",
      "• Listening to customers more than we talked",
      "• Hiring people better than ourselves and then getting out of their way",
      "• Choosing focus over noise, even when it was uncomfortable",
    ].join("\n"),
    "To our customers, partners and our remarkable team: thank you. This is your milestone as much as ours.",
    "We're grateful, and we're far from done. The next chapter is already taking shape.",
    "If you've been part of this journey in any way, I'd love to hear your story in the comments.",
  ],
  festive: (b) => [
    `Some moments from ${b.subject} that we'll remember for a long time.`,
    "Festivals have a way of reminding us that a company is, before anything else, its people. " +
      "For a day, the deadlines waited and the conversations were about families, food and the year gone by.",
    [
      "What I saw:",
      "• Teams who work across floors and cities celebrating as one",
      "• New joiners who, by the evening, felt like they'd been here for years",
      "• A lot of laughter, and more sweets than any of us should admit to",
    ].join("\n"),
    "Thank you to everyone who organised it, decorated, cooked, planned and showed up. Culture is built in moments like these.",
    "Wishing you and your loved ones joy, good health and prosperity. How did your team celebrate? Tell us in the comments.",
  ],
  insight: (b) => [
    `Everyone agrees that ${b.subject} matters. Far fewer organisations get it right.`,
    "Over the years I've learned it doesn't start with a policy or a slide deck. " +
      "It starts with the small decisions leaders make every week: what we measure, what we reward and what we're willing to say no to.",
    [
      `Three things that have worked for us on ${b.subject}:`,
      "1. Make it specific. Two or three goals the whole team can see and track.",
      "2. Make it someone's job. Clear ownership turns intent into progress.",
      "3. Talk about it openly, including where we fall short. Candour builds trust faster than polish.",
    ].join("\n"),
    "We're far from perfect, but being deliberate about it has made us a better company to work with and to work for.",
    `I'd love to learn from you: what's one thing that has genuinely moved the needle on ${b.subject} in your organisation? ` +
      "Share it in the comments.",
  ],
};
