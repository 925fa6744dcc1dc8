import WebSocket from "ws";
import { MAX_SOCKETS_PER_ADDRESS } from "../../src/http/websocket.ts";
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
/** This process's first subscriber's number among all processes' subscribers (for its source address). */
const firstSubscriber = Number(process.env.BENCH_FIRST_SUBSCRIBER ?? 0);

/**
 * Like a crowd of browsers, subscribers come from many addresses: the app allows
 * MAX_SOCKETS_PER_ADDRESS sockets per address, so each block of that many binds its own loopback address.
 */
function sourceAddress(subscriber: number): string {
  const block = Math.floor((firstSubscriber + subscriber) / MAX_SOCKETS_PER_ADDRESS);
  return `127.1.${Math.floor(block / 250)}.${(block % 250) + 1}`;
}

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

let failedToConnect = 0;

function onConnected(): void {
  if (++connected === subscribers) sendToParent({ type: "connected", count: connected });
}

function onError(error: unknown): void {
  failedToConnect++;
  if (errors.length < 20) errors.push(error instanceof Error ? error.message : JSON.stringify(error));
}

/**
 * A graphql-transport-ws subscriber written against the protocol itself: per frame it does what the
 * baseline's clients do (one JSON.parse), so latency compares the servers rather than client libraries
 * sharing one core (graphql-ws's client validates every message: twice the CPU per delivery).
 */
function subscribeGraphqlWs(index: number): void {
  const subscriber = { seen: false };
  const socket = new WebSocket(url, "graphql-transport-ws", { localAddress: sourceAddress(index) });
  socket.on("open", () => socket.send(JSON.stringify({ type: "connection_init" })));
  socket.on("error", onError);
  socket.on("message", (data) => {
    const message = JSON.parse(data.toString()) as {
      type: string;
      payload?: { data?: { platformStatus: DeliveredStatus }; errors?: unknown };
    };
    if (message.type === "next") {
      if (message.payload?.data) onDelivery(subscriber, message.payload.data.platformStatus);
      else onError(message.payload?.errors);
    } else if (message.type === "connection_ack") {
      onConnected();
      socket.send(JSON.stringify({ id: "1", type: "subscribe", payload: { query: SUBSCRIPTION } }));
    } else if (message.type === "ping") socket.send(JSON.stringify({ type: "pong" }));
    else if (message.type === "error") onError(message.payload);
  });
  closers.push(() => socket.terminate());
}

function subscribePlainWs(index: number): void {
  const subscriber = { seen: false };
  const socket = new WebSocket(url, { localAddress: sourceAddress(index) });
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

// A realistic ramp rather than a SYN flood: small batches, and at most 200 handshakes in flight (at
// 10,000 subscribers an overflowing accept queue would reset connections).
for (let opened = 0; opened < subscribers; opened++) {
  (kind === "graphql-ws" ? subscribeGraphqlWs : subscribePlainWs)(opened);
  if (opened % 50 === 49) await new Promise((resolve) => setTimeout(resolve, 20));
  while (opened + 1 - connected - failedToConnect > 200) await new Promise((resolve) => setTimeout(resolve, 10));
}
