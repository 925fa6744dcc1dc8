import fs from "node:fs";
import path from "node:path";
import { wordKey } from "../src/modules/assistant/understanding/tokens.ts";
import { type Example, toTagged } from "./example.ts";
import { isDevPhrasing, readPhrasings } from "./dev-phrasings.ts";
import { fragments } from "./generate/fragments.ts";
import { seeded, variant } from "./generate/augment.ts";
import { readHinglishTop } from "./hinglish-top.ts";
import { normalizeExample } from "./normalize-example.ts";
import { trimSpans } from "./trim.ts";

/** Where the data comes from; the Hinglish-TOP folder is passed in, never assumed. */
export interface DatasetSources {
  hinglishTopDir: string;
  phrasingsDir: string;
  seed: number;
}

/** The training and development sets, and a record of how many examples each source gave. */
export interface Dataset {
  train: Example[];
  dev: Example[];
  record: Record<string, number>;
}

/**
 * Builds the data the model is trained on: our labelled phrasings (a tenth kept back for development), the
 * Hinglish-TOP train split on both its English and Hinglish side, generated variants of every training example
 * (new slot values, wrappers, dictation fillers, typos) and generated bare answers. Hinglish-TOP's validation split is
 * not used here: it is a measurement set.
 */
export function buildDataset(sources: DatasetSources): Dataset {
  const rand = seeded(sources.seed);
  const phrasings = readPhrasings(sources.phrasingsDir);
  const top = readHinglishTop(fs.readFileSync(path.join(sources.hinglishTopDir, "train.tsv"), "utf8"), "train")
    .flatMap((row) => [row.english, row.hinglish])
    .filter((example): example is Example => example !== null)
    .map(trimSpans);
  const ownTrain = phrasings.filter((example) => !isDevPhrasing(example.text));
  const dev = phrasings.filter((example) => isDevPhrasing(example.text));
  const devVariants = dev.flatMap((example, i) => [variant(example, rand, `dev${i}`)]);
  const generated = [
    ...ownTrain.flatMap((example, i) => Array.from({ length: 6 }, (_, k) => variant(example, rand, `${i}.${k}`))),
    ...top
      .filter((example) => example.intent !== "out_of_scope")
      .flatMap((example, i) => Array.from({ length: 3 }, (_, k) => variant(example, rand, `top${i}.${k}`))),
  ];
  const bare = fragments(rand, 1500);
  const train = [...ownTrain, ...top, ...generated, ...bare].map(normalizeExample);
  return {
    train,
    dev: [...dev, ...devVariants].map(normalizeExample),
    record: {
      "labelled phrasings (training)": ownTrain.length,
      "labelled phrasings (development)": dev.length,
      "Hinglish-TOP train split, English and Hinglish sides": top.length,
      "generated variants": generated.length,
      "generated bare answers": bare.length,
    },
  };
}

/** Writes examples as the JSON Lines train.py reads: tokens, their vocabulary keys, BIO tags and the intent. */
export function writeJsonl(file: string, examples: Example[]): void {
  const lines = examples.map((example) => {
    const { tokens, tags } = toTagged(example);
    return JSON.stringify({ tokens, keys: tokens.map(wordKey), tags, intent: example.intent });
  });
  fs.writeFileSync(file, `${lines.filter((line) => !line.includes('"tokens":[]')).join("\n")}\n`);
}
