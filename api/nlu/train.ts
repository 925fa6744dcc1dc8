import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { INTENTS, TAGS } from "../src/modules/assistant/understanding/labels.ts";
import { loadModel } from "../src/modules/assistant/understanding/model.ts";
import { buildDataset, writeJsonl } from "./build-dataset.ts";
import { PHRASINGS_DIR, developmentPhrasings } from "./dev-phrasings.ts";
import { scoreModel } from "./score-model.ts";

// `npm run train -w api -- --hinglish-top <folder with train.tsv>`: builds the data, trains on the CPU (PyTorch),
// writes the ONNX model, its vocabulary and its card (data sources, command, time, size, scores) next to the runtime.
const { values } = parseArgs({
  options: {
    "hinglish-top": { type: "string" },
    minutes: { type: "string", default: "14" },
    seed: { type: "string", default: "7" },
    python: { type: "string", default: process.env.PYTHON ?? (fs.existsSync("/usr/bin/python3") ? "/usr/bin/python3" : "python3") },
  },
});
if (!values["hinglish-top"]) throw new Error("--hinglish-top <folder> is required: the Hinglish-TOP splits (train.tsv) to train on");

const here = path.dirname(new URL(import.meta.url).pathname);
const modelDir = path.join(here, "../src/modules/assistant/understanding/model");
const work = fs.mkdtempSync(path.join(os.tmpdir(), "ria-nlu-"));
const started = Date.now();

const dataset = buildDataset({ hinglishTopDir: values["hinglish-top"], phrasingsDir: PHRASINGS_DIR, seed: Number(values.seed) });
writeJsonl(path.join(work, "train.jsonl"), dataset.train);
writeJsonl(path.join(work, "dev.jsonl"), dataset.dev);
fs.writeFileSync(path.join(work, "labels.json"), JSON.stringify({ tags: TAGS, intents: INTENTS }));
console.log(`data: ${dataset.train.length} training and ${dataset.dev.length} development examples in ${work}`);

const trained = spawnSync(
  values.python,
  [
    path.join(here, "train.py"),
    "--train",
    `${work}/train.jsonl`,
    "--dev",
    `${work}/dev.jsonl`,
    "--out",
    work,
    "--minutes",
    values.minutes,
    "--seed",
    values.seed,
  ],
  { stdio: "inherit", env: { ...process.env, OMP_NUM_THREADS: "1", OPENBLAS_NUM_THREADS: "1" } },
);
if (trained.status !== 0)
  throw new Error(`training failed (exit ${trained.status}); PyTorch and onnx are needed: apt-get install python3-torch python3-onnx`);

fs.mkdirSync(modelDir, { recursive: true });
for (const file of ["ria-nlu.onnx", "vocab.json"]) fs.copyFileSync(path.join(work, file), path.join(modelDir, file));
const onnx = fs.readFileSync(path.join(modelDir, "ria-nlu.onnx"));
const scores = await scoreModel(await loadModel(modelDir), developmentPhrasings());
const card = {
  model: "ria-nlu.onnx",
  architecture:
    "word and character-CNN embeddings, five residual dilated convolutions, " +
    "a BIO slot head per token and an intent head over pooled states",
  command: "npm run train -w api -- --hinglish-top <folder>",
  seed: Number(values.seed),
  trainingSeconds: Math.round((Date.now() - started) / 1000),
  sizeBytes: onnx.length,
  sha256: createHash("sha256").update(onnx).digest("hex"),
  sources: {
    "Hinglish-TOP":
      "train split, English and Hinglish sides (google-research-datasets/Hinglish-TOP-Dataset, Apache-2.0); " +
      "its validation and test splits are never trained on",
    "labelled phrasings": "api/nlu/data/phrasings/*.tsv, written for Ria; a tenth, chosen by a hash of the text, kept back for development",
    generated:
      "api/nlu/generate: variants of every training example (slot values from lexicons, wrappers, dictation fillers, typos) " +
      "and bare answers",
  },
  data: dataset.record,
  scores: { "development phrasings": scores },
};
fs.writeFileSync(path.join(modelDir, "model-card.json"), `${JSON.stringify(card, null, 2)}\n`);
console.log(JSON.stringify(card, null, 2));
