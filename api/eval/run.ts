import { DEV } from "./dev.cases.ts";
import { HELD_OUT } from "./heldout.cases.ts";
import { score } from "./score.ts";

// `npm run eval -w api` prints accuracy per style and per category for both sets; `-- --failures` lists the development set's failures.
// The held-out set is reported only in aggregate, so it is never tuned against.
const pct = (right: number, total: number) => `${((100 * right) / total).toFixed(1)}% (${right}/${total})`;

const dev = score(DEV);
const held = score(HELD_OUT);
console.log("style        development        held-out");
for (const style of ["english", "indian", "hinglish", "voice", "typos"]) {
  const d = dev.byStyle.get(style) ?? [0, 0];
  const h = held.byStyle.get(style) ?? [0, 0];
  console.log(`${style.padEnd(12)} ${pct(d[0], d[1]).padEnd(18)} ${pct(h[0], h[1])}`);
}
console.log("\ncategory     development        held-out");
for (const category of ["scheduling", "titles", "lists", "questions", "content", "drafts", "clarify", "chat"]) {
  const d = dev.byCategory.get(category) ?? [0, 0];
  const h = held.byCategory.get(category) ?? [0, 0];
  console.log(`${category.padEnd(12)} ${pct(d[0], d[1]).padEnd(18)} ${pct(h[0], h[1])}`);
}
console.log(`${"all".padEnd(12)} ${pct(dev.right, dev.total).padEnd(18)} ${pct(held.right, held.total)}`);
const overall = pct(dev.right + held.right, dev.total + held.total);
const hinglish = held.byStyle.get("hinglish") ?? [0, 1];
const met = held.right / held.total >= 0.95 && hinglish[0] / hinglish[1] >= 0.9;
console.log(`overall ${overall}; goal (held-out >= 95%, held-out Hinglish >= 90%): ${met ? "met" : "not met"}`);
if (process.argv.includes("--failures")) console.log(`\nDevelopment failures:\n${dev.failures.join("\n")}`);
