import type { Example } from "./example.ts";
import type { UnderstandingModel } from "../src/modules/assistant/understanding/model.ts";

/** How well the model reads a set of labelled examples: intent accuracy and whole-message slot exact match. */
export interface ModelScores {
  examples: number;
  intentAccuracy: number;
  slotExactMatch: number;
}

const key = (slots: Array<{ slot: string; start: number; end: number }>) =>
  slots
    .map((s) => `${s.slot}:${s.start}-${s.end}`)
    .sort()
    .join(",");

/** Scores the model on examples; both figures are rounded to four places, as the model card records them. */
export async function scoreModel(model: UnderstandingModel, examples: Example[]): Promise<ModelScores> {
  let intents = 0;
  let slots = 0;
  for (const example of examples) {
    const prediction = await model.predict(example.text);
    if (prediction.intent === example.intent) intents++;
    if (key(prediction.slots) === key(example.spans)) slots++;
  }
  const round = (n: number) => Math.round((n / examples.length) * 10_000) / 10_000;
  return { examples: examples.length, intentAccuracy: round(intents), slotExactMatch: round(slots) };
}
