import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadProductionApp } from "../production-app.ts";
import type { PlatformStatusSnapshot } from "../../src/modules/health/health.types.ts";
import { sleep, wallClockMs } from "../clock.ts";
import { handleControlMessages, sendToParent, watchLoopDelay, type ServerIn } from "./protocol.ts";

/** Runner: the real app in production mode (PGlite in memory, no periodic rounds) on a free port, publishing on command. */
// In production the static site indexes WEB_DIST at start-up and needs it to exist; the bench serves no
// pages. One fixed, empty folder, so a runner killed without cleaning up leaves nothing new behind.
const webDist = path.join(os.tmpdir(), "ria-bench-web");
fs.mkdirSync(webDist, { recursive: true });
let stopApp = async () => {};
// Listening before the (slow) start-up, so an orchestrator that dies meanwhile still takes this runner with it.
handleControlMessages(() => stopApp());
const { buildApp, loadEnv } = await loadProductionApp();
const app = await buildApp(
  loadEnv({
    NODE_ENV: "production",
    WHATSAPP_MODE: "demo",
    PORT: "0",
    DATA_DIR: "memory://",
    HEALTH_INTERVAL_SECONDS: "0",
    // Every client of the bench is on this machine: no cap on sockets per address.
    MAX_CONNECTIONS_PER_ADDRESS: "0",
    LOG_LEVEL: "warn",
    WEB_DIST: webDist,
  }),
);
stopApp = () => app.stop();
const url = await app.start();

let snapshot: PlatformStatusSnapshot | undefined;

process.on("message", (message: ServerIn) => {
  if (message.type === "publish") void publish(message.fromSeq, message.count, message.intervalMs);
});

/** Publishes on "health.round" as a real round does; `metrics.totalServices` carries the event's number. */
async function publish(fromSeq: number, count: number, intervalMs: number): Promise<void> {
  // A real round's snapshot (the app probes itself), so the payload has the production shape and size.
  snapshot ??= (await app.services.health.runRound("manual")) ?? (await app.services.health.snapshot());
  const times: number[] = [];
  const loop = watchLoopDelay();
  for (let seq = fromSeq; seq < fromSeq + count; seq++) {
    if (seq > fromSeq) await sleep(intervalMs);
    const event = { ...snapshot, metrics: { ...snapshot.metrics, totalServices: seq } };
    times.push(wallClockMs());
    app.pubsub.pubsub.publish("health.round", event);
  }
  sendToParent({ type: "published", fromSeq, times, loopDelayMs: loop.stop() });
}

sendToParent({ type: "ready", url });
