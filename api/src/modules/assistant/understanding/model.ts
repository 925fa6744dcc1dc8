import fs from "node:fs";
import { fileURLToPath } from "node:url";
import * as ort from "onnxruntime-node";
import type { IntentName, SlotName } from "./labels.ts";
import { type Token, tokenize, wordKey } from "./tokens.ts";

/** A slot the model marked: its label, the words as written, and how sure the model was of its weakest token. */
export interface SlotValue {
  slot: SlotName;
  text: string;
  start: number;
  end: number;
  confidence: number;
}

/** What the model read in a message: the intent (with its probability and the runner-up) and the slots. */
export interface Prediction {
  intent: IntentName;
  confidence: number;
  runnerUp: { intent: IntentName; confidence: number };
  tokens: Token[];
  slots: SlotValue[];
}

interface Vocabulary {
  words: string[];
  chars: string[];
  tags: string[];
  intents: IntentName[];
  maxChars: number;
}

const MODEL_DIR = fileURLToPath(new URL("./model/", import.meta.url));
const UNK = 1n;

/** The trained intent classifier and slot tagger (ONNX, run on one CPU thread). */
export interface UnderstandingModel {
  predict(text: string): Promise<Prediction>;
}

/** Loads the committed model; `dir` points elsewhere (a freshly trained one, in the training script). */
export async function loadModel(dir = MODEL_DIR): Promise<UnderstandingModel> {
  const vocab = JSON.parse(fs.readFileSync(`${dir}/vocab.json`, "utf8")) as Vocabulary;
  const session = await ort.InferenceSession.create(`${dir}/ria-nlu.onnx`, {
    intraOpNumThreads: 1,
    interOpNumThreads: 1,
    graphOptimizationLevel: "all",
  });
  const wordIndex = new Map(vocab.words.map((word, i) => [word, BigInt(i)]));
  const charIndex = new Map(vocab.chars.map((char, i) => [char, BigInt(i)]));

  return {
    async predict(text) {
      const tokens = tokenize(text);
      if (tokens.length === 0) throw new RangeError("predict() needs at least one token");
      const words = BigInt64Array.from(tokens, (token) => wordIndex.get(wordKey(token.text)) ?? UNK);
      const chars = new BigInt64Array(tokens.length * vocab.maxChars);
      tokens.forEach((token, i) =>
        [...token.text].slice(0, vocab.maxChars).forEach((char, k) => (chars[i * vocab.maxChars + k] = charIndex.get(char) ?? UNK)),
      );
      const output = await session.run({
        words: new ort.Tensor("int64", words, [1, tokens.length]),
        chars: new ort.Tensor("int64", chars, [1, tokens.length, vocab.maxChars]),
      });
      const intents = output.intent!.data as Float32Array;
      const ranked = [...intents].map((p, i) => [p, i] as const).sort((a, b) => b[0] - a[0]);
      return {
        intent: vocab.intents[ranked[0]![1]]!,
        confidence: ranked[0]![0],
        runnerUp: { intent: vocab.intents[ranked[1]![1]]!, confidence: ranked[1]![0] },
        tokens,
        slots: decodeSlots(text, tokens, output.tags!.data as Float32Array, vocab.tags),
      };
    },
  };
}

/** Reads BIO tags into spans; an I- tag that does not continue its slot starts a new span rather than being lost. */
function decodeSlots(text: string, tokens: Token[], probabilities: Float32Array, tags: string[]): SlotValue[] {
  const slots: SlotValue[] = [];
  let open: SlotValue | null = null;
  tokens.forEach((token, i) => {
    let best = 0;
    for (let t = 1; t < tags.length; t++) if (probabilities[i * tags.length + t]! > probabilities[i * tags.length + best]!) best = t;
    const tag = tags[best]!;
    const confidence = probabilities[i * tags.length + best]!;
    if (tag === "O") {
      open = null;
      return;
    }
    const slot = tag.slice(2) as SlotName;
    if (tag.startsWith("I-") && open?.slot === slot) {
      open.end = token.end;
      open.text = text.slice(open.start, open.end);
      open.confidence = Math.min(open.confidence, confidence);
      return;
    }
    open = { slot, text: token.text, start: token.start, end: token.end, confidence };
    slots.push(open);
  });
  return slots;
}
