import fs from "node:fs";
import http from "node:http";
import autocannon from "autocannon";
import { cpuMicrosOf, startRunner, type Runner } from "./child.ts";
import { SERVER_CORE, type Pinning } from "./cpu.ts";
import type { ServerIn, ServerOut } from "./servers/protocol.ts";

/** Answered by the schema itself: no resolver, no database, so the figure is the GraphQL layer's cost. */
export const THROUGHPUT_QUERY = "{ __typename }";

/** What a throughput run POSTs, and how the report names it. */
export interface ThroughputRequest {
  label: string;
  body: string;
}

export const TYPENAME_REQUEST: ThroughputRequest = { label: THROUGHPUT_QUERY, body: JSON.stringify({ query: THROUGHPUT_QUERY }) };

/**
 * `{ __typename }` as the server must execute it every time: `{ __typename }` itself is the same for everyone, so the
 * fast path sends its kept answer (http/public-answers.ts); a variable (defaulting to true) makes it run, with the
 * same bytes in answer. This is the GraphQL layer's own cost (parse cache, validation cache, context, execution).
 */
const EXECUTED_QUERY = "query ($show: Boolean = true) { __typename @include(if: $show) }";
export const EXECUTED_TYPENAME_REQUEST: ThroughputRequest = {
  label: `${THROUGHPUT_QUERY}, executed every time (${EXECUTED_QUERY})`,
  body: JSON.stringify({ query: EXECUTED_QUERY }),
};

/**
 * The landing page's own query exactly as the browser sends it: its trusted document's id, no
 * variables, its name. Its fields (the plans on show, the site's contact details) come from
 * constants and configuration, so the figure is the cost of a real page's GraphQL, not of a database.
 */
export function landingQueryRequest(documentsFile: string): ThroughputRequest {
  const documents = JSON.parse(fs.readFileSync(documentsFile, "utf8")) as Record<string, string>;
  const name = "LandingContentQuery";
  const documentId = Object.keys(documents).find((id) => documents[id]!.startsWith(`query ${name} `));
  if (!documentId) throw new Error(`${name} is not in ${documentsFile}: run npm run relay -w web`);
  return {
    label: `the landing page's query (${name}, by trusted document id)`,
    body: JSON.stringify({ documentId, variables: {}, operationName: name }),
  };
}
// Exactly what autocannon sends; application/json makes the request preflighted, so Yoga's CSRF check passes.
const REQUEST_HEADERS = { "content-type": "application/json" };

export interface ThroughputOptions {
  pinning: Pinning;
  connections: number;
  pipelining: number;
  warmupSeconds: number;
  durationSeconds: number;
}

export interface ThroughputFigures {
  requestsPerSecond: number;
  requests: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Server CPU time per request: less sensitive than req/s to other work on a shared machine. */
  serverCpuMicrosPerRequest: number;
  /** Share of its core the server used; well under 100% means it waited for the CPU or for the load generator. */
  serverCpuPercent: number;
  /** Share of one core the load generator used; near 100% means it, not the server, set the pace. */
  loadGeneratorCpuPercent: number;
}

export interface ThroughputResult {
  request: string;
  responseBytes: number;
  identicalPayload: boolean;
  graphql: ThroughputFigures;
  rawHttp: ThroughputFigures;
  ratio: number;
  /** The same comparison by server CPU per request (raw / GraphQL): steadier when other work shares the machine. */
  cpuRatio: number;
}

/** Req/s of the real app answering `request` versus bare node:http sending the same bytes. */
export async function measureGraphqlThroughput(options: ThroughputOptions, request = TYPENAME_REQUEST): Promise<ThroughputResult> {
  const measure = async (url: string, server: Server) => ({
    answer: await probe(url, request.body),
    figures: await load(url, server, options, request.body),
  });
  const graphql = await withServer("app-server.ts", {}, options, measure);
  if (graphql.answer.status !== 200) throw new Error(`GraphQL answered ${graphql.answer.status}: ${graphql.answer.body.toString()}`);
  const env = { BENCH_RESPONSE_BODY: graphql.answer.body.toString("base64"), BENCH_RESPONSE_TYPE: graphql.answer.contentType };
  const raw = await withServer("raw-http-server.ts", env, options, measure);
  return {
    request: request.label,
    responseBytes: graphql.answer.body.length,
    identicalPayload: graphql.answer.body.equals(raw.answer.body) && graphql.answer.contentType === raw.answer.contentType,
    graphql: graphql.figures,
    rawHttp: raw.figures,
    ratio: graphql.figures.requestsPerSecond / raw.figures.requestsPerSecond,
    cpuRatio: raw.figures.serverCpuMicrosPerRequest / graphql.figures.serverCpuMicrosPerRequest,
  };
}

type Server = Runner<ServerIn, ServerOut>;

async function withServer<T>(
  script: string,
  env: Record<string, string>,
  options: ThroughputOptions,
  use: (url: string, server: Server) => Promise<T>,
): Promise<T> {
  const server: Server = startRunner<ServerIn, ServerOut>(script, { pinning: options.pinning, core: SERVER_CORE, env });
  try {
    const { url } = await server.next("ready", 60_000);
    return await use(url, server);
  } finally {
    await server.stop();
  }
}

/** One request exactly as autocannon makes it, to capture (and later compare) the response bytes. */
function probe(baseUrl: string, body: string): Promise<{ status: number; contentType: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${baseUrl}/graphql`, { method: "POST", headers: REQUEST_HEADERS, timeout: 10_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, contentType: String(response.headers["content-type"]), body: Buffer.concat(chunks) }),
      );
    });
    request.on("timeout", () => request.destroy(new Error("probe timed out")));
    request.on("error", reject);
    request.end(body);
  });
}

/** A warm-up run (discarded), then the measured run with the same settings. */
async function load(baseUrl: string, server: Server, options: ThroughputOptions, body: string): Promise<ThroughputFigures> {
  const settings = {
    url: `${baseUrl}/graphql`,
    method: "POST" as const,
    headers: REQUEST_HEADERS,
    body,
    connections: options.connections,
    pipelining: options.pipelining,
    timeout: 10,
  };
  await autocannon({ ...settings, duration: options.warmupSeconds });
  const serverCpuBefore = await cpuMicrosOf(server);
  const cpuBefore = process.cpuUsage();
  const result = await autocannon({ ...settings, duration: options.durationSeconds });
  const cpu = process.cpuUsage(cpuBefore);
  const serverCpu = (await cpuMicrosOf(server)) - serverCpuBefore;
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    serverCpuMicrosPerRequest: serverCpu / result.requests.total,
    serverCpuPercent: (serverCpu / 1000 / (result.duration * 1000)) * 100,
    loadGeneratorCpuPercent: ((cpu.user + cpu.system) / 1000 / (result.duration * 1000)) * 100,
  };
}
