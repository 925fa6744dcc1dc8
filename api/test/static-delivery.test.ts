import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANDING_PATHS, SITE_PATHS } from "../src/modules/site/site-paths.rules.ts";
import { startTestApp, type TestApp } from "./test-app.ts";

const SCRIPT = `console.log(${JSON.stringify("Ria ".repeat(200))});`;
const INDEX = "<!doctype html><title>Ria</title>";

/** A built app as the web build leaves it: each asset beside its .br and .gz copies. */
function writeBuiltApp(): string {
  const dist = mkdtempSync(path.join(tmpdir(), "ria-static-"));
  mkdirSync(path.join(dist, "assets"));
  writeFileSync(path.join(dist, "index.html"), INDEX);
  writeFileSync(path.join(dist, "index.html.br"), brotliCompressSync(INDEX));
  writeFileSync(path.join(dist, "index.html.gz"), gzipSync(INDEX));
  writeFileSync(path.join(dist, "assets", "app-Ab12Cd34.js"), SCRIPT);
  writeFileSync(path.join(dist, "assets", "app-Ab12Cd34.js.br"), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(dist, "assets", "app-Ab12Cd34.js.gz"), gzipSync(SCRIPT));
  return dist;
}

/** node:http, because fetch decompresses for us and hides what travelled. */
function get(url: string, acceptEncoding?: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on("error", reject);
  });
}

describe.each<{ mode: string; env: Record<string, string> }>([
  { mode: "production", env: { NODE_ENV: "production", WHATSAPP_MODE: "demo" } },
  { mode: "development", env: {} },
])("static delivery ($mode)", ({ env }) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(undefined, { WEB_DIST: writeBuiltApp(), ...env });
  });
  afterAll(() => app?.close());

  it("sends the precompressed brotli copy to a browser that accepts it", async () => {
    const response = await get(`${app.baseUrl}/assets/app-Ab12Cd34.js`, "gzip, deflate, br");
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["vary"]).toMatch(/accept-encoding/i);
    expect(response.headers["content-type"]).toMatch(/javascript/);
    expect(brotliDecompressSync(response.body).toString()).toBe(SCRIPT);
    expect(response.body.length).toBeLessThan(SCRIPT.length / 4);
  });

  it("sends gzip to a client without brotli, and the plain file to one that accepts neither", async () => {
    const gzipped = await get(`${app.baseUrl}/assets/app-Ab12Cd34.js`, "gzip");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.body).toString()).toBe(SCRIPT);

    const plain = await get(`${app.baseUrl}/assets/app-Ab12Cd34.js`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it("caches fingerprinted assets for a year and makes index.html revalidate, also for client routes", async () => {
    const asset = await get(`${app.baseUrl}/assets/app-Ab12Cd34.js`, "br");
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");

    for (const page of ["/", "/simplified-dashboard", "/status"]) {
      const response = await get(`${app.baseUrl}${page}`, "br");
      expect(response.status, page).toBe(200);
      expect(response.headers["cache-control"], page).toBe("no-cache");
      expect(response.headers["content-encoding"], page).toBe("br");
      expect(brotliDecompressSync(response.body).toString(), page).toBe(INDEX);
    }
  });
});

describe.each<{ mode: string; env: Record<string, string> }>([
  { mode: "production", env: { NODE_ENV: "production", WHATSAPP_MODE: "demo" } },
  { mode: "development", env: {} },
])("paths that are not pages ($mode)", ({ env }) => {
  let app: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = writeBuiltApp();
    writeFileSync(path.join(dist, "assets", "app-Ab12Cd34.js.map"), "{}");
    writeFileSync(path.join(dist, "assets", "old-Zz99Yy88.js"), SCRIPT);
    app = await startTestApp(undefined, { WEB_DIST: dist, ...env });
  });
  afterAll(() => app?.close());

  it("answers an unknown path with the app's 404 screen and status 404; the app's pages with 200", async () => {
    for (const page of ["/no-such-page", "/admin/nope", "/client/dashboard/extra"]) {
      const response = await get(`${app.baseUrl}${page}`);
      expect([page, response.status, response.body.toString()]).toEqual([page, 404, INDEX]);
    }
    for (const page of ["/", "/client/login", "/Pricing", "/status/"])
      expect([page, (await get(`${app.baseUrl}${page}`)).status]).toEqual([page, 200]);
  });

  it("never serves source maps", async () => {
    expect((await get(`${app.baseUrl}/assets/app-Ab12Cd34.js.map`)).status).toBe(404);
    expect((await get(`${app.baseUrl}/assets/app-Ab12Cd34.js.map`, "br, gzip")).status).toBe(404);
  });

  it("answers a built file that vanished under the running server with 404, and keeps serving", async () => {
    expect((await get(`${app.baseUrl}/assets/old-Zz99Yy88.js`)).status).toBe(200);
    rmSync(path.join(dist, "assets", "old-Zz99Yy88.js"));
    expect((await get(`${app.baseUrl}/assets/old-Zz99Yy88.js`)).status).toBe(404);
    expect((await get(`${app.baseUrl}/`)).status).toBe(200);
  });

  it("cuts the answer for a file that stats but cannot be read, and keeps serving", async () => {
    // Reading /proc/self/mem from its start fails with EIO after a successful stat: the window in which a
    // deploy removes a file between sirv's stat and its read, made deterministic.
    symlinkSync("/proc/self/mem", path.join(dist, "assets", "unreadable-Qq11Ww22.js"));
    const outcome = await get(`${app.baseUrl}/assets/unreadable-Qq11Ww22.js`).then(
      (response) => response.body.length,
      (error: NodeJS.ErrnoException) => error.code,
    );
    expect([0, "ECONNRESET"]).toContain(outcome);
    expect((await get(`${app.baseUrl}/`)).status).toBe(200);
  });
});

