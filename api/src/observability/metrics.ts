import type { IncomingMessage } from "node:http";
import { performance } from "node:perf_hooks";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { SqlDriver } from "../db/database.ts";
import type { Logger } from "../logger.ts";
import type { SignInRefusal } from "../modules/auth/sign-in-guard.ts";
import { SLOW_MS } from "./slow-work.ts";

/** Where the figures read at each scrape come from, once the app has built them. */
export interface MetricsSources {
  sql: SqlDriver;
  /** The outbox's rows by channel and status. */
  outboxCounts(): Promise<Array<{ channel: string; status: string; count: number }>>;
  /** Subscriptions open over WebSockets (graphql-ws). */
  websocketSubscriptions(): number;
}

/** Request latency buckets, in seconds: from a cached read to a slow model reply. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * The figures operators watch, for Prometheus (prom-client), one registry per app: request latency by
 * operation, subscriptions open, the job queue's depth and lateness, the outbox by status, sign-in refusals,
 * and Node's own process figures. Queue and outbox figures are read from the database at each scrape.
 */
export function createMetrics(logger?: Logger, slowMs = SLOW_MS) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "ria_" });
  let sources: MetricsSources | undefined;
  let sseSubscriptions = 0;
  const started = new WeakMap<IncomingMessage, number>();

  const requestDuration = new Histogram({
    name: "ria_request_duration_seconds",
    help: "Time from a request's arrival to its answer, by operation (GraphQL operation name, or REST method and route)",
    labelNames: ["operation", "outcome"] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const signInRefusals = new Counter({
    name: "ria_sign_in_refusals_total",
    help: "Sign-in attempts turned away, by reason (wrong_password, address_limit, account_budget, account_queue, busy)",
    labelNames: ["reason"] as const,
    registers: [registry],
  });
  new Gauge({
    name: "ria_subscriptions_open",
    help: "GraphQL subscriptions open on this instance, by transport",
    labelNames: ["transport"] as const,
    registers: [registry],
    collect() {
      this.set({ transport: "websocket" }, sources?.websocketSubscriptions() ?? 0);
      this.set({ transport: "sse" }, sseSubscriptions);
    },
  });
  new Gauge({
    name: "ria_job_queue_depth",
    help: "Jobs waiting or running in each pg-boss queue: ready (due now), deferred (due later), active",
    labelNames: ["queue", "state"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await jobRows()) {
        this.set({ queue: row.name, state: "ready" }, Number(row.ready));
        this.set({ queue: row.name, state: "deferred" }, Number(row.deferred));
        this.set({ queue: row.name, state: "active" }, Number(row.active));
      }
    },
  });
  new Gauge({
    name: "ria_job_queue_lateness_seconds",
    help: "How long the oldest due job of each queue has waited past its start time (0 when none is waiting)",
    labelNames: ["queue"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await jobRows()) this.set({ queue: row.name }, Math.max(0, Number(row.lateness ?? 0)));
    },
  });
  new Gauge({
    name: "ria_outbox_messages",
    help: "Outgoing messages (WhatsApp, email) by channel and status",
    labelNames: ["channel", "status"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      if (!sources) return;
      for (const row of await sources.outboxCounts()) this.set({ channel: row.channel, status: row.status }, row.count);
    },
  });

  // One read per scrape serves both queue gauges (scrape() starts it).
  let jobRead: Promise<JobRow[]> = Promise.resolve([]);
  const jobRows = () => jobRead;
  function readJobs(): Promise<JobRow[]> {
    if (!sources) return Promise.resolve([]);
    return sources.sql.query<JobRow>(
      `SELECT "name",
              count(*) FILTER (WHERE "state" IN ('created', 'retry') AND "start_after" <= now()) AS "ready",
              count(*) FILTER (WHERE "state" IN ('created', 'retry') AND "start_after" > now()) AS "deferred",
              count(*) FILTER (WHERE "state" = 'active') AS "active",
              extract(epoch FROM now() - min("start_after")
                FILTER (WHERE "state" IN ('created', 'retry') AND "start_after" <= now())) AS "lateness"
         FROM pgboss.job
        WHERE "state" IN ('created', 'retry', 'active')
        GROUP BY "name"`,
    );
  }

  return {
    registry,
    /** Every figure in Prometheus's text format, read now. */
    async scrape(): Promise<string> {
      jobRead = readJobs();
      return registry.metrics();
    },
    /** Connects the figures read at scrape time (the app's database and WebSocket server). */
    attach(from: MetricsSources): void {
      sources = from;
    },
    /** Marks when a request arrived, so its operation's latency counts from there. */
    markStart(req: IncomingMessage): void {
      started.set(req, performance.now());
    },
    /** Records one answered operation; `since` is when it started when the request was not marked. */
    observe(operation: string, outcome: "ok" | "error", req: IncomingMessage | undefined, since: number): void {
      const from = (req && started.get(req)) ?? since;
      const ms = performance.now() - from;
      requestDuration.observe({ operation, outcome }, ms / 1000);
      if (ms > slowMs) logger?.warn({ operation, outcome, ms: Math.round(ms) }, "slow operation");
    },
    signInRefused(reason: SignInRefusal): void {
      signInRefusals.inc({ reason });
    },
    sseSubscriptionOpened(): () => void {
      sseSubscriptions += 1;
      let open = true;
      return () => {
        if (open) sseSubscriptions -= 1;
        open = false;
      };
    },
  };
}

interface JobRow {
  name: string;
  ready: string | number;
  deferred: string | number;
  active: string | number;
  lateness: string | number | null;
}

export type Metrics = ReturnType<typeof createMetrics>;
