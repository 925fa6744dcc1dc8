import type { IntentName, SlotName } from "../../src/modules/assistant/understanding/labels.ts";
import type { Example } from "../example.ts";
import { PLACES, person } from "./lexicon-people.ts";
import { FORMS, ITEMS, LISTS, MEETING_SUBJECTS, REFS, TASKS_EN, TASKS_HI, TONES } from "./lexicon-things.ts";
import { DURATIONS, RECURRENCES, SHIFTS, TIMES_EN, TIMES_HI, TIMES_VOICE } from "./lexicon-time.ts";
import { casual, typo, voice, wrap } from "./noise.ts";
import { type Piece, fromPieces, toPieces } from "./pieces.ts";

type Rand = () => number;

/** A small seeded generator (mulberry32), so the same seed gives the same data set. */
export function seeded(seed: number): Rand {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HINGLISH =
  /\b(?:ko|ke|ki|ka|hai|hain|mujhe|muje|kal|baje|karo|kar|karna|karni|dena|do|dilana|dilaye|yaad|mein|aur|se|wala|wali|kya|mere|meri)\b/i;
const CHATTY: IntentName[] = ["chat.greet", "chat.thanks", "chat.bye", "chat.ack", "chat.how", "help", "health", "fragment"];

/** A new value for a slot, or null to keep the one written: tasks are only swapped where any task fits. */
function valueFor(slot: SlotName, intent: IntentName, hinglish: boolean, rand: Rand): string | null {
  const pick = (list: string[]) => list[Math.floor(rand() * list.length)]!;
  const fill = (text: string) => text.replace("{p}", () => person(rand));
  switch (slot) {
    case "TIME":
      return pick(hinglish && rand() < 0.6 ? TIMES_HI : rand() < 0.15 ? TIMES_VOICE : TIMES_EN);
    case "RECUR":
      return pick(RECURRENCES);
    case "DURATION":
      return pick(DURATIONS);
    case "SHIFT":
      return pick(SHIFTS);
    case "PERSON":
      return person(rand);
    case "PLACE":
      return pick(PLACES);
    case "ITEM":
      return pick(ITEMS);
    case "LIST":
      return pick(LISTS);
    case "TONE":
      return pick(TONES);
    case "REF":
      return fill(pick(REFS));
    case "FORM":
      return intent === "draft.write" ? pick(FORMS) : null;
    case "TASK":
      if (intent === "reminder.create") return fill(pick(hinglish && rand() < 0.6 ? TASKS_HI : TASKS_EN));
      if (intent === "meeting.create") return pick(MEETING_SUBJECTS);
      return null;
  }
}

/** One variant of an example: some slots given new values, then the wrapping and noise of real messages. */
export function variant(example: Example, rand: Rand, tag: string): Example {
  const hinglish = HINGLISH.test(example.text);
  let pieces: Piece[] = toPieces(example).map((piece) => {
    if (!piece.slot || rand() > 0.7) return piece;
    return { ...piece, text: valueFor(piece.slot, example.intent, hinglish, rand) ?? piece.text };
  });
  const chatty = CHATTY.includes(example.intent);
  if (!chatty && rand() < 0.2) pieces = wrap(pieces, rand);
  const style = rand();
  if (style < 0.15) pieces = voice(pieces, rand);
  else if (style < 0.5) pieces = casual(pieces);
  if (rand() < 0.12) pieces = typo(pieces, rand);
  return fromPieces(pieces, { intent: example.intent, source: `${example.source}~${tag}` });
}
