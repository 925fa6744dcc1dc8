import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Metrics } from "../observability/metrics.ts";
import { sendJson } from "../rest/http-errors.ts";

/** A peer on this machine that no proxy forwarded: with no token, only such a caller may read the figures. */
function isLocalAndDirect(req: IncomingMessage): boolean {
  const peer = req.socket.remoteAddress ?? "";
  const loopback = /^(127\.|::ffff:127\.)/.test(peer) || peer === "::1";
  return loopback && req.headers["x-forwarded-for"] === undefined && req.headers.forwarded === undefined;
}

function sameToken(given: string, expected: string): boolean {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /metrics in Prometheus's text format. With METRICS_TOKEN set, only `Authorization: Bearer <token>`
 * reads it (from anywhere: a scraper in another container); without, only a direct caller on this machine.
 */
export function createMetricsEndpoint(metrics: Metrics, token: string | undefined) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      sendJson(res, 405, { error: { code: "METHOD_NOT_ALLOWED", message: "Use GET" } }, { allow: "GET, HEAD" });
      return;
    }
    if (token) {
      const authorization = req.headers.authorization ?? "";
      if (!authorization.startsWith("Bearer ") || !sameToken(authorization.slice("Bearer ".length).trim(), token)) {
        sendJson(
          res,
          401,
          { error: { code: "UNAUTHENTICATED", message: "Send Authorization: Bearer <METRICS_TOKEN>" } },
          {
            "www-authenticate": 'Bearer realm="metrics"',
          },
        );
        return;
      }
    } else if (!isLocalAndDirect(req)) {
      sendJson(res, 403, {
        error: { code: "FORBIDDEN", message: "Metrics are served only to this machine; set METRICS_TOKEN to scrape from elsewhere" },
      });
      return;
    }
    const body = await metrics.scrape();
    res.writeHead(200, { "content-type": metrics.registry.contentType, "cache-control": "no-store" });
    res.end(req.method === "HEAD" ? undefined : body);
  };
}
