import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import type { ExecutionArgs } from "graphql";
import { useServer } from "graphql-ws/use/ws";
import { WebSocketServer } from "ws";
import type { Logger } from "../logger.ts";
import type { Yoga } from "./graphql.ts";
import { isAllowedOrigin } from "./origin.ts";

type EnvelopedExecution = { execute: (args: ExecutionArgs) => unknown; subscribe: (args: ExecutionArgs) => unknown };

/**
 * graphql-ws on /graphql, executing through Yoga's envelop so WebSocket operations share the
 * same plugins (limits, masking) and context as HTTP ones. Upgrades from foreign origins get 403.
 */
export function createGraphqlWebSocket(yoga: Yoga, options: { allowedOrigins: readonly string[]; maxPayload: number; logger: Logger }) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: options.maxPayload });
  const server = useServer(
    {
      execute: (args) => (args.rootValue as EnvelopedExecution).execute(args) as never,
      subscribe: (args) => (args.rootValue as EnvelopedExecution).subscribe(args) as never,
      onSubscribe: async (ctx, _id, params) => {
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          ...ctx,
          req: ctx.extra.request,
          socket: ctx.extra.socket,
          params,
        });
        const args = {
          schema,
          operationName: params.operationName,
          document: parse(params.query),
          variableValues: params.variables,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe },
        };
        const errors = validate(args.schema, args.document);
        return errors.length > 0 ? errors : args;
      },
    },
    wss,
  );

  return {
    handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
      const path = (req.url ?? "").split("?")[0];
      if (path !== "/graphql" || !isAllowedOrigin(req, options.allowedOrigins)) {
        options.logger.warn({ origin: req.headers.origin, path }, "refused WebSocket upgrade");
        socket.end(`HTTP/1.1 ${path === "/graphql" ? "403 Forbidden" : "404 Not Found"}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
        return;
      }
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit("connection", ws, req));
    },
    async close(): Promise<void> {
      for (const client of wss.clients) client.terminate();
      await server.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
