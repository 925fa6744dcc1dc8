import { cpuMicrosOf, memoryOf, startRunner, type Runner } from "./child.ts";
import { sleep } from "./clock.ts";
import { CLIENT_CORE, SERVER_CORE, type Pinning } from "./cpu.ts";
import type { ClientIn, ClientOut, DeliveredStatus, LoopDelay, ServerIn, ServerOut } from "./servers/protocol.ts";
import { summarize, type Summary } from "./stats.ts";

/** Measured events are numbered from here; lower numbers are warm-up events and are not recorded. */
const FIRST_MEASURED_SEQ = 1_000_000;
const WARMUP_EVENTS = 10;

export interface FanoutOptions {
  pinning: Pinning;
  subscribers: number;
  clientProcesses: number;
  events: number;
  intervalMs: number;
}

export interface FanoutFigures {
  /** Publish-to-receive latency of every delivery, in milliseconds. */
  latencyMs: Summary;
  delivered: number;
  expected: number;
  /** CPU time per delivery in the server, and in the subscribers' processes (the client side of the same work). */
  serverCpuMicrosPerDelivery: number;
  clientCpuMicrosPerDelivery: number;
  /** The server's growth per idle subscriber (after a full GC): resident set, and JS heap plus external. */
  memoryPerSubscriber: { rssBytes: number; heapBytes: number };
  /** How late the server's event loop ran while the measured events were published. */
  serverLoopDelayMs: LoopDelay;
  clientErrors: string[];
}

export interface FanoutResult {
  graphqlWs: FanoutFigures;
  rawWs: FanoutFigures;
  p50Ratio: number;
  p99Ratio: number;
  /** Server CPU per delivery, app / baseline: steadier than latency when other work shares the machine. */
  serverCpuRatio: number;
  /** Server memory per idle subscriber, app / baseline. */
  rssRatio: number;
  heapRatio: number;
}

/** The app's platformStatus subscription versus a bare ws broadcast of the same frame, to the same number of clients. */
export async function measureSubscriptionFanout(options: FanoutOptions): Promise<FanoutResult> {
  const app = await measureTarget("app-server.ts", "graphql-ws", options);
  const raw = await measureTarget("raw-ws-server.ts", "ws", options, app.sample);
  return {
    graphqlWs: app.figures,
    rawWs: raw.figures,
    p50Ratio: app.figures.latencyMs.p50 / raw.figures.latencyMs.p50,
    p99Ratio: app.figures.latencyMs.p99 / raw.figures.latencyMs.p99,
    serverCpuRatio: app.figures.serverCpuMicrosPerDelivery / raw.figures.serverCpuMicrosPerDelivery,
    rssRatio: app.figures.memoryPerSubscriber.rssBytes / raw.figures.memoryPerSubscriber.rssBytes,
    heapRatio: app.figures.memoryPerSubscriber.heapBytes / raw.figures.memoryPerSubscriber.heapBytes,
  };
}

