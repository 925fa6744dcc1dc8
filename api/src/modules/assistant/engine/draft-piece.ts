import { ANY_PURPOSE_CUE } from "./draft-purpose-cues.ts";
import { anyWord } from "./pattern.ts";
import { tidyPhrase } from "./title.ts";

/** The kind of piece a draft request asks for: "a post", "an email", "Diwali wishes". */
export const PIECE = anyWord(
  [
    "posts?",
    "captions?",
    "tweets?",
    "threads?",
    "emails?",
    "e-mails?",
    "mails?",
    "newsletters?",
    "messages?",
    "notes?",
    "letters?",
    "announcements?",
    "updates?",
    "invitations?",
    "invites?",
    "wishes",
  ],
  "i",
);

/** A second piece word right after the first ("Holi wishes email"), which adds nothing. */
export const PIECE_AGAIN = /^(?:e-?mail|mail|post|message|note|letter|caption)\b\s*/i;

// What the words before the piece may hold besides a subject: the verb, the platform, a tone.
const FRAME = anyWord(
  [
    ANY_PURPOSE_CUE,
    "draft",
    "write",
    "compose",
    "create",
    "prepare",
    "pen",
    "craft",
    "make",
    "send",
    String.raw`give\s+me`,
    "me",
    "a",
    "an",
    "the",
    "some",
    "one",
    "quick",
    "short",
    "brief",
    "formal",
    "warm",
    "nice",
    "small",
    "personal",
    String.raw`linked\s?in`,
    "instagram",
    "insta",
    "twitter",
    "x",
    "facebook",
    "whatsapp",
    "e-?mail",
  ],
  "gi",
);

/** "Write Diwali wishes", "Draft a Diwali post": the subject named before the piece. */
export function leadingSubject(before: string): string {
  return tidyPhrase(before.replace(FRAME, " "));
}
