import type { ServerResponse } from "node:http";
import { DomainError, type DomainErrorCode } from "../errors.ts";

/** The one mapping from domain failures to HTTP status codes. */
export const httpStatusOf: Record<DomainErrorCode, number> = {
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
  // Overloaded for a moment (e.g. the password-hashing queue is full): retry shortly.
  SERVICE_BUSY: 503,
};

/** Retry-After for the failures that say "try again shortly". */
export function retryAfterHeader(error: unknown): Record<string, string> {
  return error instanceof DomainError && error.code === "SERVICE_BUSY" ? { "retry-after": "1" } : {};
}

export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

/** The JSON body of every non-OK REST response. */
export function errorBody(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof DomainError) {
    const fields = error.fields && Object.keys(error.fields).length > 0 ? { fields: error.fields } : {};
    return { status: httpStatusOf[error.code], body: { error: { code: error.code, message: error.message, ...fields } } };
  }
  return { status: 500, body: { error: { code: "INTERNAL", message: "Internal server error" } } };
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
