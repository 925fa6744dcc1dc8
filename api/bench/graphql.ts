import { pinSelfToClientCore } from "./cpu.ts";
import { measureGraphqlThroughput } from "./graphql-throughput.ts";
import { throughputTable } from "./report.ts";

/** `npx tsx bench/graphql.ts [--quick]`: only the GraphQL throughput section of `npm run bench`. */
const quick = process.argv.includes("--quick");
const pinning = pinSelfToClientCore();
console.log(`GraphQL throughput; ${pinning.note}`);
const result = await measureGraphqlThroughput({
  pinning,
  connections: 100,
  pipelining: 10,
  warmupSeconds: quick ? 2 : 5,
  durationSeconds: quick ? 3 : 10,
});
console.log(throughputTable(result));
