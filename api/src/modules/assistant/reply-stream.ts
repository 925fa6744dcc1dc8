/** Words per streamed delta and the pause between deltas: the reply visibly types itself out. */
export const WORDS_PER_DELTA = 3;
export const DELTA_INTERVAL_MS = 12;

/** Splits a reply into deltas of a few words each, keeping spaces and line breaks. */
export function splitIntoDeltas(text: string, wordsPerDelta = WORDS_PER_DELTA): string[] {
  const tokens = text.match(/\S+\s*/g) ?? [];
  const deltas: string[] = [];
  for (let index = 0; index < tokens.length; index += wordsPerDelta) deltas.push(tokens.slice(index, index + wordsPerDelta).join(""));
  const leading = text.match(/^\s+/)?.[0];
  if (leading && deltas.length) deltas[0] = leading + deltas[0];
  return deltas.length ? deltas : [text];
}
