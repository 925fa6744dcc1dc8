import type { IncomingMessage } from "node:http";

/**
 * Browsers send `Origin` with every WebSocket upgrade and cross-site request; a page on another
 * site must not ride a user's cookies into our API. Same-origin and configured origins pass; a
 * request without `Origin` does not come from a browser page and passes too.
 */
export function isAllowedOrigin(req: IncomingMessage, allowedOrigins: readonly string[]): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  if (allowedOrigins.includes(origin)) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}
