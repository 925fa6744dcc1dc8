/** Words per streamed delta and the pause between deltas: the reply visibly types itself out. */
export const WORDS_PER_DELTA = 3;
export const DELTA_INTERVAL_MS = 12;
/**
 * A long reply streams in at most this many deltas (more words each), so it is whole within about 100 ms however
 * long it is: at three words a delta, a drafted post of 160 words took 56 pauses, 0.7 s, before its reply was stored.
 */
export const MAX_DELTAS = 8;

/** Splits a reply into deltas of a few words each (at most MAX_DELTAS of them), keeping spaces and line breaks. */
export function splitIntoDeltas(text: string, wordsPerDelta = WORDS_PER_DELTA): string[] {
  const tokens = text.match(/\S+\s*/g) ?? [];
  const size = Math.max(wordsPerDelta, Math.ceil(tokens.length / MAX_DELTAS));
  const deltas: string[] = [];
  for (let index = 0; index < tokens.length; index += size) deltas.push(tokens.slice(index, index + size).join(""));
  const leading = text.match(/^\s+/)?.[0];
  if (leading && deltas.length) deltas[0] = leading + deltas[0];
  return deltas.length ? deltas : [text];
}
