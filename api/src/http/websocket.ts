import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { getOperationAST, GraphQLError, Kind, type DocumentNode, type ExecutionArgs, type GraphQLSchema } from "graphql";
import { WebSocketServer } from "ws";
import type { Logger } from "../logger.ts";
import type { Yoga } from "./graphql.ts";
import { ipOf, type AppContext } from "../context.ts";
import { isSameForEveryone } from "../schema/subscription-audience.ts";
import { isAllowedOrigin } from "./origin.ts";
import type { SocketSessions } from "./socket-sessions.ts";
import { createSubscriptionFanout } from "./subscription-fanout.ts";
import { serveGraphqlWs } from "./graphql-ws-server.ts";
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

/** The audience of subscriptions whose every root field is marked the same for everyone. */
const EVERYONE = "everyone";

/** Carried to `execute`/`subscribe` as the root value: Yoga's envelop, and for subscriptions the fan-out group. */
type OperationRoute = {
  execute: (args: ExecutionArgs) => unknown;
  subscribe: (args: ExecutionArgs) => unknown;
  fanoutKey: string;
  /** Its events are the same for everyone, and each is a whole snapshot: a joiner is sent the latest. */
  sameForEveryone: boolean;
  /** The operation's context, made when it runs (for a subscription shared with everyone, only by the one that starts it). */
  context: () => Promise<AppContext> | AppContext;
};

/**
 * GraphQL over WebSocket (graphql-transport-ws) on /graphql, executing through Yoga's envelop so WebSocket operations
 * share the same plugins (limits, masking) and context as HTTP ones. Upgrades from foreign origins get 403.
 */
export function createGraphqlWebSocket(yoga: Yoga, options: WebSocketOptions) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: options.maxPayload });
  const socketsByAddress = new Map<string, number>();
  const fanout = createSubscriptionFanout();
  const server = serveGraphqlWs(
    {
      execute: (args) => (args.rootValue as OperationRoute).execute(args) as never,
      // One execution per event for each group of subscribers that would get the same result.
      subscribe: (args, connection, id) => {
        const route = args.rootValue as OperationRoute;
        const start = async () => route.subscribe({ ...args, contextValue: args.contextValue ?? (await route.context()) }) as never;
        return fanout.join(route.fanoutKey, connection, id, start, route.sameForEveryone);
      },
      prepare: async (connection, _id, params) => {
        // One socket must not hold unbounded server state (each subscription is a group member and a context).
        if (connection.operations.size > MAX_SUBSCRIPTIONS_PER_SOCKET) {
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
          // The upgrade request's small copy: the context reads its headers and address, nothing else of a request.
          req: connection.request as IncomingMessage,
          socket: connection.socket,
          params,
        });
        const document = typeof operation === "string" ? parse(operation) : operation;
        const errors = validate(schema, document);
        if (errors.length > 0) return errors;
        const everyone = isForEveryone(schema, document, params.operationName);
        // Subscribers to what is the same for everyone share one execution: only the one that starts it needs a context.
        const shared = everyone && getOperationAST(document, params.operationName)?.operation === "subscription";
        const contextValue = shared ? undefined : await contextFactory();
        const fanoutKey = JSON.stringify([
          typeof operation === "string" ? operation : `id:${String((params as { documentId?: unknown }).documentId)}`,
          params.operationName ?? null,
          params.variables ?? null,
          everyone ? EVERYONE : viewerOf(contextValue!),
        ]);
        const route: OperationRoute = { execute, subscribe, fanoutKey, sameForEveryone: everyone, context: contextFactory };
        if (contextValue) options.sessions.track(connection.socket, contextValue.viewer?.sessionId);
        const args = {
          schema,
          operationName: params.operationName,
          document,
          variableValues: params.variables,
          contextValue,
          rootValue: route,
        };
        return args;
      },
      closed: (connection) => {
        const address = ipOf(connection.request as IncomingMessage, options.trustProxy);
        const left = (socketsByAddress.get(address) ?? 1) - 1;
        if (left > 0) socketsByAddress.set(address, left);
        else socketsByAddress.delete(address);
      },
    },
    wss,
    options.logger,
  );

  return {
    /** The fan-out groups' figures (for tests and diagnostics). */
    fanoutStats: () => fanout.stats(),
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
      // Counted down when the socket closes (`closed` above, from the same address the request gives).
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit("connection", ws, req));
    },
    async close(): Promise<void> {
      await options.sessions.stop();
      for (const client of wss.clients) client.terminate();
      // Closes the WebSocket server too.
      await server.dispose();
    },
  };
}

/** Whether every root field of a subscription is marked the same for everyone: then everyone may share its results. */
function isForEveryone(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined): boolean {
  const fields = schema.getSubscriptionType()?.getFields() ?? {};
  const selections = getOperationAST(document, operationName)?.selectionSet.selections ?? [];
  return selections.length > 0 && selections.every((node) => node.kind === Kind.FIELD && isSameForEveryone(fields[node.name.value]));
}

/** Who else may share an operation's results: the viewer as the resolvers can see them, so no event computed for one reaches another. */
function viewerOf(context: AppContext): string {
  return JSON.stringify({ user: context.viewer?.userId ?? null, role: context.viewer?.role ?? null, guest: context.guestId ?? null });
}
