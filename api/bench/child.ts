import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { pinnedCommand, type Pinning } from "./cpu.ts";
import type { MemoryReport, MemoryRequest, UsageReport, UsageRequest } from "./servers/protocol.ts";

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const live = new Set<ChildProcess>();

// Whatever way the bench ends, no runner outlives it (runners also exit when their IPC channel closes).
process.on("exit", () => {
  for (const child of live) child.kill("SIGKILL");
});
process.once("SIGINT", () => process.exit(130));
process.once("SIGTERM", () => process.exit(143));

type Message = { type: string };

/** A bench runner in its own Node process, driven over the IPC channel. */
export interface Runner<In extends Message, Out extends Message> {
  send(message: In): void;
  /** The next message of `type` (buffered if it already arrived); rejects after `timeoutMs` or if the runner dies. */
  next<T extends Out["type"]>(type: T, timeoutMs: number): Promise<Extract<Out, { type: T }>>;
  /** Asks the runner to stop, then kills it if it has not exited within a few seconds. */
  stop(): Promise<void>;
}

/** Starts `bench/servers/<script>` with tsx on `core` (when pinning is on); its stdout and stderr go to ours. */
export function startRunner<In extends Message, Out extends Message>(
  script: string,
  options: { pinning: Pinning; core: number; env?: Record<string, string> },
): Runner<In, Out> {
  const [command, args] = pinnedCommand(options.pinning, options.core, [
    process.execPath,
    // Lets a runner measure its memory after a full collection (the fan-out's memory per subscription).
    "--expose-gc",
    "--import",
    "tsx",
    path.join(benchDir, "servers", script),
  ]);
  const child = spawn(command, args, {
    cwd: path.resolve(benchDir, ".."),
    env: { ...process.env, NODE_ENV: "production", WHATSAPP_MODE: "demo", ...options.env },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  live.add(child);
  const inbox: Out[] = [];
  const waiters = new Set<() => void>();
  let exited: string | undefined;
  const wake = () => waiters.forEach((waiter) => waiter());
  child.on("message", (message: Out) => {
    inbox.push(message);
    wake();
  });
  child.on("exit", (code, signal) => {
    live.delete(child);
    exited = `${script} exited (${signal ?? code})`;
    wake();
  });

  return {
    send: (message) => void child.send(message),
    next(type, timeoutMs) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const index = inbox.findIndex((message) => message.type === type);
          if (index >= 0) finish(() => resolve(inbox.splice(index, 1)[0] as never));
          else if (exited) finish(() => reject(new Error(`${exited} while waiting for "${type}"`)));
        };
        const timer = setTimeout(() => finish(() => reject(new Error(`${script}: no "${type}" within ${timeoutMs} ms`))), timeoutMs);
        const finish = (settle: () => void) => {
          clearTimeout(timer);
          waiters.delete(check);
          settle();
        };
        waiters.add(check);
        check();
      });
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const gone = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      if (child.connected) child.send({ type: "stop" });
      const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
      await gone;
      clearTimeout(timer);
    },
  };
}

/** CPU time (user + system) a runner has used so far, in microseconds. */
export async function cpuMicrosOf(runner: {
  send(message: UsageRequest): void;
  next(type: "usage", timeoutMs: number): Promise<UsageReport>;
}): Promise<number> {
  runner.send({ type: "usage" });
  return (await runner.next("usage", 10_000)).cpuMicros;
}

/** A runner's memory after a full garbage collection. */
export async function memoryOf(runner: {
  send(message: MemoryRequest): void;
  next(type: "memory", timeoutMs: number): Promise<MemoryReport>;
}): Promise<MemoryReport> {
  runner.send({ type: "memory" });
  return runner.next("memory", 30_000);
}
