import { measureLeaderboardFanout, measureHeartbeats } from "/work/wt-rewards/api/bench/rewards.ts";
const which = process.argv[2];
try {
  console.log(which === "fanout" ? await measureLeaderboardFanout(1000, 1000) : await measureHeartbeats(1000, 3));
} catch (e) { console.log("ERR", e, (e as any)?.cause); }
process.exit(0);
