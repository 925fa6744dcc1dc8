import type { Piece } from "./pieces.ts";

/** How people wrap and dirty a request: openers, closers, dictation fillers and typos. */
const OPENERS = [
  "Hi Ria, ",
  "Hey Ria ",
  "Ria, ",
  "Please ",
  "Pls ",
  "Kindly ",
  "Can you ",
  "Could you please ",
  "I need you to ",
  "Quick one - ",
  "Note for Ria: ",
  "okay so ",
  "so ",
  "um ",
  "Good morning Ria. ",
  "Hello, ",
  "Ria ji, ",
  "Urgent: ",
  "One more thing, ",
  "Also, ",
  "FYI - ",
  "yaar ",
  "acha sun, ",
  "Ria please ",
  "Important - ",
];
const CLOSERS = [" please", " thanks", " thank you", " pls", ", thanks Ria", " ji", " asap", "!", " na", " yaar", " ok?", " 🙏"];
const FILLERS = ["uh", "um", "like", "so", "you know", "actually", "basically", "okay", "hmm", "I mean"];

type Rand = () => number;

/** Adds an opener or closer to the plain text at the edges. */
export function wrap(pieces: Piece[], rand: Rand): Piece[] {
  const out = [...pieces];
  const pick = (list: string[]) => list[Math.floor(rand() * list.length)]!;
  if (rand() < 0.6) out.unshift({ text: pick(OPENERS) });
  else out.push({ text: pick(CLOSERS) });
  return out;
}

/** A dictated message: lower case, no punctuation, fillers between words, now and then a word said twice. */
export function voice(pieces: Piece[], rand: Rand): Piece[] {
  return pieces.map((piece) => {
    const words = piece.text
      .toLowerCase()
      .replace(/[.,!?;:"()]+(?=\s|$)/g, " ")
      .split(/(\s+)/);
    if (piece.slot) return { ...piece, text: words.join("") };
    const out = words.map((word) => {
      if (!/\w/.test(word)) return word;
      const r = rand();
      if (r < 0.08) return `${FILLERS[Math.floor(rand() * FILLERS.length)]} ${word}`;
      if (r < 0.11) return `${word} ${word}`;
      return word;
    });
    return { text: out.join("") };
  });
}

/** One typing slip in a longer plain word: two letters swapped, one dropped or one doubled. */
export function typo(pieces: Piece[], rand: Rand): Piece[] {
  const plain = pieces.map((p, i) => (p.slot ? -1 : i)).filter((i) => i >= 0 && /\w{4,}/.test(pieces[i]!.text));
  if (plain.length === 0) return pieces;
  const index = plain[Math.floor(rand() * plain.length)]!;
  const out = [...pieces];
  out[index] = {
    text: pieces[index]!.text.replace(/\b\w{4,}\b/, (word) => {
      const at = 1 + Math.floor(rand() * (word.length - 2));
      const r = rand();
      if (r < 0.4) return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
      if (r < 0.7) return word.slice(0, at) + word.slice(at + 1);
      return word.slice(0, at) + word[at] + word.slice(at);
    }),
  };
  return out;
}

/** Lower-cases everything and drops the final full stop, as most chat messages are typed. */
export function casual(pieces: Piece[]): Piece[] {
  return pieces.map((p, i) => ({ ...p, text: (i === pieces.length - 1 ? p.text.replace(/[.!]+\s*$/, "") : p.text).toLowerCase() }));
}
