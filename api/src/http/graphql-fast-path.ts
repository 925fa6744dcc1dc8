import type { IncomingMessage, ServerResponse } from "node:http";
import { getOperationAST, GraphQLError, type DocumentNode, type ExecutionResult } from "graphql";
import { processRegularResult } from "graphql-yoga";
import { performance } from "node:perf_hooks";
import type { Metrics } from "../observability/metrics.ts";
import { hasOnlyStorableText } from "../rules/storable-text.rules.ts";
import type { GraphqlFastPath, Yoga } from "./graphql.ts";
import { operationLabel } from "./graphql-metrics.ts";
import { asksOnlyConstants } from "../schema/constant-answers.ts";
import { createPublicAnswers } from "./public-answers.ts";
import { DOCUMENT_ID_PARAM, type TrustedDocuments } from "./trusted-documents.ts";

interface FastPathDeps {
  trustedDocuments: TrustedDocuments;
  /** With other origins allowed, Yoga's CORS handling must see every cross-origin request. */
  allowedOrigins: readonly string[];
  /** Times the answers sent as stored, which envelop's metrics plugin never sees. */
  metrics?: Metrics;
}

interface PlainParams {
  query?: string;
  documentId?: string;
  operationName?: string;
  variables?: Record<string, unknown>;
  extensions?: Record<string, unknown>;
}

const PARAM_NAMES = new Set(["query", "operationName", "variables", "extensions", DOCUMENT_ID_PARAM]);
const CONTENT_TYPE = "application/json; charset=utf-8";

/**
 * Most of Yoga's cost per request is its fetch-API layer (a Request, Headers, an AbortSignal and a
 * Response per request, and the promise chain between them), not GraphQL. The common request (a
 * JSON POST asking for JSON, a query or a trusted document that parses and validates, not a
 * subscription) is run here with the very parse, validate, context and execute Yoga would use
 * (`yoga.getEnveloped`: armor limits, masked errors, introspection rules all apply) and written
 * straight to the Node response. Whatever else (other media types, cross-origin calls when CORS is
 * configured, malformed parameters, refused documents, parse or validation errors) returns false
 * before anything has run, and Yoga's HTTP layer answers it with its exact statuses and bodies. A query that asks
 * only constants (the landing page's plans and the provider's details, see schema/constant-answers.ts)
 * runs once; its answer is then sent as stored.
 */
export function createGraphqlFastPath(yoga: Yoga, { trustedDocuments, allowedOrigins, metrics }: FastPathDeps): GraphqlFastPath {
  const publicAnswers = createPublicAnswers();
  return async (req, res, body) => {
    const started = performance.now();
    if (!isPlainJsonRequest(req, allowedOrigins)) return false;
    const text = body.toString("utf8");
    const sentBefore = publicAnswers.forBody(text);
    if (sentBefore) {
      sendPayload(res, sentBefore.payload);
      metrics?.observe(sentBefore.operation, "ok", req, started);
      return true;
    }
    const params = plainParamsOf(text);
    if (!params || !hasOnlyStorableText([params.query ?? "", params.operationName ?? "", params.variables ?? {}])) return false;
    const operation = trustedDocuments.resolve(params);
    if (operation instanceof GraphQLError) return false;
    const key = publicAnswers.keyOf(params);
    const kept = key === undefined ? undefined : publicAnswers.get(key);
    if (kept) {
      sendPayload(res, kept.payload);
      metrics?.observe(kept.operation, "ok", req, started);
      return true;
    }

    const enveloped = yoga.getEnveloped({ req, res, params });
    let document: DocumentNode;
    try {
      document = typeof operation === "string" ? enveloped.parse(operation) : operation;
    } catch (error) {
      markAsRequestError(error);
      return false;
    }
    // No operation by that name, or a subscription (an event stream): Yoga's answers.
    const kind = getOperationAST(document, params.operationName)?.operation;
    if (kind !== "query" && kind !== "mutation") return false;
    if (enveloped.validate(enveloped.schema, document).length > 0) return false;

    const contextValue = await enveloped.contextFactory();
    const result = (await enveloped.execute({
      schema: enveloped.schema,
      document,
      contextValue,
      variableValues: params.variables,
      operationName: params.operationName,
    })) as ExecutionResult;
    if (result.errors || result.extensions) {
      await sendWithErrors(res, result, yoga.fetchAPI);
      return true;
    }
    const payload = JSON.stringify(result);
    if (key !== undefined && asksOnlyConstants(enveloped.schema, document, params.operationName)) {
      const label = operationLabel(document, params.operationName, trustedDocuments.operationNames);
      publicAnswers.keep(key, { payload, operation: label }, text);
    }
    sendPayload(res, payload);
    return true;
  };
}

function sendPayload(res: ServerResponse, payload: string): void {
  res.writeHead(200, { "content-type": CONTENT_TYPE, "content-length": Buffer.byteLength(payload) });
  res.end(payload);
}

async function sendWithErrors(res: ServerResponse, result: ExecutionResult, fetchAPI: Yoga["fetchAPI"]): Promise<void> {
  // Errors decide the status (and may carry headers): Yoga's own result processor keeps its rules.
  const response = await processRegularResult(result, fetchAPI, "application/json");
  const payload = Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, { ...Object.fromEntries(response.headers), "content-length": payload.length });
  res.end(payload);
}

/**
 * Yoga caches a parse error by the query's text and marks it as the request's fault (code
 * GRAPHQL_PARSE_FAILED, status 400) only in requests it parsed itself; the error parsed here is the
 * one Yoga will find in its cache, so it gets the same marks.
 */
function markAsRequestError(error: unknown): void {
  if (!(error instanceof GraphQLError)) return;
  const extensions = error.extensions as { code?: string; http?: { spec?: boolean; status?: number } };
  extensions.code ||= "GRAPHQL_PARSE_FAILED";
  extensions.http = { spec: true, status: 400, ...extensions.http };
}

/** A JSON POST that asks for JSON (or anything), from this origin unless CORS is off. */
function isPlainJsonRequest(req: IncomingMessage, allowedOrigins: readonly string[]): boolean {
  if (allowedOrigins.length > 0 && req.headers.origin !== undefined) return false;
  const type = req.headers["content-type"]?.toLowerCase().replace(/\s/g, "");
  if (type !== "application/json" && type !== "application/json;charset=utf-8") return false;
  const accept = req.headers.accept?.toLowerCase().replace(/\s/g, "");
  return accept === undefined || accept === "*/*" || accept === "application/json" || accept === "application/json;charset=utf-8";
}

/** The body's parameters when each is of the expected type and nothing else is sent; otherwise null. */
function plainParamsOf(body: string): PlainParams | null {
  let params: unknown;
  try {
    params = JSON.parse(body);
  } catch {
    return null;
  }
  if (!isRecord(params)) return null;
  for (const [name, value] of Object.entries(params)) {
    if (!PARAM_NAMES.has(name)) return null;
    if (value === null || value === undefined) continue;
    const expected = name === "variables" || name === "extensions" ? isRecord(value) : typeof value === "string";
    if (!expected) return null;
  }
  const { query, documentId, operationName, variables, extensions } = params as Record<string, unknown>;
  if (typeof query !== "string" && typeof documentId !== "string") return null;
  return {
    query: (query ?? undefined) as string | undefined,
    documentId: (documentId ?? undefined) as string | undefined,
    operationName: (operationName ?? undefined) as string | undefined,
    variables: (variables ?? undefined) as Record<string, unknown> | undefined,
    extensions: (extensions ?? undefined) as Record<string, unknown> | undefined,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
