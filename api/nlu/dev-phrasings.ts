import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { type Example, parsePhrasings } from "./example.ts";
import { normalizeExample } from "./normalize-example.ts";
import { trimSpans } from "./trim.ts";

/** The labelled phrasings written for Ria, api/nlu/data/phrasings/*.tsv. */
export const PHRASINGS_DIR = path.join(path.dirname(new URL(import.meta.url).pathname), "data/phrasings");

/** Whether a phrasing belongs to the development share (a tenth, by a hash of its text, so the split never moves). */
export function isDevPhrasing(text: string): boolean {
  return createHash("sha256").update(text.toLowerCase()).digest()[0]! < 26;
}

/** Every labelled phrasing in a folder, with the joining words at span edges trimmed. */
export function readPhrasings(dir = PHRASINGS_DIR): Example[] {
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".tsv"))
    .sort()
    .flatMap((file) => parsePhrasings(fs.readFileSync(path.join(dir, file), "utf8"), `phrasings/${file}`))
    .map(trimSpans)
    .map(normalizeExample);
}

/** The development share of the labelled phrasings (never trained on), as the model card scores it. */
export function developmentPhrasings(): Example[] {
  return readPhrasings().filter((example) => isDevPhrasing(example.text));
}
