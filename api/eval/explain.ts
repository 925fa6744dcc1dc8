import { sharedModel, understand } from "../src/modules/assistant/understanding/understand.ts";
import { EVAL_NOW } from "./cases.ts";
import { istStamp } from "./checks.ts";

// `npx tsx eval/explain.ts "message" ...`: what the model reads in each message and the request it becomes, at the eval clock.
const model = await sharedModel();
for (const text of process.argv.slice(2)) {
  const p = await model.predict(text);
  const { request, reading } = await understand(text, EVAL_NOW);
  console.log(`${text}\n  ${p.intent} ${p.confidence.toFixed(2)} (then ${p.runnerUp.intent} ${p.runnerUp.confidence.toFixed(2)})`);
  for (const s of p.slots) console.log(`  [${s.slot} ${s.text}] ${s.confidence.toFixed(2)}`);
  console.log(`  read as ${reading.slots.map((s) => `[${s.slot} ${s.text}]`).join(" ")}`);
  console.log(
    `  -> ${JSON.stringify(request, (k, v) => (typeof v === "string" && /^\d{4}-\d\d-\d\dT/.test(v) ? istStamp(new Date(v)) : v))}`,
  );
}
