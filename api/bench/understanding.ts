import { readCases } from "../eval/cases.ts";
import { sharedModel, understand } from "../src/modules/assistant/understanding/understand.ts";
import { type Summary, summarize } from "./stats.ts";

/** The understanding target of the performance issue: one message read in at most 15 ms at the 95th percentile, on one core. */
export const UNDERSTANDING_P95_MS_AT_MOST = 15;

/**
 * Times the learned model alone (ONNX, one thread) and the whole reading of a message (model, span repair, time
 * resolution, request), over every evaluation message, after a warm-up; the model is the baseline of the whole.
 */
export async function measureUnderstanding(rounds: number): Promise<{ model: Summary; whole: Summary; messages: number }> {
  const texts = readCases().flatMap((c) => [...(c.setup ?? []), c.text]);
  const model = await sharedModel();
  const now = new Date("2026-11-24T10:00:00+05:30");
  for (const text of texts.slice(0, 50)) await understand(text, now);
  const modelTimes: number[] = [];
  const wholeTimes: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const text of texts) {
      let started = performance.now();
      await model.predict(text);
      modelTimes.push(performance.now() - started);
      started = performance.now();
      await understand(text, now);
      wholeTimes.push(performance.now() - started);
    }
  }
  return { model: summarize(modelTimes), whole: summarize(wholeTimes), messages: texts.length };
}

/** The understanding lines of the report. */
export function understandingTable(result: { model: Summary; whole: Summary }): string {
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  const met = result.whole.p95 <= UNDERSTANDING_P95_MS_AT_MOST ? "met" : "NOT met";
  return [
    `   model alone:        p50 ${ms(result.model.p50)}, p95 ${ms(result.model.p95)} (${result.model.count} reads)`,
    `   whole understanding: p50 ${ms(result.whole.p50)}, p95 ${ms(result.whole.p95)}; ` +
      `${(result.whole.p95 / result.model.p95).toFixed(2)}x the model alone ` +
      `(target p95 <= ${UNDERSTANDING_P95_MS_AT_MOST} ms: ${met})`,
  ].join("\n");
}
