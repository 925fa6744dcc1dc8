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
