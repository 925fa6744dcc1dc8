import { measureHeartbeats, measureLeaderboardFanout, rewardsTable } from "/work/wt-rewards/api/bench/rewards.ts";
const n = Number(process.argv[2] ?? 100);
const h = await measureHeartbeats(n, 1).catch((e) => ({ error: String(e) }));
const f = await measureLeaderboardFanout(n, n).catch((e) => ({ error: String(e) }));
console.log(rewardsTable(h as any, f as any)); if ("error" in h) console.log(h); if ("error" in f) console.log(f);
process.exit(0);
