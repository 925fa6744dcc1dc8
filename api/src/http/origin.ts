import type { IncomingMessage } from "node:http";

/**
 * Browsers send `Origin` with every WebSocket upgrade and cross-site request; a page on another
 * site must not ride a user's cookies into our API. Configured origins pass; otherwise the origin
 * must be this server's own: same scheme, host and port (the scheme is the one the trusted proxy
 * saw, X-Forwarded-Proto, behind `trustProxy` proxies; plain http without). A request without
 * `Origin` does not come from a browser page and passes too.
 */
export function isAllowedOrigin(req: IncomingMessage, allowedOrigins: readonly string[], trustProxy = 0): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (allowedOrigins.some((allowed) => originOf(allowed) === url.origin)) return true;
  const scheme = schemeOf(req, trustProxy);
  const host = req.headers.host;
  if (!host) return false;
  return url.protocol === scheme && url.origin === originOf(`${scheme}//${host}`);
}

/** The origin the caller used to reach this server (its scheme and Host header), or undefined if that is not an origin. */
export function requestOrigin(req: IncomingMessage, trustProxy = 0): string | undefined {
  return req.headers.host ? originOf(`${schemeOf(req, trustProxy)}//${req.headers.host}`) : undefined;
}

/** "https:" when a trusted proxy saw https (X-Forwarded-Proto), else "http:" (the api itself never terminates TLS). */
function schemeOf(req: IncomingMessage, trustProxy: number): string {
  const forwardedProto = String(req.headers["x-forwarded-proto"] ?? "")
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean)
    .at(-1);
  return trustProxy > 0 && forwardedProto ? `${forwardedProto}:` : "http:";
}

function originOf(value: string): string | undefined {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}
