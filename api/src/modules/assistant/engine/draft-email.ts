import type { DraftPurpose, DraftRequest } from "./draft-request.ts";
import { addressed, greeting, headline, occasion } from "./draft-voice.ts";
import { capitalise } from "./title.ts";

type EmailParts = { subjectLine: string; body: string[] };

// One composition per purpose: the subject line and the paragraphs between the greeting and the sign-off.
// Only what the request said is stated; nothing is invented (no dates, amounts or names it didn't give).
const EMAILS: Record<DraftPurpose, (s: string) => EmailParts> = {
  thank: (s) => ({
    subjectLine: s ? `Thank you for ${s}` : "Thank you",
    body: [
      s ? `I want to say a big thank you for ${s}.` : "I want to say a big thank you.",
      "The effort, care and commitment you put in made all the difference, and it has not gone unnoticed.",
      "I'm proud to work with you. Let's take a moment to celebrate before we get to what's next.",
    ],
  }),
  congratulate: (s) => ({
    subjectLine: s ? `Congratulations on ${s}!` : "Congratulations!",
    body: [
      s ? `Congratulations on ${s}! It is thoroughly deserved.` : "Congratulations! It is thoroughly deserved.",
      "Your hard work and dedication made this possible, and it's wonderful to see them recognised.",
      "Wishing you every success in what comes next.",
    ],
  }),
  invite: (s) => ({
    subjectLine: s ? `Invitation: ${headline(s)}` : "An invitation",
    body: [
      s ? `I'd like to invite you to ${s}.` : "I'd like to invite you to join us.",
      "It would be great to have you there. Please reply to let me know whether you can make it.",
      "I'll share the details closer to the day.",
    ],
  }),
  welcome: (s) => ({
    subjectLine: s ? `Welcome to ${s}!` : "Welcome aboard!",
    body: [
      s ? `A very warm welcome to ${s}! We're delighted to have you with us.` : "A very warm welcome! We're delighted to have you with us.",
      "Over the first few days you'll meet the people you'll work with most closely. Please don't hesitate to ask questions.",
      "I'm looking forward to working together.",
    ],
  }),
  wish: (s) => ({
    subjectLine: s ? `Happy ${capitalise(occasion(s))}!` : "Warm wishes",
    body: [
      s ? `Wishing you and your loved ones a very happy ${occasion(s)}!` : "Wishing you and your loved ones the very best!",
      "May the season bring you joy, good health and success.",
      "Thank you for being part of our journey.",
    ],
  }),
  apologise: (s) => ({
    subjectLine: s ? `Our apologies for ${s}` : "Our apologies",
    body: [
      s ? `I'm sorry for ${s}.` : "I'm sorry for the trouble we caused.",
      "It fell short of the standard you rightly expect from us, and I understand the inconvenience it has caused.",
      "We're putting it right, and I'll keep you updated until it's resolved. Thank you for your patience.",
    ],
  }),
  "follow-up": (s) => ({
    subjectLine: s ? `Following up: ${headline(s)}` : "Following up",
    body: [
      s ? `I hope you're well. I'm following up on ${s}.` : "I hope you're well. I'm following up on our last conversation.",
      "Could you let me know where things stand, and whether you need anything from my side?",
      "Happy to get on a quick call if that's easier.",
    ],
  }),
  request: (s) => ({
    subjectLine: s ? `Request: ${headline(s)}` : "A request",
    body: [
      s ? `I'm writing to request ${s}.` : "I'm writing with a request.",
      "Could you share it at your earliest convenience? Do let me know if you need anything from my side.",
      "Thank you in advance.",
    ],
  }),
  remind: (s) => ({
    subjectLine: s ? `Reminder: ${headline(s.replace(/^to\s+/i, ""))}` : "A quick reminder",
    body: [
      s ? `A quick reminder ${/^to\s/i.test(s) ? s : `about ${s}`}.` : "A quick reminder.",
      /^to\s/i.test(s)
        ? "Thank you, and do reply if you have any questions."
        : "Please make sure it's in your calendar, and reply if you have any questions.",
    ],
  }),
  decline: (s) => ({
    subjectLine: s ? `Re: ${headline(s)}` : "Thank you",
    body: [
      s ? `Thank you for ${s}, and for thinking of us.` : "Thank you for thinking of us.",
      "We gave it careful thought and have decided not to go ahead at this time.",
      "This was not an easy decision, and I hope we find the right opportunity to work together in the future.",
    ],
  }),
  farewell: (s) => ({
    subjectLine: "Thank you, and all the best",
    body: [
      s
        ? `As you move on from ${s}, I want to thank you for everything you've brought to it.`
        : "As you move on to your next chapter, I want to thank you for everything you've brought to the team.",
      "Your work, your ideas and your good humour will be missed.",
      "Please stay in touch, and all the very best for what comes next.",
    ],
  }),
  announce: (s) => ({
    subjectLine: headline(s),
    body: [
      `I'm pleased to announce ${s}.`,
      "In the coming days I'll share the details: what changes, when, and what it means for each team.",
      "If you have questions, just reply to this email. I read every response.",
    ],
  }),
  share: (s) => ({
    subjectLine: headline(s),
    body: [
      `I'm writing to share ${/^(?:an?\s+)?update\b/i.test(s) ? s : `an update on ${s}`}, and I want you to have the full picture.`,
      "I'll share the details shortly, along with what it means for you.",
      "If you have questions or ideas, just reply to this email. I read every response.",
    ],
  }),
};

// Purposes said to the recipient, so "her promotion" in the request is "your promotion" in the email.
const DIRECTED = new Set<DraftPurpose>([
  "thank",
  "congratulate",
  "welcome",
  "invite",
  "remind",
  "apologise",
  "wish",
  "follow-up",
  "farewell",
]);

/** An email for a purpose: subject line, greeting for its recipient, short body and a sign-off for the sender's name. */
export function emailDraft({ purpose, recipient, subject }: DraftRequest): string {
  const { subjectLine, body } = EMAILS[purpose](DIRECTED.has(purpose) ? addressed(subject) : subject);
  return [`Subject: ${subjectLine}`, greeting(recipient, purpose), ...body, "Warm regards,"].join("\n\n");
}
