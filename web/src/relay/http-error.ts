/**
 * Spec section 8: a non-OK response fails with "{status}: {body text}", or the status text when
 * the body is empty.
 */
export function httpErrorMessage(status: number, statusText: string, bodyText: string): string {
  return `${status}: ${bodyText || statusText}`;
}

/** Reads a non-OK response's body and turns it into the spec's error. */
export async function httpError(response: Response): Promise<Error> {
  const bodyText = await response.text().catch(() => "");
  return new Error(httpErrorMessage(response.status, response.statusText, bodyText));
}

/**
 * What a person reads for an error: the spec's "500: {"errors":[…]}" keeps its status but shows the server's own
 * message ("Unexpected error. (HTTP 500)"), never a raw JSON or HTML body.
 */
export function readableErrorMessage(message: string): string {
  const match = /^(\d{3}): ([\s\S]*)$/.exec(message);
  if (!match) return message;
  const [, status, body = ""] = match;
  const trimmed = body.trim();
  if (trimmed.startsWith("{")) {
    try {
      const parsed = JSON.parse(trimmed) as { errors?: Array<{ message?: unknown }>; error?: { message?: unknown } };
      const inner = parsed.errors?.[0]?.message ?? parsed.error?.message;
      if (typeof inner === "string" && inner) return `${inner} (HTTP ${status})`;
    } catch {
      // Not JSON after all: fall through to the status alone.
    }
  }
  const plain = trimmed && !trimmed.startsWith("{") && !trimmed.startsWith("<") && trimmed.length <= 200 ? `: ${trimmed}` : "";
  return `The server answered HTTP ${status}${plain}`;
}
