import type { IncomingMessage } from "node:http";
import { getOperationAST, GraphQLError, type ExecutionArgs, type ExecutionResult } from "graphql";
import { CloseCode, GRAPHQL_TRANSPORT_WS_PROTOCOL, handleProtocols, MessageType, parseMessage, stringifyMessage } from "graphql-ws";
import type { Message, SubscribePayload } from "graphql-ws";
import type { RawData, WebSocket, WebSocketServer } from "ws";
import type { Logger } from "../logger.ts";
import { LiveOperations, type Running } from "./live-operations.ts";

export type { Running };

/** What an operation's context reads of the upgrade request: its address and the headers sessions and origins use. */
export type UpgradeRequest = Pick<IncomingMessage, "headers" | "url" | "method"> & { socket: { remoteAddress?: string } };

const KEPT_HEADERS = ["cookie", "host", "origin", "x-forwarded-for", "x-forwarded-proto", "user-agent", "authorization"] as const;

/** The upgrade request as far as an operation's context reads it: the full request (parser, streams, every header) is let go. */
export function slimRequest(req: IncomingMessage): UpgradeRequest {
  const headers: IncomingMessage["headers"] = {};
  for (const name of KEPT_HEADERS) if (req.headers[name] !== undefined) Object.assign(headers, { [name]: req.headers[name] });
  return { headers, url: req.url, method: req.method, socket: { remoteAddress: req.socket.remoteAddress } };
}

/** What a subscription starts as: a stream of results, one result (a refusal), or a membership in a stream another writes. */
export type Subscribed = AsyncIterable<ExecutionResult> | ExecutionResult | Running;

/** What the protocol asks of the app for each operation a client starts. */
export interface Operations {
  /** The operation's execution arguments, or the errors that refuse it. */
  prepare(connection: Connection, id: string, payload: SubscribePayload): Promise<ExecutionArgs | readonly GraphQLError[]>;
  execute(args: ExecutionArgs): Promise<ExecutionResult> | ExecutionResult;
  subscribe(args: ExecutionArgs, connection: Connection, id: string): Promise<Subscribed> | Subscribed;
  /** The socket has closed and every operation on it has stopped. */
  closed?(connection: Connection): void;
}

/** One socket's protocol state, kept small: ten thousand idle subscribers each hold one. */
export class Connection {
  initialised = false;
  /** Whether it answered the heartbeat's last ping. */
  answered = true;
  initTimeout: NodeJS.Timeout | undefined;
  readonly operations = new LiveOperations();

  constructor(
    readonly socket: WebSocket,
    readonly request: UpgradeRequest,
  ) {}

  send(message: Message): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(stringifyMessage(message));
  }

  sendResult(id: string, result: ExecutionResult): void {
    this.send({ id, type: MessageType.Next, payload: asPayload(result) });
  }

  /** Ends an operation from the server's side, with its error if it failed; nothing when the client already ended it. */
  finish(id: string, error?: unknown): void {
    if (!this.operations.delete(id)) return;
    if (error === undefined) this.send({ id, type: MessageType.Complete });
    else this.send({ id, type: MessageType.Error, payload: [asGraphqlError(error).toJSON()] });
  }
}

/**
 * The graphql-transport-ws protocol over a `ws` server, on graphql-ws's own message parsing, close codes and
 * subprotocol check, for less memory per socket than its `makeServer`: each socket keeps one small `Connection` (the
 * upgrade request's copy, its live operations) and listeners shared by every socket; one timer pings them all (a
 * socket that did not answer the previous ping is ended). A live subscription costs its `Running` entry alone, where
 * `makeServer` keeps a suspended loop, promises and the subscribe message per subscription, and a dozen closures per
 * socket. The protocol's behaviour is graphql-ws's: the same messages, refusals and close codes.
 */
