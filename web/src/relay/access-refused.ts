/** The codes the api refuses a field with: sign in first, or signed in but not allowed. */
export type RefusalCode = "UNAUTHENTICATED" | "FORBIDDEN";

/**
 * A query the server refused as a whole because of who is asking (every error a refusal, no data).
 * Pages behind an access gate show the refusal's screen instead of a failure.
 */
export class AccessRefusedError extends Error {
  constructor(
    readonly code: RefusalCode,
    message: string,
  ) {
    super(message);
    this.name = "AccessRefusedError";
  }
}

interface GraphqlErrorLike {
  message: string;
  extensions?: { code?: unknown } | null;
}

/** The error a response without data fails with: an AccessRefusedError when every error is a refusal. */
export function responseError(errors: readonly GraphqlErrorLike[]): Error {
  const message = errors.map((error) => error.message).join("; ");
  const codes = new Set(errors.map((error) => error.extensions?.code));
  // A visitor's request may be refused for signing in on one field and for the role on none: signing in comes first.
  if (codes.size > 0 && [...codes].every((code) => code === "UNAUTHENTICATED" || code === "FORBIDDEN")) {
    return new AccessRefusedError(codes.has("UNAUTHENTICATED") ? "UNAUTHENTICATED" : "FORBIDDEN", message);
  }
  return new Error(message);
}
