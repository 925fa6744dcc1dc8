import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import helmet from "helmet";
import sirv from "sirv";
import { isLandingPath, isSitePath } from "../modules/site/site-paths.rules.ts";
import { sendJson } from "../rest/http-errors.ts";

/**
 * Serves the built web app with security headers. The app's pages get index.html; other paths get
 * it too, so the client router shows its 404 screen, but with status 404. The landing page's addresses get
 * landing.html instead when the build wrote it: index.html with the first screen already rendered in it. Source
 * maps are never served, and a file that disappeared (a new build replacing the folder) is a 404, never a crash.
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
        // Looks each file up when asked (a stat) rather than from a list made at start-up: a list goes stale
        // when a deploy replaces the folder, and sirv's read of a vanished file threw and ended the process.
        dev: true,
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
      const pathname = pathOf(req.url);
      if (pathname.endsWith(".map")) {
        sendJson(res, 404, { error: { code: "NOT_FOUND", message: "Not found" } });
        return;
      }
      // No file extension: a page. Unknown pages get the app (its 404 screen) with status 404.
      if (!/\.[a-z0-9]+$/i.test(pathname) && !isSitePath(pathname)) {
        // Always the whole page: a 304 cannot carry a 404 status.
        delete req.headers["if-none-match"];
        const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => ServerResponse;
        (res as { writeHead: unknown }).writeHead = (status: number, ...rest: unknown[]) =>
          writeHead(status === 200 ? 404 : status, ...rest);
      }
      // sirv finds landing.html for "/landing" (its .html extension) and, like any page it lacks, answers index.html
      // when a build has none.
      if (isLandingPath(pathname)) req.url = "/landing";
      // sirv pipes a read stream it never listens to: a file that stats but cannot be read (replaced or removed
      // between the two, an I/O error) would throw from it and end the process. The answer is cut instead.
      res.once("pipe", (source) => source.once("error", () => res.destroy()));
      serve(req, res);
    });
  };
}

/** The decoded path of a request URL. */
function pathOf(url = "/"): string {
  const raw = url.split("?")[0]!;
  try {
    return decodeURI(raw);
  } catch {
    return raw;
  }
}
