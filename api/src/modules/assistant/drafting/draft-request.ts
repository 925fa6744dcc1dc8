/** The kinds of text Ria drafts. */
export type DraftForm = "email" | "whatsapp" | "linkedin" | "talking-points" | "caption" | "note";

/** Why a draft is written; each has its own opening, and none is written as an instruction. */
export type DraftPurpose =
  | "thank"
  | "congratulate"
  | "invite"
  | "welcome"
  | "wish"
  | "apologise"
  | "follow-up"
  | "request"
  | "remind"
  | "decline"
  | "farewell"
  | "announce"
  | "inform";

/** A draft asked for: what kind, to whom, about what, why, and how it should sound. */
export interface DraftRequest {
  form: DraftForm;
  /** Who it is addressed to, as the greeting should name them: "Mr. Khanna", "the team". */
  to?: string;
  /** What it says or is about, in the executive's words, without the instructions around it. */
  topic: string;
  /** What happened, as the executive told it before asking ("The shipment is stuck at the port."). */
  context?: string;
  /** More it should say, each in the executive's words ("We can do 7% for orders above 500 units"). */
  details?: string[];
  purpose: DraftPurpose;
  tone: "formal" | "warm" | "firm" | "casual" | "neutral";
  short: boolean;
}

const FORMS: Array<[RegExp, DraftForm]> = [
  [/talking\s*points|pointers|key\s+points|bullet/i, "talking-points"],
  [/caption|insta(?:gram)?/i, "caption"],
  [/linked\s*in|post|tweet|twitter|x\s+post/i, "linkedin"],
  // A channel named outright wins over "reply" or "message": "reply to Farida's email" is an email.
  [/whats\s*app|\bwa\b|\bsms\b/i, "whatsapp"],
  [/e-?mail|\bmail\b/i, "email"],
  [/\bnote\b|memo|card|notice|minutes/i, "note"],
  [/message|reply|text|msg/i, "whatsapp"],
];

const PURPOSES: Array<[DraftPurpose, RegExp]> = [
  ["thank", /\b(?:thank\w*|appreciat\w*|gratitude|shukriya|dhanyavaad)\b/i],
  ["congratulate", /\b(?:congrat\w*|badhai|mubarak)\b/i],
  ["invite", /\b(?:invit\w*|bula\w*)\b/i],
  ["welcome", /\bwelcom\w*\b/i],
  ["apologise", /\b(?:apologi\w*|sorry|maafi)\b/i],
  ["decline", /\b(?:declin\w*|turn\w*\s+down|reject\w*|say(?:ing)?\s+no|mana\s+kar\w*)\b/i],
  ["follow-up", /\b(?:follow(?:ing)?[\s-]*up|checking\s+in|chase|nudge)\b/i],
  ["remind", /\bremind\w*\b/i],
  ["request", /\b(?:request\w*|asking\s+(?:for|them|him|her)|ask\s+(?:for|them|him|her)|seek\w*)\b/i],
  ["farewell", /\b(?:farewell|goodbye|send-?off)\b/i],
  ["wish", /\b(?:wish\w*|greetings|diwali|holi|eid|christmas|new\s+year|birthday|anniversary)\b/i],
  ["announce", /\b(?:announc\w*|launch\w*|introduc\w*|unveil\w*)\b/i],
];

/** Which form a FORM phrase names ("WhatsApp reply", "LinkedIn post"); email when none is named. */
export function formOf(text: string | undefined): DraftForm {
  return FORMS.find(([pattern]) => text && pattern.test(text))?.[1] ?? "email";
}

/** Why the draft is written, from the words around its topic; "inform" when it only passes something on. */
export function purposeOf(message: string): DraftPurpose {
  return PURPOSES.find(([, pattern]) => pattern.test(message))?.[0] ?? "inform";
}

/** How it should sound, from the tone words (and whether it should be short). */
export function toneOf(text: string | undefined): Pick<DraftRequest, "tone" | "short"> {
  const t = text ?? "";
  const tone = /formal|professional|polite|respectful|proper/i.test(t)
    ? "formal"
    : /firm|strict|assertive|stern/i.test(t)
      ? "firm"
      : /warm|friendly|heartfelt|kind|grateful/i.test(t)
        ? "warm"
        : /casual|informal|light|chill|fun/i.test(t)
          ? "casual"
          : "neutral";
  return {
    tone,
    short: /short|brief|crisp|concise|chhot|quick|one\s+line|two\s+lines|few\s+lines|\b[1-3]\s+lines|under\s+\d+\s+words/i.test(t),
  };
}
