/** The kinds of expected failure; each maps once to an HTTP status (rest/http-errors.ts) and a GraphQL type. */
export type DomainErrorCode =
  | "BAD_REQUEST"
  | "VALIDATION_FAILED"
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "PAYLOAD_TOO_LARGE"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "RATE_LIMITED"
  | "PLAN_LIMIT_REACHED"
  | "SERVICE_BUSY";

/** An expected failure the user can act on; its message is safe to show. */
export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    /** Per-field messages, for validation failures. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "DomainError";
  }
}