async function measureTarget(script: string, kind: "graphql-ws" | "ws", options: FanoutOptions, sample?: DeliveredStatus) {
  const server = startRunner<ServerIn, ServerOut>(script, { pinning: options.pinning, core: SERVER_CORE });
  const clients: Array<Runner<ClientIn, ClientOut>> = [];
  const publish = async (fromSeq: number, count: number) => {
    server.send({ type: "publish", fromSeq, count, intervalMs: options.intervalMs, sample });
    return server.next("published", count * options.intervalMs + 30_000);
  };
  try {
    const { url } = await server.next("ready", 60_000);
    const wsUrl = kind === "graphql-ws" ? `${url.replace(/^http/, "ws")}/graphql` : url;
    // One event before anyone listens: what the first publication builds once (the app's first health round, the code
    // it compiles) is the server's, not its subscribers'.
    await publish(0, 1);
    const memoryBefore = await memoryOf(server);
    let firstSubscriber = 0;
    for (const share of split(options.subscribers, options.clientProcesses)) {
      const env = {
        BENCH_URL: wsUrl,
        BENCH_KIND: kind,
        BENCH_SUBSCRIBERS: String(share),
        BENCH_FIRST_SUBSCRIBER: String(firstSubscriber),
        BENCH_FIRST_SEQ: String(FIRST_MEASURED_SEQ),
        BENCH_EVENTS: String(options.events),
      };
      clients.push(startRunner<ClientIn, ClientOut>("fanout-clients.ts", { pinning: options.pinning, core: CLIENT_CORE, env }));
      firstSubscriber += share;
    }
    await Promise.all(clients.map((client) => client.next("connected", 60_000)));

    const sample = await goLive(clients, publish);
    // Every subscription is live and idle between events: what holding them costs the server.
    const memoryIdle = await memoryOf(server);

    const cpuBefore = await cpuMicros(server, clients);
    // Handled at once (it may time out while the publishing is awaited); a timeout shows up as missing deliveries.
    const complete = Promise.all(clients.map((client) => client.next("complete", options.events * options.intervalMs + 30_000))).catch(
      () => undefined,
    );
    const { times: published, loopDelayMs } = await publish(FIRST_MEASURED_SEQ, options.events);
    await complete;
    const cpuAfter = await cpuMicros(server, clients);
    clients.forEach((client) => client.send({ type: "collect" }));
    const records = await Promise.all(clients.map((client) => client.next("records", 30_000)));

    const latencies: number[] = [];
    for (const { seqs, times } of records) {
      seqs.forEach((seq, index) => latencies.push(times[index]! - published[seq - FIRST_MEASURED_SEQ]!));
    }
    const figures: FanoutFigures = {
      latencyMs: summarize(latencies),
      delivered: latencies.length,
      expected: options.subscribers * options.events,
      serverCpuMicrosPerDelivery: (cpuAfter.server - cpuBefore.server) / latencies.length,
      clientCpuMicrosPerDelivery: (cpuAfter.clients - cpuBefore.clients) / latencies.length,
      memoryPerSubscriber: {
        rssBytes: (memoryIdle.rssBytes - memoryBefore.rssBytes) / options.subscribers,
        heapBytes:
          (memoryIdle.heapUsedBytes + memoryIdle.externalBytes - memoryBefore.heapUsedBytes - memoryBefore.externalBytes) /
          options.subscribers,
      },
      serverLoopDelayMs: loopDelayMs,
      clientErrors: records.flatMap((record) => record.errors),
    };
    return { figures, sample };
  } finally {
    await Promise.all(clients.map((client) => client.stop()));
    await server.stop();
  }
}

/**
 * A subscription is live once it has received something, so publish warm-up events until every
 * subscriber has one, then a few more to warm the JIT. Returns a delivered payload, to shape the baseline's.
 */
async function goLive(clients: Array<Runner<ClientIn, ClientOut>>, publish: (fromSeq: number, count: number) => Promise<unknown>) {
  const warm = Promise.all(clients.map((client) => client.next("warm", 60_000)));
  let live = false;
  void warm.then(
    () => (live = true),
    () => (live = true),
  );
  for (let seq = 0; !live && seq < 100; seq++) {
    await publish(seq, 1);
    await sleep(250);
  }
  const [first] = await warm;
  await publish(100, WARMUP_EVENTS);
  await sleep(500);
  return first!.sample;
}

async function cpuMicros(server: Runner<ServerIn, ServerOut>, clients: Array<Runner<ClientIn, ClientOut>>) {
  const [serverMicros, ...clientMicros] = await Promise.all([cpuMicrosOf(server), ...clients.map(cpuMicrosOf)]);
  return { server: serverMicros!, clients: clientMicros.reduce((sum, micros) => sum + micros, 0) };
}

/** `total` split into `parts` near-equal shares. */
function split(total: number, parts: number): number[] {
  return Array.from({ length: parts }, (_, index) => Math.floor(total / parts) + (index < total % parts ? 1 : 0));
}
