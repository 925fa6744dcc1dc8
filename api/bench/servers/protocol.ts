import { monitorEventLoopDelay } from "node:perf_hooks";

/** IPC messages between the orchestrator and its runners. */

/** What every fan-out subscriber subscribes to; `metrics.totalServices` carries the event's number. */
export const SUBSCRIPTION = "subscription { platformStatus { id overall metrics { totalServices } } }";

/** The part of a delivered `platformStatus` a subscriber reads; the baseline sends the same shape. */
export interface DeliveredStatus {
  id: string;
  overall: string;
  metrics: { totalServices: number };
}

/** How late the server's event loop ran while it published (what else held its one thread). */
export interface LoopDelay {
  p99: number;
  max: number;
}

/** Watches the event loop from now on; `stop()` gives how late it ran meanwhile. */
export function watchLoopDelay(): { stop(): LoopDelay } {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  return {
    stop() {
      histogram.disable();
      return { p99: histogram.percentile(99) / 1e6, max: histogram.max / 1e6 };
    },
  };
}

/** Any runner answers `usage` with the CPU time it has used so far (user + system). */
export type UsageRequest = { type: "usage" };
export type UsageReport = { type: "usage"; cpuMicros: number };

/** Any runner answers `memory` with its memory after a full garbage collection (runners start with --expose-gc). */
export type MemoryRequest = { type: "memory" };
export type MemoryReport = { type: "memory"; rssBytes: number; heapUsedBytes: number; externalBytes: number };

export type ServerIn =
  // Publishes `count` events numbered from `fromSeq`, `intervalMs` apart; `sample` shapes the baseline's payload.
  | { type: "publish"; fromSeq: number; count: number; intervalMs: number; sample?: DeliveredStatus }
  | UsageRequest
  | MemoryRequest
  | { type: "stop" };

export type ServerOut =
  | { type: "ready"; url: string }
  | { type: "published"; fromSeq: number; times: number[]; loopDelayMs: LoopDelay }
  | UsageReport
  | MemoryReport;

export type ClientIn = { type: "collect" } | UsageRequest | { type: "stop" };

export type ClientOut =
  | { type: "connected"; count: number }
  // Every subscriber of this process has received an event: subscriptions are live.
  | { type: "warm"; sample: DeliveredStatus }
  // Every subscriber has received every measured event.
  | { type: "complete" }
  | { type: "records"; seqs: number[]; times: number[]; errors: string[] }
  | UsageReport;

/** Every runner reports its CPU time on request, and exits when told to or when the orchestrator goes away. */
export function handleControlMessages(stop: () => Promise<void> = async () => {}): void {
  const bye = () => {
    // A stop that hangs must not keep an orphan alive.
    setTimeout(() => process.exit(0), 5000).unref();
    void stop().finally(() => process.exit(0));
  };
  if (!process.connected) bye();
  process.on("disconnect", bye);
  process.on("message", (message: { type?: string }) => {
    if (message.type === "stop") bye();
    if (message.type === "usage") {
      const { user, system } = process.cpuUsage();
      sendToParent({ type: "usage", cpuMicros: user + system });
    }
    if (message.type === "memory") {
      (globalThis as { gc?: () => void }).gc?.();
      const { rss, heapUsed, external } = process.memoryUsage();
      sendToParent({ type: "memory", rssBytes: rss, heapUsedBytes: heapUsed, externalBytes: external });
    }
  });
}

export function sendToParent(message: ServerOut | ClientOut): void {
  process.send?.(message);
}
