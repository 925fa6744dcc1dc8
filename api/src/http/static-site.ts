import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import helmet from "helmet";
import sirv from "sirv";
import { sendJson } from "../rest/http-errors.ts";

/**
 * Serves the built web app with security headers; unknown paths get index.html so the
 * client router can show the page (or its 404 screen).
 */
export function createStaticSite(webDist: string, production: boolean) {
  const headers = helmet({
    contentSecurityPolicy: {
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'"],
        // styled-components injects <style> tags at run time.
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:"],
        "connect-src": ["'self'"],
        "frame-ancestors": ["'none'"],
        // Not upgrade-insecure-requests: `npm start` serves production on http://localhost.
        "upgrade-insecure-requests": null,
      },
    },
    strictTransportSecurity: production,
  });
  const built = fs.existsSync(path.join(webDist, "index.html"));
  // sirv reads the folder when created: only create it when there is a built app to serve.
  const serve = built
    ? sirv(webDist, {
        single: true,
        etag: true,
        dev: !production,
        // The build writes .br and .gz beside each asset (vite-plugin-compression2): sent as they are, with
        // Content-Encoding and Vary: Accept-Encoding, so nothing is compressed per request.
        brotli: true,
        gzip: true,
        // Vite fingerprints everything under /assets; index.html must always be revalidated.
        setHeaders: (res, pathname) =>
          res.setHeader("cache-control", pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache"),
      })
    : undefined;

  return (req: IncomingMessage, res: ServerResponse): void => {
    headers(req, res, () => {
      if (!serve) {
        sendJson(res, 503, { error: { code: "WEB_NOT_BUILT", message: "The web app is not built: run `npm run build`." } });
        return;
      }
      serve(req, res);
    });
  };
}
