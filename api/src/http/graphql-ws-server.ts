import type { IncomingMessage } from "node:http";
import { CloseCode, handleProtocols, makeServer, type ServerOptions } from "graphql-ws";
import type { WebSocket, WebSocketServer } from "ws";
import type { Logger } from "../logger.ts";

/** What an operation's context reads of the upgrade request: its address and the headers sessions and origins use. */
export type UpgradeRequest = Pick<IncomingMessage, "headers" | "url" | "method"> & { socket: { remoteAddress?: string } };

/** What graphql-ws hands each operation: the socket and a small copy of the upgrade request. */
export interface SocketExtra {
  socket: WebSocket;
  request: UpgradeRequest;
}

const KEPT_HEADERS = ["cookie", "host", "origin", "x-forwarded-for", "x-forwarded-proto", "user-agent", "authorization"] as const;

/** The upgrade request as far as an operation's context reads it: the full request (parser, streams, every header) is let go. */
export function slimRequest(req: IncomingMessage): UpgradeRequest {
  const headers: IncomingMessage["headers"] = {};
  for (const name of KEPT_HEADERS) if (req.headers[name] !== undefined) Object.assign(headers, { [name]: req.headers[name] });
  return { headers, url: req.url, method: req.method, socket: { remoteAddress: req.socket.remoteAddress } };
}

/** Sockets that answered the last heartbeat's ping. */
const answered = new WeakSet<WebSocket>();
function markAnswered(this: WebSocket): void {
  answered.add(this);
}

/**
 * graphql-ws over a `ws` server, as graphql-ws's own `useServer` does, for less memory per socket: each socket keeps a
 * small copy of its upgrade request (`slimRequest`), and one heartbeat timer pings every socket (a socket that did not
 * answer the previous ping is ended), where `useServer` keeps the whole request and two timers per socket.
 */
export function serveGraphqlWs(
  options: ServerOptions<Record<string, unknown>, SocketExtra>,
  wss: WebSocketServer,
  logger: Logger,
  keepAliveMs = 12_000,
) {
  const server = makeServer(options);
  wss.options.handleProtocols = handleProtocols;
  const heartbeat = setInterval(() => {
    for (const socket of wss.clients) {
      if (socket.readyState !== socket.OPEN) continue;
      if (!answered.has(socket)) {
        socket.terminate();
        continue;
      }
      answered.delete(socket);
      socket.ping();
    }
  }, keepAliveMs);
  heartbeat.unref();

  const failed = (socket: WebSocket, what: string) => (error: unknown) => {
    logger.error({ err: error }, what);
    socket.close(CloseCode.InternalServerError, "Internal server error");
  };

  wss.on("connection", (socket: WebSocket, request: IncomingMessage) => {
    answered.add(socket);
    socket.on("pong", markAnswered);
    socket.once("error", failed(socket, "WebSocket error"));
    const closed = server.opened(
      {
        protocol: socket.protocol,
        send: (data) =>
          new Promise<void>((resolve, reject) => {
            if (socket.readyState !== socket.OPEN) return resolve();
            socket.send(data, (error) => (error ? reject(error) : resolve()));
          }),
        close: (code, reason) => socket.close(code, reason),
        onMessage: (handle) =>
          socket.on("message", (data) => handle(String(data)).catch(failed(socket, "GraphQL WebSocket message failed"))),
      },
      { socket, request: slimRequest(request) },
    );
    socket.once("close", (code, reason) => void closed(code, String(reason)));
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
