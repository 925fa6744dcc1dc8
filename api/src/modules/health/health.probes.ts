import type { PgBoss } from "pg-boss";
import type { SqlDriver } from "../../db/database.ts";
import type { PubSubHandle } from "../../pubsub.ts";
import { judgeHttpStatus, type ProbeOutcome } from "./health.rules.ts";

/** One service the status page watches. */
export interface Probe {
  service: string;
  label: string;
  /** What the service does for a customer, in their words (no product names of our stack); shown while it is healthy. */
  description: string;
  run(signal: AbortSignal): Promise<ProbeOutcome>;
}

export interface ProbeDeps {
  sql: SqlDriver;
  pubsub: PubSubHandle;
  jobs: PgBoss;
  /** The app's own address once it listens; REST and GraphQL probes call it like a client would. */
  baseUrl: () => string | undefined;
}

interface HttpProbeSpec {
  service: string;
  label: string;
  description: string;
  method: "GET" | "POST";
  path: string;
  body?: unknown;
}

/** Spec section 7: the REST endpoints the health monitor probes, with the payloads it sends. */
const httpProbes: HttpProbeSpec[] = [
  {
    service: "graphql",
    label: "GraphQL API",
    description: "What the web app and connected tools call",
    method: "POST",
    path: "/graphql",
    body: { query: "{ __typename }" },
  },
  {
    service: "api-dashboard",
    label: "Dashboard API",
    description: "Figures on the landing page and dashboards",
    method: "GET",
    path: "/api/dashboard",
  },
  {
    service: "api-quick-links",
    label: "Quick Links API",
    description: "The links on the client dashboard",
    method: "GET",
    path: "/api/client/quick-links",
  },
  {
    service: "api-ria-chat",
    label: "Ria Chat API",
    description: "Ria's replies in chat",
    method: "POST",
    path: "/api/ria/chat",
    body: { message: "health check" },
  },
  {
    service: "api-whatsapp-webhook",
    label: "WhatsApp Webhook",
    description: "Messages arriving from WhatsApp",
    method: "POST",
    path: "/api/whatsapp/webhook",
    body: { test: true },
  },
];

/** The probes, in the order the status page lists them. */
export function createProbes(deps: ProbeDeps): Probe[] {
  return [
    {
      service: "database",
      label: "Database",
      description: "Where your reminders, meetings, messages and settings are kept",
      run: async () => {
        await deps.sql.query("SELECT 1");
        return { kind: "ok", detail: "SELECT 1 answered" };
      },
    },
    {
      service: "pubsub",
      label: "Live updates",
      description: "Replies, schedule changes and this page, pushed the moment they happen",
      run: async () => {
        await deps.pubsub.ping();
        return { kind: "ok", detail: "pub/sub reachable" };
      },
    },
    {
      service: "jobs",
      label: "Scheduled work",
      description: "Reminders and scheduled tasks run at their time",
      run: async () => {
        const version = await deps.jobs.schemaVersion();
        if (version === null) return { kind: "failed", detail: "job engine schema is not installed" };
        return { kind: "ok", detail: `schema v${version}` };
      },
    },
    ...httpProbes.map((spec) => httpProbe(spec, deps.baseUrl)),
  ];
}

function httpProbe(spec: HttpProbeSpec, baseUrl: () => string | undefined): Probe {
  return {
    service: spec.service,
    label: spec.label,
    description: spec.description,
    run: async (signal) => {
      const base = baseUrl();
      if (!base) return { kind: "failed", detail: "server is not listening yet" };
      const response = await fetch(new URL(spec.path, base), {
        method: spec.method,
        headers: spec.body === undefined ? {} : { "content-type": "application/json" },
        body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
        signal,
      });
      await response.body?.cancel();
      return judgeHttpStatus(response.status, response.statusText);
    },
  };
}
