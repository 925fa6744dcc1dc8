import type { IncomingMessage, ServerResponse } from "node:http";
import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
import { useCSRFPrevention } from "@graphql-yoga/plugin-csrf-prevention";
import { createYoga, maskError, type Plugin, type YogaServerInstance } from "graphql-yoga";
import { GraphQLError, NoSchemaIntrospectionCustomRule, type GraphQLSchema, type ValidationContext } from "graphql";
import { AppError, ServiceBusyError, ServiceUnavailableError } from "../errors.ts";
import { hasOnlyStorableText, UNSTORABLE_TEXT_MESSAGE } from "../rules/storable-text.rules.ts";
import type { AppContext } from "../context.ts";
import type { Logger } from "../logger.ts";
import { readRawBody } from "../rest/read-body.ts";
import { DOCUMENT_ID_PARAM, type TrustedDocuments } from "./trusted-documents.ts";
import { graphqlMetricsPlugin } from "./graphql-metrics.ts";
import type { Metrics } from "../observability/metrics.ts";

export type ServerContext = { req: IncomingMessage; res?: ServerResponse };

/** Answers a request without Yoga's HTTP layer when it can (graphql-fast-path.ts); false when Yoga must answer it. */
export type GraphqlFastPath = (req: IncomingMessage, res: ServerResponse, body: Buffer) => Promise<boolean>;
export type Yoga = YogaServerInstance<ServerContext, AppContext>;

interface GraphqlDeps {
  schema: GraphQLSchema;
  production: boolean;
  /** Other origins allowed to call the API with cookies; the app's own origin needs no CORS. */
  allowedOrigins: readonly string[];
  logger: Logger;
  trustedDocuments: TrustedDocuments;
  /** Times operations and counts subscriptions for /metrics. */
  metrics?: Metrics;
  createContext(req: IncomingMessage, res?: ServerResponse): AppContext | Promise<AppContext>;
}

const reportAsValidationError = {
  propagateOnRejection: false,
  onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)],
};

/**
 * Introspection refused in every validation: Yoga's HTTP layer, the fast path and WebSockets alike
 * (Yoga's own plugin marks HTTP requests only, so a WebSocket could read the whole schema).
 */
const noIntrospection: Plugin = {
  onValidate: ({ addValidationRule }) => addValidationRule(NoSchemaIntrospectionCustomRule),
};

/** Yoga with the API's protections: masked errors, query limits, CSRF prevention, no introspection in production. */
export function createGraphql({ schema, production, allowedOrigins, logger, trustedDocuments, metrics, createContext }: GraphqlDeps): Yoga {
  return createYoga<ServerContext, AppContext>({
    schema,
    graphqlEndpoint: "/graphql",
    // Expected failures outside a result union (a refused query field) keep their message and code.
    maskedErrors: {
      // Never error details in production, whatever NODE_ENV the process itself carries.
      isDev: production ? false : undefined,
      maskError: (error, message, isDev) => {
        const original = error instanceof GraphQLError ? error.originalError : error;
        if (original instanceof AppError) return new GraphQLError(original.message, { extensions: extensionsOf(original) });
        return maskError(error, message, isDev);
      },
    },
    // handleGraphqlRequest enforces MAX_BODY_BYTES before Yoga sees a body. Yoga's own, looser (25 MB)
    // limit pipes every body through a TransformStream: about 2.5x the CPU per request (npm run bench).
    maxRequestBodySize: false,
    // Yoga's default CORS echoes any Origin with credentials; only configured origins may read answers.
    cors: allowedOrigins.length > 0 ? { origin: [...allowedOrigins], credentials: true } : false,
    landingPage: false,
    extraParamNames: [DOCUMENT_ID_PARAM],
    graphiql: production ? false : { subscriptionsProtocol: "WS", title: "Ria GraphQL" },
    logging: {
      debug: (...args) => logger.debug(args),
      info: (...args) => logger.info(args),
      warn: (...args) => logger.warn(args),
      error: (...args) => logger.error(args),
    },
    context: ({ req, res }) => createContext(req, res),
    plugins: [
      {
        // Text the database cannot store (lone surrogates, NUL) is refused up front, like any malformed request.
        onParams: ({ params, setResult }) => {
          if (!hasOnlyStorableText([params.query ?? "", params.operationName ?? "", params.variables ?? {}])) {
            setResult({ errors: [new GraphQLError(UNSTORABLE_TEXT_MESSAGE, { extensions: { code: "BAD_REQUEST" } })] });
          }
        },
      },
      trustedDocuments.plugin,
      ...(metrics ? [graphqlMetricsPlugin(metrics, () => trustedDocuments.operationNames)] : []),
      // graphql-armor's defaults, with room for Relay's connection nesting. Rejections are reported
      // as validation errors (not thrown) so they carry the GRAPHQL_VALIDATION_FAILED code.
      EnvelopArmorPlugin({
        // Fragments are flattened: a Relay fragment spread is not an extra level of nesting.
        maxDepth: { n: 12, flattenFragments: true, ...reportAsValidationError },
        maxAliases: { n: 15, ...reportAsValidationError },
        maxTokens: { n: 2000 },
        maxDirectives: { n: 50, ...reportAsValidationError },
        costLimit: { maxCost: MAX_QUERY_COST, flattenFragments: true, ...reportAsValidationError },
      }),
      useCSRFPrevention({ requestHeaders: ["x-graphql-yoga-csrf"] }),
      ...(production ? [noIntrospection] : []),
    ],
  });
}

