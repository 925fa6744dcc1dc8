import { spawnSync } from "node:child_process";
import os from "node:os";

/** Core 0 runs the server under test, core 1 the load generator and clients, so they never share a core. */
export const SERVER_CORE = 0;
export const CLIENT_CORE = 1;

/** Why pinning is or is not in effect, for the report. */
export interface Pinning {
  enabled: boolean;
  note: string;
}

/** Pins this process (every thread, including libuv's and V8's) to the client core when taskset is usable. */
export function pinSelfToClientCore(): Pinning {
  if (os.availableParallelism() < 2) return { enabled: false, note: "fewer than 2 cores: running unpinned" };
  if (spawnSync("taskset", ["-V"]).status !== 0) return { enabled: false, note: "taskset not found: running unpinned" };
  const pinned = spawnSync("taskset", ["-a", "-p", "-c", String(CLIENT_CORE), String(process.pid)]);
  if (pinned.status !== 0) return { enabled: false, note: `taskset failed (${pinned.stderr.toString().trim()}): running unpinned` };
  return { enabled: true, note: `server on core ${SERVER_CORE}, load generator and clients on core ${CLIENT_CORE}` };
}

/** The command line that runs `args` on `core`, or unpinned when pinning is off. */
export function pinnedCommand(pinning: Pinning, core: number, args: string[]): [string, string[]] {
  return pinning.enabled ? ["taskset", ["-c", String(core), ...args]] : [args[0]!, args.slice(1)];
}
