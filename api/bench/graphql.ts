import { pinSelfToClientCore } from "./cpu.ts";
import { runGraphqlSection } from "./graphql-section.ts";

/** `npx tsx bench/graphql.ts [--quick]`: only the GraphQL throughput section of `npm run bench`. */
const quick = process.argv.includes("--quick");
const pinning = pinSelfToClientCore();
console.log(`GraphQL throughput; ${pinning.note}`);
const results = await runGraphqlSection(pinning, quick);
process.exit(Object.values(results).some((result) => "error" in result) ? 1 : 0);
