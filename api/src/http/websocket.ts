import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { GraphQLError, type ExecutionArgs } from "graphql";
import { useServer } from "graphql-ws/use/ws";
import { WebSocketServer } from "ws";
import type { Logger } from "../logger.ts";
import type { Yoga } from "./graphql.ts";
import { ipOf } from "../context.ts";
import { isAllowedOrigin } from "./origin.ts";
import type { SocketSessions } from "./socket-sessions.ts";
import type { TrustedDocuments } from "./trusted-documents.ts";

/** Caps per connection and per client address (each instance counts its own sockets). */
export const MAX_SUBSCRIPTIONS_PER_SOCKET = 50;
export const MAX_SOCKETS_PER_ADDRESS = 20;

interface WebSocketOptions {
  allowedOrigins: readonly string[];
  maxPayload: number;
  trustProxy: number;
  sessions: SocketSessions;
  trustedDocuments: TrustedDocuments;
  logger: Logger;
}

type EnvelopedExecution = { execute: (args: ExecutionArgs) => unknown; subscribe: (args: ExecutionArgs) => unknown };

/**
 * graphql-ws on /graphql, executing through Yoga's envelop so WebSocket operations share the
 * same plugins (limits, masking) and context as HTTP ones. Upgrades from foreign origins get 403.
 */
export function createGraphqlWebSocket(yoga: Yoga, options: WebSocketOptions) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: options.maxPayload });
  const socketsByAddress = new Map<string, number>();
  const server = useServer(
    {
      execute: (args) => (args.rootValue as EnvelopedExecution).execute(args) as never,
      subscribe: (args) => (args.rootValue as EnvelopedExecution).subscribe(args) as never,
      onSubscribe: async (ctx, _id, params) => {
        // One socket must not hold unbounded server state (each subscription is a listener and a context).
        if (Object.keys(ctx.subscriptions).length >= MAX_SUBSCRIPTIONS_PER_SOCKET) {
          return [
            new GraphQLError(`At most ${MAX_SUBSCRIPTIONS_PER_SOCKET} subscriptions per connection`, {
              extensions: { code: "RATE_LIMITED" },
            }),
          ];
        }
        // A trusted document's id (what the web app sends), or query text when the server accepts it.
        const operation = options.trustedDocuments.resolve(params);
        if (operation instanceof GraphQLError) return [operation];
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          ...ctx,
          req: ctx.extra.request,
          socket: ctx.extra.socket,
          params,
        });
        const args = {
          schema,
          operationName: params.operationName,
          document: typeof operation === "string" ? parse(operation) : operation,
          variableValues: params.variables,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe },
        };
        const errors = validate(args.schema, args.document);
        if (errors.length > 0) return errors;
        options.sessions.track(ctx.extra.socket, args.contextValue.viewer?.sessionId);
        return args;
      },
    },
    wss,
  );

  return {
    handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
      const path = (req.url ?? "").split("?")[0];
      const refuse = (status: string) => {
        options.logger.warn({ origin: req.headers.origin, path, status }, "refused WebSocket upgrade");
        socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      };
      if (path !== "/graphql") return refuse("404 Not Found");
      if (!isAllowedOrigin(req, options.allowedOrigins, options.trustProxy)) return refuse("403 Forbidden");
      const address = ipOf(req, options.trustProxy);
      const open = socketsByAddress.get(address) ?? 0;
      if (open >= MAX_SOCKETS_PER_ADDRESS) return refuse("429 Too Many Requests");
      socketsByAddress.set(address, open + 1);
      wss.handleUpgrade(req, socket, head, (ws) => {
        ws.once("close", () => {
          const left = (socketsByAddress.get(address) ?? 1) - 1;
          if (left > 0) socketsByAddress.set(address, left);
          else socketsByAddress.delete(address);
        });
        wss.emit("connection", ws, req);
      });
    },
    async close(): Promise<void> {
      await options.sessions.stop();
      for (const client of wss.clients) client.terminate();
      await server.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
