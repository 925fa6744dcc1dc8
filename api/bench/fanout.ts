import { pinSelfToClientCore } from "./cpu.ts";
import { runFanoutSection } from "./fanout-section.ts";

/** `npx tsx bench/fanout.ts [--quick]`: only the subscription fan-out section of `npm run bench`. */
const quick = process.argv.includes("--quick");
const pinning = pinSelfToClientCore();
console.log(`Subscription fan-out; ${pinning.note}`);
const results = await runFanoutSection(pinning, quick);
process.exit(Object.values(results).some((result) => "error" in result) ? 1 : 0);