describe("the landing page's first screen", () => {
  const LANDING = "<!doctype html><title>Ria</title><h1>Your Always-On Executive Partner</h1>";
  let app: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = writeBuiltApp();
    writeFileSync(path.join(dist, "landing.html"), LANDING);
    writeFileSync(path.join(dist, "landing.html.br"), brotliCompressSync(LANDING));
    app = await startTestApp(undefined, { WEB_DIST: dist, NODE_ENV: "production", WHATSAPP_MODE: "demo" });
  });
  afterAll(() => app?.close());

  it("is landing.html for the landing page's addresses only, with index.html's headers", async () => {
    const index = await get(`${app.baseUrl}/status`, "br");
    for (const page of ["/", "/simplified-dashboard", "/Simplified-Dashboard/", "/?utm_source=whatsapp"]) {
      const response = await get(`${app.baseUrl}${page}`, "br");
      expect([page, response.status, brotliDecompressSync(response.body).toString()]).toEqual([page, 200, LANDING]);
      expect(response.headers["cache-control"], page).toBe("no-cache");
      expect(response.headers["content-security-policy"], page).toBe(index.headers["content-security-policy"]);
    }
    for (const page of ["/status", "/pricing", "/simplified-dashboard/extra"])
      expect([page, (await get(`${app.baseUrl}${page}`)).body.toString()]).toEqual([page, INDEX]);
  });

  it("falls back to index.html once a build without it replaces the folder", async () => {
    rmSync(path.join(dist, "landing.html"));
    rmSync(path.join(dist, "landing.html.br"));
    expect((await get(`${app.baseUrl}/`)).body.toString()).toBe(INDEX);
  });
});

describe("the web router's pages", () => {
  it("are the pages the api and nginx serve with 200", () => {
    const routes = readFileSync(path.join(import.meta.dirname, "..", "..", "web", "src", "routes.tsx"), "utf8");
    const literal = [...routes.matchAll(/path: "([^"*]+)"/g)].map((match) => `/${match[1]}`);
    const logins = ["/login", "/admin/login", "/client/login"];
    expect([...new Set(["/", ...literal, ...logins])].sort()).toEqual([...SITE_PATHS].sort());
    const nginx = readFileSync(path.join(import.meta.dirname, "..", "..", "web", "nginx.conf"), "utf8");
    const listed = /\^\/\(([^)]+)\)\?\/\?\$ 1;/
      .exec(nginx)![1]!
      .split("|")
      .map((page) => `/${page}`);
    expect(["/", ...listed].sort()).toEqual([...SITE_PATHS].sort());
  });
});

describe("the shipped nginx", () => {
  const web = path.join(import.meta.dirname, "..", "..", "web");
  it("serves the same precompressed copies: brotli_static and gzip_static, from an image that has the Brotli module", () => {
    const config = readFileSync(path.join(web, "nginx.conf"), "utf8");
    expect(config).toMatch(/^\s*brotli_static on;/m);
    expect(config).toMatch(/^\s*gzip_static on;/m);
    expect(config).toMatch(/~\^\/assets\/ "public, max-age=31536000, immutable";/);
    expect(readFileSync(path.join(web, "Dockerfile"), "utf8")).toContain("libnginx-mod-http-brotli-static");
  });

  it("answers the landing page's addresses with landing.html, as the api does", () => {
    const config = readFileSync(path.join(web, "nginx.conf"), "utf8");
    const [, pattern, files] = /location ~\* (\S+) \{\s*try_files (\/landing\.html \/index\.html);/.exec(config)!;
    expect(files).toBe("/landing.html /index.html");
    const matches = (page: string) => new RegExp(pattern!, "i").test(page);
    expect(SITE_PATHS.filter(matches)).toEqual([...LANDING_PATHS]);
    expect(matches("/Simplified-Dashboard/")).toBe(true);
  });
});