export function serveGraphqlWs(
  operations: Operations,
  wss: WebSocketServer,
  logger: Logger,
  { keepAliveMs = 12_000, initTimeoutMs = 3_000 } = {},
) {
  const connections = new WeakMap<WebSocket, Connection>();
  wss.options.handleProtocols = handleProtocols;
  const heartbeat = setInterval(() => {
    for (const socket of wss.clients) {
      const connection = connections.get(socket);
      if (socket.readyState !== socket.OPEN || !connection) continue;
      if (!connection.answered) {
        socket.terminate();
        continue;
      }
      connection.answered = false;
      socket.ping();
    }
  }, keepAliveMs);
  heartbeat.unref();

  const failed = (socket: WebSocket, what: string) => (error: unknown) => {
    logger.error({ err: error }, what);
    socket.close(CloseCode.InternalServerError, "Internal server error");
  };

  function onPong(this: WebSocket): void {
    const connection = connections.get(this);
    if (connection) connection.answered = true;
  }
  function onMessage(this: WebSocket, data: RawData): void {
    const connection = connections.get(this);
    if (connection) handle(connection, String(data)).catch(failed(this, "GraphQL WebSocket message failed"));
  }
  function onError(this: WebSocket, error: Error): void {
    failed(this, "WebSocket error")(error);
  }
  function onClose(this: WebSocket): void {
    const connection = connections.get(this);
    if (!connection) return;
    connections.delete(this);
    clearTimeout(connection.initTimeout);
    for (const operation of connection.operations.clear()) operation.stop();
    operations.closed?.(connection);
  }

  async function handle(connection: Connection, data: string): Promise<void> {
    let message: Message;
    try {
      message = parseMessage(data);
    } catch {
      return connection.socket.close(CloseCode.BadRequest, "Invalid message received");
    }
    switch (message.type) {
      case MessageType.ConnectionInit:
        if (connection.initialised)
          return connection.socket.close(CloseCode.TooManyInitialisationRequests, "Too many initialisation requests");
        connection.initialised = true;
        clearTimeout(connection.initTimeout);
        connection.initTimeout = undefined;
        return connection.send({ type: MessageType.ConnectionAck });
      case MessageType.Ping:
        return connection.send(message.payload ? { type: MessageType.Pong, payload: message.payload } : { type: MessageType.Pong });
      case MessageType.Pong:
        return;
      case MessageType.Subscribe:
        return start(connection, message.id, message.payload);
      case MessageType.Complete: {
        const running = connection.operations.get(message.id);
        connection.operations.delete(message.id);
        return running?.stop();
      }
      default:
        return connection.socket.close(CloseCode.BadRequest, `Unexpected message of type ${message.type} received`);
    }
  }

  async function start(connection: Connection, id: string, payload: SubscribePayload): Promise<void> {
    if (!connection.initialised) return connection.socket.close(CloseCode.Unauthorized, "Unauthorized");
    if (connection.operations.has(id))
      return connection.socket.close(CloseCode.SubscriberAlreadyExists, `Subscriber for ${id} already exists`);
    connection.operations.set(id, null);
    const live = () => connection.operations.has(id);
    let kept = false;
    try {
      const args = await operations.prepare(connection, id, payload);
      if (isErrors(args))
        return live() ? connection.send({ id, type: MessageType.Error, payload: args.map((error) => error.toJSON()) }) : undefined;
      const kind = getOperationAST(args.document, args.operationName)?.operation;
      if (!kind) {
        const unknown = new GraphQLError("Unable to identify operation").toJSON();
        return live() ? connection.send({ id, type: MessageType.Error, payload: [unknown] }) : undefined;
      }
      const started = kind === "subscription" ? await operations.subscribe(args, connection, id) : await operations.execute(args);
      if (isRunning(started)) {
        if (!live()) return started.stop();
        connection.operations.set(id, started);
        kept = true;
        return;
      }
      if (!isAsyncIterable(started)) {
        if (live()) connection.sendResult(id, started);
        return connection.finish(id);
      }
      const iterator = started[Symbol.asyncIterator]();
      if (!live()) return void iterator.return?.();
      connection.operations.set(id, { stop: () => void iterator.return?.() });
      try {
        for (let step = await iterator.next(); !step.done; step = await iterator.next()) if (live()) connection.sendResult(id, step.value);
      } catch (error) {
        return connection.finish(id, error);
      }
      connection.finish(id);
    } finally {
      if (!kept) connection.operations.delete(id);
    }
  }

  wss.on("connection", (socket: WebSocket, request: IncomingMessage) => {
    const connection = new Connection(socket, slimRequest(request));
    connections.set(socket, connection);
    socket.on("close", onClose);
    socket.on("error", onError);
    if (socket.protocol !== GRAPHQL_TRANSPORT_WS_PROTOCOL)
      return socket.close(CloseCode.SubprotocolNotAcceptable, "Subprotocol not acceptable");
    socket.on("pong", onPong);
    socket.on("message", onMessage);
    connection.initTimeout = setTimeout(() => {
      if (!connection.initialised) socket.close(CloseCode.ConnectionInitialisationTimeout, "Connection initialisation timeout");
    }, initTimeoutMs);
  });

  return {
    async dispose(): Promise<void> {
      clearInterval(heartbeat);
      for (const client of wss.clients) client.close(1001, "Going away");
      wss.removeAllListeners();
      await new Promise<void>((resolve, reject) => wss.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

/**
 * A result as a socket sends it: errors by their JSON form, without `extensions.http` (the HTTP status Yoga reads,
 * 503 while Redis is away), which a socket has no use for.
 */
function asPayload(result: ExecutionResult): ExecutionResult {
  if (!result.errors) return result;
  const errors = result.errors.map((error) => {
    const { extensions: { http: _http, ...extensions } = {}, ...json } = error.toJSON();
    return Object.keys(extensions).length ? { ...json, extensions } : json;
  });
  return { ...result, errors } as unknown as ExecutionResult;
}

function asGraphqlError(error: unknown): GraphQLError {
  if (error instanceof GraphQLError) return error;
  const cause = error instanceof Error ? error : new Error(String(error));
  return new GraphQLError(cause.message, { originalError: cause });
}

function isErrors(value: ExecutionArgs | readonly GraphQLError[]): value is readonly GraphQLError[] {
  return Array.isArray(value);
}

function isRunning(value: Subscribed): value is Running {
  return typeof (value as Partial<Running>).stop === "function";
}

function isAsyncIterable(value: Subscribed): value is AsyncIterable<ExecutionResult> {
  return typeof (value as Partial<AsyncIterable<unknown>>)[Symbol.asyncIterator] === "function";
}
