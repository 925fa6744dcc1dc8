import http from "node:http";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { createMetrics } from "./metrics.ts";
import { logSlowResponse, watchEventLoop } from "./slow-work.ts";

/** A logger that keeps what it was asked to warn about. */
function recordingLogger() {
  const warnings: Array<Record<string, unknown>> = [];
  const logger = pino({ level: "warn" }, { write: (line: string) => warnings.push(JSON.parse(line) as Record<string, unknown>) });
  return { logger, warnings };
}

const hold = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe("slow work is logged where an operator reads it", () => {
  const stops: Array<() => void> = [];
  afterEach(() => stops.splice(0).forEach((stop) => stop()));

  it("a held event loop is warned about with how long, a free one is not", async () => {
    const { logger, warnings } = recordingLogger();
    stops.push(watchEventLoop(logger, 400, 20).stop);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(warnings).toEqual([]);
    hold(600);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ msg: "event loop held" });
    expect(warnings[0]!.heldMs).toBeGreaterThan(400);
  });

  it("a slow answer is warned about with its path and status, a quick one is not", async () => {
    const { logger, warnings } = recordingLogger();
    const server = http.createServer((req, res) => {
      logSlowResponse(logger, req, res, 100);
      setTimeout(() => res.end("ok"), req.url === "/slow?x=1" ? 200 : 0);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    stops.push(() => server.close());
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await (await fetch(`${base}/quick`)).text();
    await (await fetch(`${base}/slow?x=1`)).text();
    expect(warnings).toEqual([expect.objectContaining({ msg: "slow response", method: "GET", path: "/slow", status: 200 })]);
  });

  it("an operation past the bound is warned about by name", () => {
    const { logger, warnings } = recordingLogger();
    const metrics = createMetrics(logger, 50);
    metrics.observe("graphql StatusPageQuery", "ok", undefined, performance.now());
    metrics.observe("graphql AnalyticsPageQuery", "ok", undefined, performance.now() - 80);
    expect(warnings).toEqual([expect.objectContaining({ msg: "slow operation", operation: "graphql AnalyticsPageQuery", outcome: "ok" })]);
  });
});
