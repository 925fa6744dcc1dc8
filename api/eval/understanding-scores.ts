import fs from "node:fs";
import path from "node:path";
import { INTENTS } from "../src/modules/assistant/understanding/labels.ts";
import { sharedModel } from "../src/modules/assistant/understanding/understand.ts";
import { developmentPhrasings } from "../nlu/dev-phrasings.ts";
import type { Example } from "../nlu/example.ts";
import { readHinglishTop } from "../nlu/hinglish-top.ts";
import { trimSpans } from "../nlu/trim.ts";
import { hinglishTopReminders } from "./hinglish-top-reminders.ts";

const key = (spans: Example["spans"]) =>
  spans
    .map((s) => `${s.slot}:${s.start}-${s.end}`)
    .sort()
    .join(",");

/** Intent accuracy, slot exact match and the intent confusions of the model on labelled examples. */
async function modelScores(examples: Example[]) {
  const model = await sharedModel();
  const confusion = new Map<string, number>();
  let intents = 0;
  let slots = 0;
  for (const example of examples) {
    const p = await model.predict(example.text);
    if (p.intent === example.intent) intents++;
    else confusion.set(`${example.intent} -> ${p.intent}`, (confusion.get(`${example.intent} -> ${p.intent}`) ?? 0) + 1);
    if (key(p.slots) === key(example.spans)) slots++;
  }
  const share = (n: number) => `${((100 * n) / examples.length).toFixed(1)}%`;
  return { line: `intent ${share(intents)}, slots exact ${share(slots)} of ${examples.length}`, confusion };
}

/** The model-level report: labelled development phrasings, and Hinglish-TOP validation when its folder is given. */
export async function scoreUnderstanding(hinglishTopDir?: string): Promise<{ report: string }> {
  const lines = ["Understanding model (intent accuracy, whole-message slot exact match):"];
  const dev = await modelScores(developmentPhrasings());
  lines.push(`  development phrasings: ${dev.line}`);
  let confusion = dev.confusion;
  if (hinglishTopDir) {
    const rows = readHinglishTop(fs.readFileSync(path.join(hinglishTopDir, "validation.tsv"), "utf8"), "validation");
    for (const side of ["hinglish", "english"] as const) {
      const examples = rows
        .map((row) => row[side])
        .filter((e): e is Example => e !== null)
        .map(trimSpans);
      const scores = await modelScores(examples);
      lines.push(`  Hinglish-TOP validation, ${side}: ${scores.line}`);
      if (side === "hinglish") confusion = new Map([...confusion, ...scores.confusion]);
    }
    lines.push(...(await hinglishTopReminders(rows)));
  }
  const top = [...confusion.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12);
  lines.push(
    `Most frequent intent confusions (of ${INTENTS.length} intents):`,
    ...top.map(([pair, n]) => `  ${String(n).padStart(4)}  ${pair}`),
  );
  return { report: lines.join("\n") };
}
