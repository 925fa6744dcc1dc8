import http from "node:http";
import type { AddressInfo } from "node:net";
import { buildSchema } from "graphql";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import WebSocket, { WebSocketServer } from "ws";
import { serveGraphqlWs, slimRequest } from "./graphql-ws-server.ts";

const schema = buildSchema("type Query { ok: Boolean }");
const logger = pino({ level: "silent" });

describe("graphql-ws with one heartbeat for every socket", () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  async function start(keepAliveMs: number) {
    const wss = new WebSocketServer({ port: 0, host: "127.0.0.1" });
    await new Promise<void>((resolve) => wss.once("listening", () => resolve()));
    const server = serveGraphqlWs({ schema }, wss, logger, keepAliveMs);
    cleanups.push(() => server.dispose());
    return `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;
  }

  const open = (url: string, options: WebSocket.ClientOptions = {}) =>
    new Promise<WebSocket>((resolve, reject) => {
      const socket = new WebSocket(url, "graphql-transport-ws", options);
      socket.once("open", () => resolve(socket));
      socket.once("error", reject);
    });

  it("keeps a socket that answers its pings and ends one that does not", async () => {
    const url = await start(40);
    const answering = await open(url);
    const silent = await open(url, { autoPong: false });
    const pinged = new Promise<void>((resolve) => silent.once("ping", () => resolve()));
    const ended = new Promise<number>((resolve) => silent.once("close", (code) => resolve(code)));
    await pinged;
    expect(await ended).toBe(1006);
    expect(answering.readyState).toBe(WebSocket.OPEN);
    answering.close();
  });

  it("speaks graphql-transport-ws: a connection is acknowledged", async () => {
    const socket = await open(await start(10_000));
    const acknowledged = new Promise<string>((resolve) => socket.once("message", (data) => resolve(String(data))));
    socket.send(JSON.stringify({ type: "connection_init" }));
    expect(JSON.parse(await acknowledged)).toEqual({ type: "connection_ack" });
    socket.close();
  });
});

describe("the upgrade request an operation keeps", () => {
  it("is its address and the headers sessions and origins read, not the whole request", async () => {
    const seen = new Promise<ReturnType<typeof slimRequest>>((resolve) => {
      const server = http.createServer((req, res) => {
        resolve(slimRequest(req));
        res.end();
        server.close();
      });
      server.listen(0, "127.0.0.1", () => {
        const { port } = server.address() as AddressInfo;
        void fetch(`http://127.0.0.1:${port}/graphql`, {
          headers: { cookie: "ria_session=abc", origin: "http://127.0.0.1", "x-forwarded-for": "10.1.2.3", "sec-websocket-key": "x" },
        });
      });
    });
    const request = await seen;
    expect(request.headers).toMatchObject({ cookie: "ria_session=abc", origin: "http://127.0.0.1", "x-forwarded-for": "10.1.2.3" });
    expect(request.headers["sec-websocket-key"]).toBeUndefined();
    expect(request.socket.remoteAddress).toBe("127.0.0.1");
    expect(request.url).toBe("/graphql");
  });
});