/**
 * What an expected failure outside a result union carries: its code; for a service that is away or busy, when to
 * retry, and (Yoga reads `http`, and sends it on no wire) HTTP 503 with Retry-After for the whole response.
 */
function extensionsOf(error: AppError): Record<string, unknown> {
  if (error instanceof ServiceUnavailableError || error instanceof ServiceBusyError) {
    return {
      code: error.code,
      retryAfterSeconds: error.retryAfterSeconds,
      http: { status: 503, headers: { "retry-after": String(error.retryAfterSeconds) } },
    };
  }
  return { code: error.code };
}

/**
 * The cost limit's ceiling. Connections are charged per item asked for (`first`/`last`): the chat's 50 messages
 * with their actions cost about 8,100, its catch-up query 9,300 (a test keeps every web operation under it).
 */
export const MAX_QUERY_COST = 12_000;

/**
 * Serves /graphql with a request-body limit (Yoga sets none for JSON): a declared length over the
 * limit is refused at once, a POST's body is buffered up to the limit, then answered by the fast
 * path when it can (see graphql-fast-path.ts) and by Yoga otherwise.
 */
export async function handleGraphqlRequest(
  yoga: Yoga,
  fastPath: GraphqlFastPath,
  req: IncomingMessage,
  res: ServerResponse,
  maxBodyBytes: number,
) {
  // Answers carry per-user data (the viewer, their chat, their tasks): no browser or proxy may keep one.
  res.setHeader("cache-control", "no-store");
  if (Number(req.headers["content-length"] ?? 0) > maxBodyBytes) return sendTooLarge(res, maxBodyBytes);
  if (req.method !== "POST") return yoga(req, res);
  let body: Buffer;
  try {
    body = await readRawBody(req, maxBodyBytes);
  } catch {
    return sendTooLarge(res, maxBodyBytes);
  }
  if (await fastPath(req, res, body)) return;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
  const url = new URL(req.url ?? "/graphql", `http://${req.headers.host ?? "localhost"}`);
  const response = await yoga.fetch(url, { method: "POST", headers, body: new Uint8Array(body) }, { req, res });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  // Streamed so that a subscription over SSE keeps flowing.
  if (response.body) for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) res.write(chunk);
  res.end();
}

function sendTooLarge(res: ServerResponse, maxBodyBytes: number): void {
  const payload = JSON.stringify({
    errors: [{ message: `The request body is larger than ${maxBodyBytes} bytes`, extensions: { code: "PAYLOAD_TOO_LARGE" } }],
  });
  res.writeHead(413, { "content-type": "application/json; charset=utf-8", connection: "close" });
  res.end(payload);
}
