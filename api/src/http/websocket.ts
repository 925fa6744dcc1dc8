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
import type { FanoutMember } from "./fanout-member.ts";
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

/** Carried to `execute`/`subscribe` as the root value: Yoga's envelop, and for subscriptions the fan-out group and member. */
/** The audience of subscriptions whose every root field is marked the same for everyone. */
const EVERYONE = "everyone";

type OperationRoute = {
  execute: (args: ExecutionArgs) => unknown;
  subscribe: (args: ExecutionArgs) => unknown;
  fanoutKey: string;
  /** Its events are the same for everyone, and each is a whole snapshot: a joiner is sent the latest. */
  sameForEveryone: boolean;
  member: FanoutMember;
};

/**
 * graphql-ws on /graphql, executing through Yoga's envelop so WebSocket operations share the
 * same plugins (limits, masking) and context as HTTP ones. Upgrades from foreign origins get 403.
 */
export function createGraphqlWebSocket(yoga: Yoga, options: WebSocketOptions) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: options.maxPayload });
  const socketsByAddress = new Map<string, number>();
  const fanout = createSubscriptionFanout();
  const server = serveGraphqlWs(
    {
      execute: (args) => (args.rootValue as OperationRoute).execute(args) as never,
      // One execution per event for each group of subscribers that would get the same result.
      subscribe: async (args) => {
        const route = args.rootValue as OperationRoute;
        let runsTheGroup = false;
        const start = () => ((runsTheGroup = true), route.subscribe(args) as never);
        const stream = await fanout.join(route.fanoutKey, route.member, start, route.sameForEveryone);
        // graphql-ws keeps these arguments as long as the subscription lives; a member that joined a
        // running group never executes with them, so its context and envelop are let go.
        if (!runsTheGroup) Object.assign(args, { contextValue: undefined, rootValue: undefined });
        return stream;
      },
      // `extensions.http` tells Yoga an HTTP status (503 while Redis is away); a socket has none, so it is not sent.
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors?.some((error) => error.extensions?.http)
          ? {
              ...result,
              errors: result.errors.map((error) => {
                const { http: _http, ...extensions } = error.extensions ?? {};
                return { ...error.toJSON(), extensions };
              }),
            }
          : undefined,
      onSubscribe: async (ctx, id, params) => {
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
          // The upgrade request's small copy: the context reads its headers and address, nothing else of a request.
          req: ctx.extra.request as IncomingMessage,
          socket: ctx.extra.socket,
          params,
        });
        const document = typeof operation === "string" ? parse(operation) : operation;
        const contextValue = await contextFactory();
        const audience = audienceOf(schema, document, params.operationName, contextValue);
        const fanoutKey = JSON.stringify([
          typeof operation === "string" ? operation : `id:${String((params as { documentId?: unknown }).documentId)}`,
          params.operationName ?? null,
          params.variables ?? null,
          audience,
        ]);
        const member = { socket: ctx.extra.socket, subscriptionId: id };
        const route: OperationRoute = { execute, subscribe, fanoutKey, sameForEveryone: audience === EVERYONE, member };
        const args = {
          schema,
          operationName: params.operationName,
          document,
          variableValues: params.variables,
          contextValue,
          rootValue: route,
        };
        const errors = validate(args.schema, args.document);
        if (errors.length > 0) return errors;
        options.sessions.track(ctx.extra.socket, contextValue.viewer?.sessionId);
        return args;
      },
    },
    wss,
    options.logger,
  );

  // Made outside `handleUpgrade`: a listener made there would share its scope, and keep the upgrade request alive with it.
  const releaseOne = (address: string) => () => {
    const left = (socketsByAddress.get(address) ?? 1) - 1;
    if (left > 0) socketsByAddress.set(address, left);
    else socketsByAddress.delete(address);
  };

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
      wss.handleUpgrade(req, socket, head, (ws) => {
        ws.once("close", releaseOne(address));
        wss.emit("connection", ws, req);
      });
    },
    async close(): Promise<void> {
      await options.sessions.stop();
      for (const client of wss.clients) client.terminate();
      // Closes the WebSocket server too.
      await server.dispose();
    },
  };
}

/**
 * Who may share a subscription's results: everyone, when every root field is marked the same for
 * everyone; otherwise the viewer as the resolvers can see them (user and role, guest id), so that no
 * event computed for one viewer reaches another.
 */
function audienceOf(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined, context: AppContext): string {
  const fields = schema.getSubscriptionType()?.getFields() ?? {};
  const selections = getOperationAST(document, operationName)?.selectionSet.selections ?? [];
  const shared =
    selections.length > 0 && selections.every((node) => node.kind === Kind.FIELD && isSameForEveryone(fields[node.name.value]));
  if (shared) return EVERYONE;
  return JSON.stringify({ user: context.viewer?.userId ?? null, role: context.viewer?.role ?? null, guest: context.guestId ?? null });
}
