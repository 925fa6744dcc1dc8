import { normalizeForModel } from "../src/modules/assistant/understanding/normalize.ts";
import type { Example } from "./example.ts";
import { fromPieces, toPieces } from "./generate/pieces.ts";

/** An example written the way live messages are before the model reads them, its spans kept. */
export function normalizeExample(example: Example): Example {
  return fromPieces(
    toPieces(example).map((piece) => ({ ...piece, text: normalizeForModel(piece.text) })),
    example,
  );
}
