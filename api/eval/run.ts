import fs from "node:fs";
import { parseArgs } from "node:util";
import { type EvalCase, isDevelopment, readCases } from "./cases.ts";
import { check } from "./checks.ts";
import { openHarness } from "./harness.ts";
import { contradictions } from "./truthful.ts";
import { scoreUnderstanding } from "./understanding-scores.ts";
import { type Tally, count, table } from "./tally.ts";

// `npm run eval -w api [-- --failures] [-- --hinglish-top <folder>] [-- --only <set>]`: end-to-end accuracy of Ria on the
// written cases (development and held-out), per category and style; the model's intent accuracy and slot exact match on
// labelled data; with --hinglish-top, the same on Hinglish-TOP's validation split, which is never trained on. `--only
// writer-n` measures one set alone (a new one on arrival, before anyone has read it), and nothing else; `--development`
// measures the development cases alone (while rules are written, held-out figures are not looked at).
const { values } = parseArgs({
  options: {
    failures: { type: "boolean" },
    "hinglish-top": { type: "string" },
    record: { type: "boolean" },
    only: { type: "string" },
    development: { type: "boolean" },
  },
});

export interface EvalResult {
  development: Tally;
  heldOut: Tally;
  failures: string[];
}

/** Runs every case end to end and tallies it by set, category and style. */
export async function evaluate(cases: EvalCase[]): Promise<EvalResult> {
  const harness = await openHarness();
  const development: Tally = new Map();
  const heldOut: Tally = new Map();
  const failures: string[] = [];
  try {
    for (const [index, c] of cases.entries()) {
      const run = await harness.run(c, index);
      const wrong = await check(harness.db.prisma, run, c.expect);
      const dev = isDevelopment(c);
      // Whatever was asked, an answer about the schedule must not contradict what is stored.
      if (run.outcome.answer) {
        const untrue = await contradictions(harness.db.prisma, run);
        count(dev ? development : heldOut, "schedule answers true to the stored data", untrue.length === 0);
        if (dev && untrue.length) failures.push(`[contradiction] ${c.text}\n    ${untrue.join("\n    ")}`);
      }
      // Per writer too: writer-c wrote after the engine and saw none of it, the truest unseen figure.
      const writer = `writer ${c.source.replace(/^.*\/|\..*$/g, "")}`;
      for (const key of ["all", `category ${c.category}`, `style ${c.style}`, writer])
        count(dev ? development : heldOut, key, wrong.length === 0);
      if (dev && wrong.length)
        failures.push(
          `[${c.category}/${c.style}] ${c.setup?.length ? `(${c.setup.join(" / ")}) ` : ""}${c.text}\n    ${wrong.join("\n    ")}`,
        );
    }
  } finally {
    await harness.close();
  }
  return { development, heldOut, failures };
}

if (import.meta.url === `file://${process.argv[1]}` && (values.only || values.development)) {
  const chosen = values.only ? (c: EvalCase) => c.source.startsWith(`${values.only}.`) : isDevelopment;
  const result = await evaluate(readCases().filter(chosen));
  console.log(table(["development", result.development], ["held-out", result.heldOut]));
  if (values.failures) console.log(`\nDevelopment failures (${result.failures.length}):\n${result.failures.join("\n")}`);
} else if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await evaluate(readCases());
  console.log("End to end (the action taken, its title and IST time; the answer's stored items; the question asked):");
  console.log(table(["development", result.development], ["held-out", result.heldOut]));
  const understanding = await scoreUnderstanding(values["hinglish-top"]);
  console.log(`\n${understanding.report}`);
  if (values.record) {
    const floors = (tally: Tally) =>
      Object.fromEntries([...tally].map(([key, [right, total]]) => [key, Math.round((1000 * right) / total) / 10]));
    fs.writeFileSync(
      new URL("recorded.json", import.meta.url),
      `${JSON.stringify({ development: floors(result.development), heldOut: floors(result.heldOut) }, null, 2)}\n`,
    );
    console.log("\nRecorded these figures in eval/recorded.json: the test gate fails below them.");
  }
  if (values.failures) console.log(`\nDevelopment failures (${result.failures.length}):\n${result.failures.join("\n")}`);
  else console.log(`\nA sample of development failures (all with --failures):\n${result.failures.slice(0, 8).join("\n")}`);
}
