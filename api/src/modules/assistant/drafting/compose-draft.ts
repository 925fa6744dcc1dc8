import type { DraftPurpose, DraftRequest } from "./draft-request.ts";
import { addresseeName, greetingFor, hashtags, headline, isClause, toRecipient } from "./draft-words.ts";

/** The opening sentence of each purpose, for a topic that is a thing ("the launch") or a clause ("we ship Monday"). */
const OPENINGS: Record<DraftPurpose, (topic: string, clause: boolean) => string> = {
  thank: (t) => (t ? `Thank you for ${t}.` : "Thank you so much."),
  congratulate: (t) => (t ? `Congratulations on ${t}!` : "Congratulations!"),
  invite: (t) => (t ? `I'd like to invite you to ${t}.` : "I'd like to invite you to join us."),
  welcome: (t) => (t ? `A very warm welcome to ${t}.` : "A very warm welcome aboard."),
  wish: (t) => (t ? `Wishing you a very happy ${t.replace(/^(?:a\s+)?(?:happy\s+)?/i, "")}!` : "Wishing you all the very best!"),
  apologise: (t, c) => (t ? (c ? `I'm sorry that ${t}.` : `I'm sorry for ${t}.`) : "Please accept my apologies."),
  "follow-up": (t) => (t ? `I'm following up on ${t}.` : "I'm following up on our last conversation."),
  request: (t, c) =>
    t
      ? c
        ? `I wanted to ask whether ${t}.`
        : /^(?:to\s+)?[a-z]+\b/i.test(t) && !/^(?:the|a|an|your|our)\b/i.test(t)
          ? `Could you please ${t.replace(/^to\s+/i, "")}?`
          : `Could you please share ${t}?`
      : "I have a quick request.",
  remind: (t) => (t ? `A gentle reminder ${/^to\s/i.test(t) ? t : `about ${t}`}.` : "A gentle reminder."),
  decline: (t) => `Thank you for ${t || "thinking of us"}. After careful thought, we won't be able to take this forward right now.`,
  farewell: (t) =>
    t
      ? `As you move on from ${t}, thank you for everything you've brought to the team.`
      : "Thank you for everything, and all the best for what comes next.",
  announce: (t, c) => (c ? `I'm pleased to share that ${t}.` : `I'm pleased to announce ${t}.`),
  inform: (t, c) => (c ? `Just a quick note to let you know that ${t}.` : `A quick update on ${t}.`),
};

/** A second line where the purpose needs one, kept out of short drafts. */
const FOLLOW_ON: Partial<Record<DraftPurpose, string>> = {
  thank: "It made a real difference, and it has not gone unnoticed.",
  congratulate: "It is thoroughly deserved, and I'm looking forward to what comes next.",
  invite: "Please let me know if you can make it.",
  apologise: "We are putting it right, and I'll keep you updated.",
  "follow-up": "Could you share an update when you get a moment?",
  decline: "I hope we can find a way to work together in the future.",
  inform: "Happy to discuss if you have any questions.",
  announce: "More details will follow soon.",
  request: "Thank you in advance.",
};

/** Writes the draft asked for: only what the request said, in the form and tone it asked for, never its instructions. */
export function composeDraft(request: DraftRequest, sender?: string): string {
  const clause = isClause(request.topic);
  const topic = clause ? request.topic : toRecipient(request.topic);
  // What happened comes first, in the executive's words; the purpose's sentence follows.
  const told = request.context ? `${request.context.replace(/[.!]?$/, ".")} ` : "";
  const opening = `${told}${OPENINGS[request.purpose](topic, clause)}${saidToo(request.details)}`;
  const more = request.short ? "" : (FOLLOW_ON[request.purpose] ?? "");
  const greeting = greetingFor(request.to, request.form === "email" || request.tone === "formal" ? "formal" : "casual");
  const signOff = request.tone === "formal" || request.form === "email" ? "Warm regards," : "Thanks,";
  const name = sender ? `\n${sender}` : "";
  switch (request.form) {
    case "email":
      return [
        `Subject: ${headline(request.purpose, request.topic)}`,
        "",
        greeting,
        "",
        [opening, more].filter(Boolean).join(" "),
        "",
        `${signOff}${name}`,
      ].join("\n");
    case "whatsapp":
      return `${greeting} ${opening}${more && !request.short ? ` ${more}` : ""}`.trim();
    case "note":
      return [greeting, [opening, more].filter(Boolean).join(" "), sender ? `— ${sender}` : ""].filter(Boolean).join("\n");
    case "linkedin":
      return [post(request, clause), more, hashtags(request.topic)].filter(Boolean).join("\n\n");
    case "caption":
      return `${post(request, clause)} ${hashtags(request.topic)}`.trim();
    case "talking-points":
      return talkingPoints(request, topic);
  }
}

// A post speaks about people, not to them: "Congratulations to Dr. Rao on his retirement!".
const POST_OPENINGS: Partial<Record<DraftPurpose, (who: string, topic: string) => string>> = {
  thank: (who, t) => `A big thank you to ${who}${t ? ` for ${t}` : ""}.`,
  congratulate: (who, t) => `Congratulations to ${who}${t ? ` on ${t}` : ""}!`,
  welcome: (who, t) => `A very warm welcome to ${who}${t ? `, ${t}` : ""}.`,
  farewell: (who, t) => `Saying goodbye to ${who}${t ? `, ${t}` : ""}, with gratitude for everything.`,
};

function post(request: DraftRequest, clause: boolean): string {
  const who = request.to ? addresseeName(request.to) : "";
  const opening = who ? POST_OPENINGS[request.purpose] : undefined;
  const told = request.context ? `${request.context.replace(/[.!]?$/, request.context.endsWith("!") ? "!" : ".")} ` : "";
  return `${told}${opening ? opening(who, request.topic) : OPENINGS[request.purpose](request.topic, clause)}${saidToo(request.details)}`;
}

/** The details after the opening, each a sentence of its own: " We can do 7% for orders above 500 units." */
function saidToo(details: string[] | undefined): string {
  return (details ?? [])
    .map(
      (detail) =>
        ` ${toRecipient(detail)
          .replace(/^./, (c) => c.toUpperCase())
          .replace(/([^.!?])$/, "$1.")}`,
    )
    .join("");
}

/** Talking points: every part the executive named becomes a point of its own, then the asks and next steps. */
function talkingPoints(request: DraftRequest, topic: string): string {
  const parts = request.topic
    .replace(/^(?:for|on|about|regarding)\s+/i, "")
    .split(/\s*(?:,|;|\band\b|\baur\b|\bregarding\b|\babout\b|\bon\b|\bfocus\b|\bpe\b)\s*/i)
    .map((part) => part.trim())
    .filter((part) => part.length > 1);
  const points = [
    ...parts.map((part) => `${part.charAt(0).toUpperCase()}${part.slice(1)}: where we stand and what changes`),
    "What we need from the room: decisions and owners",
    "Next steps and timelines",
  ];
  return [`Talking points: ${topic.charAt(0).toUpperCase()}${topic.slice(1)}`, ...points.map((p) => `• ${p}`)].join("\n");
}
