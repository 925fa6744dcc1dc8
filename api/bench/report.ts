import fs from "node:fs";
import path from "node:path";
import { EXECUTED_TYPENAME_REQUEST, TYPENAME_REQUEST, type ThroughputFigures, type ThroughputResult } from "./graphql-throughput.ts";
import type { FanoutFigures, FanoutResult } from "./subscription-fanout.ts";

/** Pass marks for the targets the design sets. */
export const TARGETS = {
  throughputRatioAtLeast: 0.6,
  fanoutP99RatioAtMost: 1.5,
  fanoutCpuRatioAtMost: 2,
  fanoutMemoryRatioAtMost: 1.5,
  /** At the large size (10,000 subscribers), the app's own p99. */
  fanoutLargeP99MsBelow: 250,
};

/** Fixed-width columns, first column left-aligned, the others right-aligned. */
export function formatTable(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join("   "))
    .join("\n");
}

const num = (value: number, digits = 0) => value.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
const verdict = (met: boolean) => (met ? "target met" : "TARGET NOT MET");

function throughputRow(name: string, f: ThroughputFigures): string[] {
  const failures = f.errors + f.timeouts + f.non2xx;
  return [
    name,
    num(f.requestsPerSecond),
    num(f.requests),
    num(f.latencyP50Ms, 1),
    num(f.latencyP99Ms, 1),
    num(failures),
    `${num(f.serverCpuMicrosPerRequest, 1)} µs`,
    `${num(f.serverCpuPercent)}%`,
    `${num(f.loadGeneratorCpuPercent)}%`,
  ];
}

export function throughputTable(result: ThroughputResult): string {
  const met = result.ratio >= TARGETS.throughputRatioAtLeast;
  // The target is set for the GraphQL layer alone ({ __typename }); a real page's query is a compass.
  const target = [TYPENAME_REQUEST.label, EXECUTED_TYPENAME_REQUEST.label].includes(result.request)
    ? `target >= ${TARGETS.throughputRatioAtLeast}x: ${verdict(met)}; published peers: Yoga 0.46x, Mercurius 0.53x`
    : "no target set: a real page's query, for comparison";
  const starved = [result.graphql, result.rawHttp].some((figures) => figures.serverCpuPercent < 90);
  return [
    formatTable([
      ["", "req/s", "requests", "p50 ms", "p99 ms", "failed", "server CPU/req", "server CPU", "load gen CPU"],
      throughputRow("GraphQL (Ria app)", result.graphql),
      throughputRow("raw node:http", result.rawHttp),
    ]),
    `ratio GraphQL / raw: ${num(result.ratio, 2)}x req/s (${target})`,
    `                     ${num(result.cpuRatio, 2)}x by server CPU per request (raw / GraphQL)`,
    ...(starved
      ? [
          "note: a server used under 90% of its core, so something else (other processes, or the load generator) " +
            "set the pace: the CPU ratio is the steadier figure",
        ]
      : []),
  ].join("\n");
}

function fanoutRow(name: string, f: FanoutFigures): string[] {
  const { p50, p90, p99, max } = f.latencyMs;
  return [
    name,
    num(p50, 2),
    num(p90, 2),
    num(p99, 2),
    num(max, 2),
    `${num(f.delivered)}/${num(f.expected)}`,
    `${num(f.serverCpuMicrosPerDelivery, 1)} µs`,
    `${num(f.clientCpuMicrosPerDelivery, 1)} µs`,
    `${num(f.memoryPerSubscriber.rssBytes / 1024, 1)} KiB`,
    `${num(f.memoryPerSubscriber.heapBytes / 1024, 1)} KiB`,
    `${num(f.serverLoopDelayMs.p99, 0)} / ${num(f.serverLoopDelayMs.max, 0)} ms`,
  ];
}

/** Whether a fan-out run meets the targets; `large` adds the 10,000-subscriber latency bound. */
export function fanoutTargetsMet(result: FanoutResult, large: boolean): boolean {
  return (
    result.p99Ratio <= TARGETS.fanoutP99RatioAtMost &&
    result.serverCpuRatio <= TARGETS.fanoutCpuRatioAtMost &&
    result.rssRatio <= TARGETS.fanoutMemoryRatioAtMost &&
    (!large || result.graphqlWs.latencyMs.p99 < TARGETS.fanoutLargeP99MsBelow)
  );
}

export function fanoutTable(result: FanoutResult, large = false): string {
  const p99Met = result.p99Ratio <= TARGETS.fanoutP99RatioAtMost;
  const cpuMet = result.serverCpuRatio <= TARGETS.fanoutCpuRatioAtMost;
  const memoryMet = result.rssRatio <= TARGETS.fanoutMemoryRatioAtMost;
  const largeMet = result.graphqlWs.latencyMs.p99 < TARGETS.fanoutLargeP99MsBelow;
  return [
    formatTable([
      [
        "",
        "p50 ms",
        "p90 ms",
        "p99 ms",
        "max ms",
        "delivered",
        "server CPU/delivery",
        "client CPU/delivery",
        "RSS/sub",
        "heap/sub",
        "loop delay p99/max",
      ],
      fanoutRow("graphql-ws (Ria app)", result.graphqlWs),
      fanoutRow("raw ws broadcast", result.rawWs),
    ]),
    `ratio graphql-ws / raw: p50 ${num(result.p50Ratio, 2)}x, p99 ${num(result.p99Ratio, 2)}x ` +
      `(target p99 <= ${TARGETS.fanoutP99RatioAtMost}x: ${verdict(p99Met)})`,
    `                        ${num(result.serverCpuRatio, 2)}x server CPU per delivery ` +
      `(target <= ${TARGETS.fanoutCpuRatioAtMost}x: ${verdict(cpuMet)})`,
    `                        ${num(result.rssRatio, 2)}x RSS, ${num(result.heapRatio, 2)}x heap per idle subscriber ` +
      `(target RSS <= ${TARGETS.fanoutMemoryRatioAtMost}x: ${verdict(memoryMet)})`,
    ...(large
      ? [`graphql-ws p99 ${num(result.graphqlWs.latencyMs.p99, 1)} ms (target < ${TARGETS.fanoutLargeP99MsBelow} ms: ${verdict(largeMet)})`]
      : []),
  ].join("\n");
}

/** Writes the run's summary as JSON and returns the path. */
export function writeSummary(dir: string, summary: unknown): string {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "latest.json");
  fs.writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
  return file;
}
