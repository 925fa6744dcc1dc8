import http from "node:http";
import type { AddressInfo } from "node:net";
import { buildSchema, execute, GraphQLError, parse, subscribe, validate, type ExecutionResult } from "graphql";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import WebSocket, { WebSocketServer } from "ws";
import { serveGraphqlWs, slimRequest, type Operations } from "./graphql-ws-server.ts";

const schema = buildSchema("type Query { ok: Boolean, fails: Boolean } type Subscription { count: Int }");
const logger = pino({ level: "silent" });

/** Operations straight through graphql-js: `count` counts to three, or runs until stopped when `endless`. */
function operationsFor(stopped: string[], endless = false): Operations {
  const rootValue = {
    ok: true,
    fails: () => {
      throw new GraphQLError("Redis is away", { extensions: { code: "UNAVAILABLE", http: { status: 503 } } });
    },
    count: async function* () {
      try {
        for (let count = 1; endless || count <= 3; count++) {
          yield { count };
          if (endless) await new Promise((resolve) => setTimeout(resolve, 5));
        }
      } finally {
        stopped.push("count");
      }
    },
  };
  return {
    prepare: async (_connection, _id, payload) => {
      const document = parse(payload.query!);
      const errors = validate(schema, document);
      return errors.length ? errors : { schema, document, rootValue, variableValues: payload.variables };
    },
    execute: (args) => execute(args) as Promise<ExecutionResult>,
    subscribe: (args) => subscribe(args) as Promise<AsyncIterable<ExecutionResult>>,
  };
}

describe("graphql-transport-ws with one heartbeat for every socket", () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  async function start(options: { keepAliveMs?: number; initTimeoutMs?: number; operations?: Operations } = {}) {
    const wss = new WebSocketServer({ port: 0, host: "127.0.0.1" });
    await new Promise<void>((resolve) => wss.once("listening", () => resolve()));
    const server = serveGraphqlWs(options.operations ?? operationsFor([]), wss, logger, options);
    cleanups.push(() => server.dispose());
    return `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;
  }

  const open = (url: string, options: WebSocket.ClientOptions = {}) =>
    new Promise<WebSocket>((resolve, reject) => {
      const socket = new WebSocket(url, "graphql-transport-ws", options);
      socket.once("open", () => resolve(socket));
      socket.once("error", reject);
    });

  /** A socket's messages as they arrive, and how it closed. */
  function record(socket: WebSocket) {
    const messages: Array<Record<string, unknown>> = [];
    socket.on("message", (data) => messages.push(JSON.parse(String(data)) as Record<string, unknown>));
    const closed = new Promise<number>((resolve) => socket.once("close", (code) => resolve(code)));
    const send = (message: object) => socket.send(JSON.stringify(message));
    return { messages, closed, send };
  }

  async function acknowledged(url: string) {
    const socket = await open(url);
    const session = record(socket);
    session.send({ type: "connection_init" });
    await expect.poll(() => session.messages).toEqual([{ type: "connection_ack" }]);
    session.messages.length = 0;
    return { socket, ...session };
  }

  it("keeps a socket that answers its pings and ends one that does not", async () => {
    const url = await start({ keepAliveMs: 40 });
    const answering = await open(url);
    const silent = await open(url, { autoPong: false });
    const pinged = new Promise<void>((resolve) => silent.once("ping", () => resolve()));
    const ended = new Promise<number>((resolve) => silent.once("close", (code) => resolve(code)));
    await pinged;
    expect(await ended).toBe(1006);
    expect(answering.readyState).toBe(WebSocket.OPEN);
    answering.close();
  });

  it("acknowledges a connection once, answers pings, and ends one that never initialises", async () => {
    const url = await start({ initTimeoutMs: 50 });
    const { socket, messages, closed, send } = await acknowledged(url);
    send({ type: "ping", payload: { at: 1 } });
    await expect.poll(() => messages).toEqual([{ type: "pong", payload: { at: 1 } }]);
    send({ type: "connection_init" });
    expect(await closed).toBe(4429);
    expect(socket.readyState).toBe(WebSocket.CLOSED);
    expect(await record(await open(url)).closed).toBe(4408);
  });

  it("refuses operations before the acknowledgement, twice the same id, and messages that are not the protocol's", async () => {
    const url = await start();
    const early = record(await open(url));
    early.send({ id: "1", type: "subscribe", payload: { query: "{ ok }" } });
    expect(await early.closed).toBe(4401);
    const garbled = await acknowledged(url);
    garbled.send({ type: "shout" });
    expect(await garbled.closed).toBe(4400);
    const twice = await acknowledged(await start({ operations: operationsFor([], true) }));
    twice.send({ id: "a", type: "subscribe", payload: { query: "subscription { count }" } });
    twice.send({ id: "a", type: "subscribe", payload: { query: "subscription { count }" } });
    expect(await twice.closed).toBe(4409);
  });

  it("answers a query with its result then complete, errors without the HTTP status, and refusals as an error", async () => {
    const { messages, send } = await acknowledged(await start());
    send({ id: "q", type: "subscribe", payload: { query: "{ ok }" } });
    send({ id: "f", type: "subscribe", payload: { query: "{ fails }" } });
    send({ id: "v", type: "subscribe", payload: { query: "{ nope }" } });
    await expect.poll(() => messages.length).toBe(5);
    expect(messages.filter((message) => message.id === "q")).toEqual([
      { id: "q", type: "next", payload: { data: { ok: true } } },
      { id: "q", type: "complete" },
    ]);
    const failed = messages.find((message) => message.id === "f" && message.type === "next") as { payload: { errors: unknown[] } };
    expect(failed.payload.errors).toEqual([
      { message: "Redis is away", locations: [{ line: 1, column: 3 }], path: ["fails"], extensions: { code: "UNAVAILABLE" } },
    ]);
    const refused = messages.find((message) => message.id === "v") as { type: string; payload: Array<{ message: string }> };
    expect([refused.type, refused.payload[0]!.message]).toEqual(["error", 'Cannot query field "nope" on type "Query".']);
  });

  it("streams a subscription to its end, and stops one the client completes or leaves", async () => {
    const stopped: string[] = [];
    const { messages, send } = await acknowledged(await start({ operations: operationsFor(stopped) }));
    send({ id: "s", type: "subscribe", payload: { query: "subscription { count }" } });
    await expect.poll(() => messages.at(-1)).toEqual({ id: "s", type: "complete" });
    expect(messages.map((message) => (message.payload as { data?: { count: number } } | undefined)?.data?.count)).toEqual([
      1,
      2,
      3,
      undefined,
    ]);

    const endless: string[] = [];
    const url = await start({ operations: operationsFor(endless, true) });
    const completing = await acknowledged(url);
    completing.send({ id: "e", type: "subscribe", payload: { query: "subscription { count }" } });
    await expect.poll(() => completing.messages.length).toBeGreaterThan(0);
    completing.send({ id: "e", type: "complete" });
    await expect.poll(() => endless).toEqual(["count"]);
    const leaving = await acknowledged(url);
    leaving.send({ id: "e", type: "subscribe", payload: { query: "subscription { count }" } });
    await expect.poll(() => leaving.messages.length).toBeGreaterThan(0);
    leaving.socket.close();
    await expect.poll(() => endless).toEqual(["count", "count"]);
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
