import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { pinSelfToClientCore } from "./cpu.ts";
import { runGraphqlSection, throughputOptions } from "./graphql-section.ts";
import { TARGETS, writeSummary } from "./report.ts";
import { SUBSCRIPTION } from "./servers/protocol.ts";
import { runFanoutSection } from "./fanout-section.ts";
import { APP_TARGETS, chatTable, schedulerTable } from "./app-report.ts";
import { measureChatLatency } from "./chat-latency.ts";
import { measureSchedulerLateness } from "./scheduler-lateness.ts";
import { measureHeartbeats, measureLeaderboardFanout, rewardsTable } from "./rewards.ts";
import { firstScreenTable, measureFirstScreen } from "./first-screen.ts";
import { measureUnderstanding, understandingTable } from "./understanding.ts";

/**
 * `npm run bench`: GraphQL throughput and subscription fan-out, each against a bare baseline
 * measured in the same run on the same machine, then the chat's and the scheduler's latencies
 * against their targets, the rewards paths, and the landing page in Chromium as a phone on a slow
 * network (needs the web build). `--quick` shortens every phase for a smoke check.
 */
const quick = process.argv.includes("--quick");
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

// Nothing here may hang: a run that overstays is abandoned (child.ts kills the runners on exit).
// The full run's rewards section (1,000 players earning, 1,000 watching) alone takes minutes on a busy machine.
const watchdogMinutes = quick ? 15 : 30;
const watchdog = setTimeout(() => {
  console.error(`bench: gave up after ${watchdogMinutes} minutes`);
  process.exit(2);
}, watchdogMinutes * 60_000);
watchdog.unref();

const pinning = pinSelfToClientCore();

// Other work on the machine skews every figure; the load average says how much there was.
const loadAtStart = os.loadavg();
const machine = { cpus: os.cpus().length, model: os.cpus()[0]?.model.trim(), node: process.version, loadAverageAtStart: loadAtStart };
console.log(
  `Ria benchmarks: ${machine.cpus} x ${machine.model}, Node ${machine.node}, ` +
    `load average ${loadAtStart.map((value) => value.toFixed(2)).join(" ")}; ${pinning.note}\n`,
);

const throughput = await runGraphqlSection(pinning, quick);

const fanout = await runFanoutSection(pinning, quick);

console.log("\n3a. Understanding a message: the learned model and the whole reading, on one core");
const understanding = await attempt(() => measureUnderstanding(quick ? 1 : 5));
if (!("error" in understanding)) console.log(understandingTable(understanding));

const chatReplies = quick ? 40 : 200;
console.log(
  `\n3. Ria's replies: ${chatReplies} local-engine replies through the real server (graphql-ws chatEvents + HTTP sendChatMessage)`,
);
const chat = await attempt(() => measureChatLatency(chatReplies));
if (!("error" in chat)) console.log(chatTable(chat));

const schedulerTasks = quick ? 200 : 1000;
// PostgreSQL too when the test suites' server is configured: a scratch database on it, dropped afterwards.
const postgresUrl = process.env.TEST_DATABASE_URL;
console.log(`\n4. Scheduler: ${schedulerTasks} tasks due at the same instant (launch -> done bounds the start's lateness)`);
const scheduler = await attempt(() => measureSchedulerLateness(schedulerTasks));
if (!("error" in scheduler)) console.log(schedulerTable("embedded PGlite", scheduler, schedulerTasks));
const schedulerPostgres = postgresUrl ? await attempt(() => measureSchedulerLateness(schedulerTasks, postgresUrl)) : undefined;
if (schedulerPostgres && !("error" in schedulerPostgres)) console.log(schedulerTable("PostgreSQL", schedulerPostgres, schedulerTasks));
if (!postgresUrl) console.log("   PostgreSQL: set TEST_DATABASE_URL to measure it too");

const rewardPlayers = quick ? 100 : 1000;
console.log(
  `\n5. Rewards: heartbeat throughput (${rewardPlayers} players x 1 beat, 20 in flight) ` +
    `and leaderboard fan-out (${rewardPlayers} earning, ${rewardPlayers} watching)`,
);
const heartbeats = await attempt(() => measureHeartbeats(rewardPlayers, 1));
const leaderboard = await attempt(() => measureLeaderboardFanout(rewardPlayers, rewardPlayers));
console.log(rewardsTable(heartbeats, leaderboard));

const pageLoads = quick ? 2 : 5;
console.log(
  `\n6. First screen: the landing page of the production build, ${pageLoads} cold loads each in Chromium as a phone ` +
    "(1.6 Mbps down, 150 ms latency, CPU 4x slower), against the same hero as plain HTML",
);
const firstScreen = await attempt(() => measureFirstScreen(pageLoads));
if (!("error" in firstScreen)) console.log(firstScreenTable(firstScreen));

const file = writeSummary(path.join(apiDir, "bench-results"), {
  at: new Date().toISOString(),
  quick,
  machine,
  pinning,
  targets: TARGETS,
  throughput: { options: throughputOptions(quick), ...throughput },
  fanout: { subscription: SUBSCRIPTION, ...fanout },
  understanding,
  chat: { replies: chatReplies, ...chat, targets: APP_TARGETS },
  scheduler: { tasks: schedulerTasks, pglite: scheduler, postgres: schedulerPostgres ?? null, targets: APP_TARGETS },
  rewards: { heartbeats, leaderboard },
  firstScreen,
});
console.log(`\nsummary written to ${path.relative(process.cwd(), file)}`);
const sections = [
  ...Object.values(throughput),
  ...Object.values(fanout),
  understanding,
  chat,
  scheduler,
  ...(schedulerPostgres ? [schedulerPostgres] : []),
  heartbeats,
  leaderboard,
  firstScreen,
];
process.exit(sections.some((section) => "error" in section) ? 1 : 0);

/** One section's failure is reported, and the other section still runs. */
async function attempt<T>(section: () => Promise<T>): Promise<T | { error: string }> {
  try {
    return await section();
  } catch (error) {
    console.log(`FAILED: ${error instanceof Error ? error.message : String(error)}`);
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
