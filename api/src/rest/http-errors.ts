import type { ServerResponse } from "node:http";
import {
  AppError,
  type AppErrorCode,
  ConflictError,
  RateLimitedError,
  ServiceBusyError,
  ServiceUnavailableError,
  ValidationError,
} from "../errors.ts";
import { PlanLimitReachedError } from "../modules/assistant/assistant.errors.ts";

/** The one mapping from expected failures to HTTP status codes. */
export const httpStatusOf: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  // A plan's allowance is a quota: the same status as a rate limit, with its own code.
  PLAN_LIMIT_REACHED: 429,
  SERVICE_BUSY: 503,
  SERVICE_UNAVAILABLE: 503,
};

export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string>; retryAfterSeconds?: number; upgradePath?: string | null };
}

/** The extra facts each kind of failure carries in its REST body. */
function detailsOf(error: AppError): Omit<ErrorBody["error"], "code" | "message"> {
  if ((error instanceof ValidationError || error instanceof ConflictError) && Object.keys(error.fields).length > 0)
    return { fields: error.fields };
  if (error instanceof RateLimitedError || error instanceof ServiceBusyError || error instanceof ServiceUnavailableError) {
    return { retryAfterSeconds: error.retryAfterSeconds };
  }
  if (error instanceof PlanLimitReachedError) return { upgradePath: error.upgradePath };
  return {};
}

/** The status, JSON body and headers of every non-OK REST response. */
export function errorBody(error: unknown): { status: number; body: ErrorBody; headers: Record<string, string> } {
  if (error instanceof AppError) {
    const details = detailsOf(error);
    const headers: Record<string, string> = details.retryAfterSeconds ? { "retry-after": String(details.retryAfterSeconds) } : {};
    return { status: httpStatusOf[error.code], body: { error: { code: error.code, message: error.message, ...details } }, headers };
  }
  return { status: 500, body: { error: { code: "INTERNAL", message: "Internal server error" } }, headers: {} };
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(payload),
    "cache-control": "no-store",
    ...headers,
  });
  res.end(payload);
}
