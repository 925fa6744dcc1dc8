import type { IncomingMessage, ServerResponse } from "node:http";
import { performance } from "node:perf_hooks";
import type { Logger } from "../logger.ts";

/** Past this, a held event loop or an HTTP answer is logged: a person would see the page hang. */
export const SLOW_MS = 2000;

/**
 * Warns when the event loop was held longer than `slowMs` (a long synchronous task: a heavy query on the
 * embedded database, a large JSON document): every request waits meanwhile.
 */
export function watchEventLoop(logger: Logger, slowMs = SLOW_MS, intervalMs = 250): { stop(): void } {
  let due = performance.now() + intervalMs;
  const timer = setInterval(() => {
    const now = performance.now();
    const heldMs = now - due;
    if (heldMs > slowMs) logger.warn({ heldMs: Math.round(heldMs) }, "event loop held");
    due = now + intervalMs;
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/** Warns when an answer the operation metrics do not time (a static file) took longer than SLOW_MS to its last byte. */
export function logSlowResponse(logger: Logger, req: IncomingMessage, res: ServerResponse, slowMs = SLOW_MS): void {
  const arrived = performance.now();
  res.once("finish", () => {
    const ms = performance.now() - arrived;
    if (ms <= slowMs) return;
    const path = (req.url ?? "/").split("?")[0];
    logger.warn({ method: req.method, path, status: res.statusCode, ms: Math.round(ms) }, "slow response");
  });
}
