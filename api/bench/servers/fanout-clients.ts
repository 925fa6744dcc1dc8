import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { wallClockMs } from "../clock.ts";
import { handleControlMessages, sendToParent, SUBSCRIPTION, type DeliveredStatus } from "./protocol.ts";

/**
 * Runner: BENCH_SUBSCRIBERS subscribers, each on its own WebSocket like a browser tab, either
 * graphql-ws subscriptions to the app or plain ws clients of the baseline. Records when each
 * measured event (numbered BENCH_FIRST_SEQ and up) arrives.
 */
const url = process.env.BENCH_URL!;
const kind = process.env.BENCH_KIND as "graphql-ws" | "ws";
const subscribers = Number(process.env.BENCH_SUBSCRIBERS);
const firstSeq = Number(process.env.BENCH_FIRST_SEQ);
const events = Number(process.env.BENCH_EVENTS);

// Preallocated so recording a delivery costs two stores.
const seqs = new Float64Array(subscribers * events);
const times = new Float64Array(subscribers * events);
let recorded = 0;
let connected = 0;
let warm = 0;
const errors: string[] = [];
const closers: Array<() => void> = [];

function onDelivery(subscriber: { seen: boolean }, status: DeliveredStatus): void {
  const at = wallClockMs();
  const seq = status.metrics.totalServices;
  if (seq >= firstSeq && recorded < seqs.length) {
    seqs[recorded] = seq;
    times[recorded++] = at;
    if (recorded === seqs.length) sendToParent({ type: "complete" });
  }
  if (!subscriber.seen) {
    subscriber.seen = true;
    if (++warm === subscribers) sendToParent({ type: "warm", sample: status });
  }
}

function onConnected(): void {
  if (++connected === subscribers) sendToParent({ type: "connected", count: connected });
}

function onError(error: unknown): void {
  if (errors.length < 20) errors.push(error instanceof Error ? error.message : JSON.stringify(error));
}

function subscribeGraphqlWs(): void {
  const subscriber = { seen: false };
  const client = createClient({
    url,
    webSocketImpl: WebSocket,
    lazy: false,
    retryAttempts: 0,
    on: { connected: onConnected, error: onError },
  });
  client.subscribe<{ platformStatus: DeliveredStatus }>(
    { query: SUBSCRIPTION },
    {
      next: (result) => (result.data ? onDelivery(subscriber, result.data.platformStatus) : onError(result.errors)),
      error: onError,
      complete: () => {},
    },
  );
  closers.push(() => void client.dispose());
}

function subscribePlainWs(): void {
  const subscriber = { seen: false };
  const socket = new WebSocket(url);
  socket.on("open", onConnected);
  socket.on("error", onError);
  socket.on("message", (data) => {
    const message = JSON.parse(data.toString()) as { payload: { data: { platformStatus: DeliveredStatus } } };
    onDelivery(subscriber, message.payload.data.platformStatus);
  });
  closers.push(() => socket.terminate());
}

handleControlMessages(async () => closers.forEach((close) => close()));
process.on("message", (message: { type: string }) => {
  if (message.type !== "collect") return;
  sendToParent({ type: "records", seqs: Array.from(seqs.subarray(0, recorded)), times: Array.from(times.subarray(0, recorded)), errors });
});

// Open sockets in small batches so the server sees a realistic ramp rather than a SYN flood.
for (let opened = 0; opened < subscribers; opened++) {
  (kind === "graphql-ws" ? subscribeGraphqlWs : subscribePlainWs)();
  if (opened % 50 === 49) await new Promise((resolve) => setTimeout(resolve, 20));
}
