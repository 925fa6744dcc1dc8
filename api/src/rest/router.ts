import { hasOnlyStorableText, UNSTORABLE_TEXT_MESSAGE } from "../rules/storable-text.rules.ts";
import type { IncomingMessage, ServerResponse } from "node:http";
import { performance } from "node:perf_hooks";
import FindMyWay, { type HTTPMethod } from "find-my-way";
import type { z } from "zod";
import type { AppContext } from "../context.ts";
import { AppError, BadRequestError, ForbiddenError } from "../errors.ts";
import type { Logger } from "../logger.ts";
import { errorBody, sendJson } from "./http-errors.ts";
import { readJsonBody, readRawBody } from "./read-body.ts";

export interface RestRequest {
  req: IncomingMessage;
  params: Record<string, string | undefined>;
  query: URLSearchParams;
  /** Parsed JSON, or the raw bytes for routes registered with `{ rawBody: true }`. */
  body: unknown;
  context: AppContext;
}

export interface RestResult {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Sent as is (for example a webhook challenge) instead of JSON. */
  text?: string;
}

export type RestHandler = (request: RestRequest) => Promise<RestResult>;

/** What the OpenAPI document (rest/openapi.ts) says of a route. */
export interface RouteDoc {
  summary?: string;
  /** The zod schema the route validates its JSON body with (the same object, so the two cannot drift). */
  body?: z.ZodType;
  /** The zod schema the route validates its query string with. */
  query?: z.ZodType;
  /** Who may call it: anyone, a signed-in user, a client, an admin, or a caller holding a shared secret. */
  access?: "public" | "signed-in" | "client" | "admin" | "secret";
}

interface RouteOptions {
  rawBody?: boolean;
  /**
   * The route reads no body, so it takes any content type (a bare form POST); because a page on another
   * site could send that, a browser's foreign `Origin` is refused with 403.
   */
  noBody?: boolean;
  doc?: RouteDoc;
}

/** A registered route, for the OpenAPI document. */
export interface RegisteredRoute {
  method: HTTPMethod;
  /** find-my-way's pattern: `/api/automation/rules/:ruleId`. */
  path: string;
  options: RouteOptions;
}

interface RouterDeps {
  maxBodyBytes: number;
  logger: Logger;
  createContext(req: IncomingMessage, res?: ServerResponse): AppContext | Promise<AppContext>;
  /** Whether the request's `Origin` (if any) is this site's own or a configured one. */
  allowedOrigin(req: IncomingMessage): boolean;
  /** Hears of every answered request: its route, whether it failed, when it started (for /metrics). */
  observe?(operation: string, outcome: "ok" | "error", req: IncomingMessage, since: number): void;
}

/** The REST shim: one router, JSON in and out, every failure as `{ error: { code, message, fields? } }`. */
export function createRestRouter({ maxBodyBytes, logger, createContext, allowedOrigin, observe }: RouterDeps) {
  const router = FindMyWay({ ignoreTrailingSlash: true, ignoreDuplicateSlashes: true });
  const withBody = new Set(["POST", "PUT", "PATCH"]);
  const registered: RegisteredRoute[] = [];

  return {
    route(method: HTTPMethod, path: string, handler: RestHandler, options: RouteOptions = {}): void {
      registered.push({ method, path, options });
      router.on(method, path, async (req, res, params) => {
        const since = performance.now();
        res.once("finish", () => observe?.(`${method} ${path}`, res.statusCode >= 400 ? "error" : "ok", req, since));
        const url = new URL(req.url ?? "/", "http://localhost");
        try {
          // Path parameters and the query string reach the database too (ids, filters).
          if (!hasOnlyStorableText(params) || !hasOnlyStorableText([...url.searchParams.entries()]))
            throw new BadRequestError(UNSTORABLE_TEXT_MESSAGE);
          if (options.noBody && !allowedOrigin(req)) throw new ForbiddenError("Only this site's own pages may do this");
          const body =
            !withBody.has(method) || options.noBody
              ? undefined
              : options.rawBody
                ? await readRawBody(req, maxBodyBytes)
                : await readJsonBody(req, maxBodyBytes);
          // The response lets a handler set cookies (the guest cookie of POST /api/ria/chat).
          const context = await createContext(req, res);
          const result = await handler({ req, params: params as Record<string, string>, query: url.searchParams, body, context });
          send(res, result);
        } catch (error) {
          if (!(error instanceof AppError)) logger.error({ err: error, method, path }, "REST handler failed");
          const { status, body, headers } = errorBody(error);
          // The client may still be sending a body we refused; do not keep the socket for it.
          sendJson(res, status, body, req.complete ? headers : { ...headers, connection: "close" });
        }
      });
    },

    /** Every route so far, in the order registered. */
    routes: (): readonly RegisteredRoute[] => registered,

    /** Handles the request when a route matches; false lets the caller serve something else. */
    handle(req: IncomingMessage, res: ServerResponse): boolean {
      const found = router.find(req.method as HTTPMethod, (req.url ?? "/").split("?")[0]!);
      if (!found) return false;
      void found.handler(req, res, found.params, undefined, found.searchParams);
      return true;
    },
  };
}

export type RestRouter = ReturnType<typeof createRestRouter>;

function send(res: ServerResponse, result: RestResult): void {
  const status = result.status ?? 200;
  if (result.text !== undefined) {
    res.writeHead(status, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", ...result.headers });
    res.end(result.text);
    return;
  }
  if (result.body === undefined) {
    res.writeHead(status === 200 ? 204 : status, result.headers);
    res.end();
    return;
  }
  sendJson(res, status, result.body, result.headers);
}
