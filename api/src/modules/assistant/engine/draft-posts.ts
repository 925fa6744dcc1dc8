import type { DraftPurpose } from "./draft-request.ts";
import { occasion } from "./draft-voice.ts";
import { capitalise } from "./title.ts";

/** A public post for a purpose: the opening line, the lines after it, and what readers are asked to do. */
export interface PurposePost {
  lead: string;
  body: string[];
  ask: string;
}

type Parts = { who?: string; subject: string };

/** Posts for purposes other than news (announcements and thought pieces use the theme drafts). */
export const PURPOSE_POSTS: Record<Exclude<DraftPurpose, "announce" | "share">, (p: Parts) => PurposePost> = {
  thank: ({ who, subject }) => ({
    lead: `A big thank you to ${who ?? "everyone"}${subject ? ` for ${subject}` : ""}.`,
    body: [
      "Results like this don't happen by accident. They come from people who care, stay late when it matters and look out for each other.",
      "I'm proud to work alongside you and grateful for the trust you put in each other.",
    ],
    ask: "Who would you like to thank this week? Tag them in the comments.",
  }),
  congratulate: ({ who, subject }) => ({
    lead: `Congratulations to ${who ?? "the team"}${subject ? ` on ${subject}` : ""}!`,
    body: [
      "This is the result of hard work, clear thinking and a lot of persistence, and it's thoroughly deserved.",
      "It has been a privilege to watch it happen up close. The best is yet to come.",
    ],
    ask: "Join me in sending your wishes in the comments.",
  }),
  invite: ({ who, subject }) => ({
    lead: `${who ? `${capitalise(who)}, you're` : "You're"} invited${subject ? ` to ${subject}` : ""}.`,
    body: ["It's a chance to meet the team, share ideas and hear what's coming next.", "We'd love to see you there."],
    ask: "Comment below or send me a message and I'll share the details.",
  }),
  welcome: ({ who, subject }) => ({
    lead: `Please join me in welcoming ${who ?? "our newest colleagues"}${subject ? ` to ${subject}` : ""}!`,
    body: ["We're delighted to have them with us, and I can't wait to see what we build together."],
    ask: "Drop a note in the comments to say hello.",
  }),
  wish: ({ who, subject }) => ({
    lead: `Wishing ${who ?? "everyone"} ${subject ? `a very happy ${occasion(subject)}` : "the very best"}!`,
    body: ["May the season bring you and your loved ones joy, good health and success.", "Thank you for being part of our journey."],
    ask: "How are you celebrating? Tell us in the comments.",
  }),
  apologise: ({ who, subject }) => ({
    lead: `We owe ${who ?? "you"} an apology${subject ? ` for ${subject}` : ""}.`,
    body: [
      "It fell short of the standard you expect from us, and we're sorry.",
      "We're finding the cause, fixing it properly and will keep you updated until it's resolved.",
    ],
    ask: "If you were affected, send me a message and I'll make sure it's looked into personally.",
  }),
  "follow-up": ({ subject }) => ({
    lead: subject ? `A quick follow-up on ${subject}.` : "A quick follow-up.",
    body: ["Thank you to everyone who shared their thoughts. Here is where things stand, and what comes next."],
    ask: "Questions? Ask them in the comments.",
  }),
  request: ({ subject }) => ({
    lead: subject ? `A request to my network: ${subject}.` : "A request to my network.",
    body: ["If you can help, or know someone who can, I'd be grateful."],
    ask: "Comment below or send me a message.",
  }),
  remind: ({ subject }) => ({
    lead: subject ? `A quick reminder ${/^to\s/i.test(subject) ? subject : `about ${subject}`}.` : "A quick reminder.",
    body: ["Save the date, and let us know if you have any questions."],
    ask: "See you there.",
  }),
  farewell: ({ who }) => ({
    lead: `Saying goodbye to ${who ?? "a colleague"} today is not easy.`,
    body: [
      "Their work, their ideas and their good humour made us better, and they leave a team that is stronger for it.",
      "Thank you for everything. We'll miss you, and we can't wait to see what you do next.",
    ],
    ask: "Join me in wishing them the very best in the comments.",
  }),
  decline: ({ subject }) => ({
    lead: subject ? `Thank you for ${subject}.` : "Thank you for thinking of us.",
    body: ["After careful thought we've decided not to go ahead at this time, and we're grateful for the interest."],
    ask: "We hope to find the right opportunity to work together soon.",
  }),
};
