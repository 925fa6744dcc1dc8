import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { WebSocketServer } from "ws";
import { sleep, wallClockMs } from "../clock.ts";
import { handleControlMessages, sendToParent, watchLoopDelay, type DeliveredStatus, type ServerIn } from "./protocol.ts";

/** Runner: the fan-out baseline, a bare ws server sending one serialized message to every client. */
const wss = new WebSocketServer({ host: "127.0.0.1", port: 0 });
await new Promise<void>((resolve) => wss.once("listening", () => resolve()));
handleControlMessages(async () => {
  for (const client of wss.clients) client.terminate();
  wss.close();
});

process.on("message", (message: ServerIn) => {
  if (message.type === "publish") void publish(message.fromSeq, message.count, message.intervalMs, message.sample);
});

/** Same bytes a graphql-ws subscriber receives, serialized once per event rather than once per subscriber. */
async function publish(fromSeq: number, count: number, intervalMs: number, sample?: DeliveredStatus): Promise<void> {
  const id = randomUUID();
  const times: number[] = [];
  const loop = watchLoopDelay();
  for (let seq = fromSeq; seq < fromSeq + count; seq++) {
    if (seq > fromSeq) await sleep(intervalMs);
    times.push(wallClockMs());
    const platformStatus = { id: sample?.id ?? "", overall: sample?.overall ?? "unknown", metrics: { totalServices: seq } };
    const frame = Buffer.from(JSON.stringify({ id, type: "next", payload: { data: { platformStatus } } }));
    for (const client of wss.clients) client.send(frame, { binary: false });
  }
  sendToParent({ type: "published", fromSeq, times, loopDelayMs: loop.stop() });
}

sendToParent({ type: "ready", url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}` });
