/**
 * Expected failures: one class per kind, each safe to show. GraphQL exposes each class once as a
 * result-union member (schema/errors.ts); REST maps each code once to a status (rest/http-errors.ts).
 */
export type AppErrorCode =
  | "BAD_REQUEST"
  | "VALIDATION_FAILED"
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "PAYLOAD_TOO_LARGE"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "RATE_LIMITED"
  | "SERVICE_BUSY"
  | "SERVICE_UNAVAILABLE"
  | "PLAN_LIMIT_REACHED";

/** The base of every expected failure; never thrown as itself. */
export abstract class AppError extends Error {
  abstract readonly code: AppErrorCode;
}

/** Input that breaks a rule, with one message per offending field. */
export class ValidationError extends AppError {
  readonly code = "VALIDATION_FAILED";
  constructor(
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** A request the server cannot read at all (malformed JSON, a bad id). */
export class BadRequestError extends AppError {
  readonly code = "BAD_REQUEST";
}

/** The caller must sign in first. */
export class UnauthenticatedError extends AppError {
  readonly code = "UNAUTHENTICATED";
}

/** The caller is signed in but not allowed to do this. */
export class ForbiddenError extends AppError {
  readonly code = "FORBIDDEN";
}

/** The record does not exist, or the caller may not know that it does. */
export class NotFoundError extends AppError {
  readonly code = "NOT_FOUND";
}

/** The request clashes with the current state (a duplicate, a finished task). */
export class ConflictError extends AppError {
  readonly code = "CONFLICT";
  constructor(
    message: string,
    /** The fields whose values clash, when a form can point at them. */
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** A request body over the size limit. */
export class PayloadTooLargeError extends AppError {
  readonly code = "PAYLOAD_TOO_LARGE";
}

/** A request body in a format the route does not read. */
export class UnsupportedMediaTypeError extends AppError {
  readonly code = "UNSUPPORTED_MEDIA_TYPE";
}

/** Too many attempts; try again after `retryAfterSeconds`. */
export class RateLimitedError extends AppError {
  readonly code = "RATE_LIMITED";
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** The server is protecting itself (a full queue); try again after `retryAfterSeconds`. */
export class ServiceBusyError extends AppError {
  readonly code = "SERVICE_BUSY";
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** A service the request needs (Redis) cannot be reached; try again after `retryAfterSeconds`. */
export class ServiceUnavailableError extends AppError {
  readonly code = "SERVICE_UNAVAILABLE";
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}
