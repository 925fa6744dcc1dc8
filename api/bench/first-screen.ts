import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, devices, type Browser } from "@playwright/test";
import { findChromium } from "../../web/e2e/find-chromium.mjs";
import { firstScreenScripts } from "../../web/scripts/first-screen.ts";
import { startBenchApp } from "./bench-app.ts";
import { summarize, type Summary } from "./stats.ts";

/** A phone on a slow Indian mobile connection: 1.6 Mbps down, 750 kbps up, 150 ms latency, a 4x slower CPU. */
export const PHONE_PROFILE = { downloadBitsPerSecond: 1_600_000, uploadBitsPerSecond: 750_000, latencyMs: 150, cpuSlowdown: 4 };
// The goal, not the size test's regression guard (LANDING_JS_BUDGET_BYTES, today's size).
export const FIRST_SCREEN_TARGETS = { lcpMsAtMost: 2000, landingJsBytesAtMost: 150 * 1024 };

const webDist = fileURLToPath(new URL("../../web/dist", import.meta.url));

export interface PageLoad {
  fcpMs: number;
  lcpMs: number;
  /** Script bytes on the wire (compressed, with headers) until the load event, and until the page went quiet. */
  scriptBytesAtLoad: number;
  scriptBytesTotal: number;
}

export interface FirstScreenResult {
  ria: { fcp: Summary; lcp: Summary; scriptBytesAtLoad: number; scriptBytesTotal: number };
  baseline: { fcp: Summary; lcp: Summary };
  lcpRatio: number;
  buildBrotliBytes: number;
}

/**
 * Loads the landing page of the production build in Chromium under the phone profile, cold each
 * time, and the same hero as a plain HTML page (no script) from a bare node:http server: the
 * floor the network alone sets. Both through the same throttled connection.
 */
export async function measureFirstScreen(loads = 5): Promise<FirstScreenResult> {
  const buildBrotliBytes = firstScreenScripts(webDist).reduce((sum, script) => sum + script.brotliBytes, 0);
  const { app, url } = await startBenchApp({ WEB_DIST: webDist });
  const plain = await startPlainPage();
  const browser = await chromium.launch({ executablePath: findChromium({ log: () => {} }), args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const ria: PageLoad[] = [];
    const baseline: PageLoad[] = [];
    for (let index = 0; index < loads; index++) {
      ria.push(await loadUnderPhoneProfile(browser, `${url}/simplified-dashboard`));
      baseline.push(await loadUnderPhoneProfile(browser, plain.url));
    }
    const lcp = summarize(ria.map((load) => load.lcpMs));
    const baselineLcp = summarize(baseline.map((load) => load.lcpMs));
    return {
      ria: {
        fcp: summarize(ria.map((load) => load.fcpMs)),
        lcp,
        scriptBytesAtLoad: summarize(ria.map((load) => load.scriptBytesAtLoad)).p50,
        scriptBytesTotal: summarize(ria.map((load) => load.scriptBytesTotal)).p50,
      },
      baseline: { fcp: summarize(baseline.map((load) => load.fcpMs)), lcp: baselineLcp },
      lcpRatio: lcp.p50 / baselineLcp.p50,
      buildBrotliBytes,
    };
  } finally {
    await browser.close();
    plain.server.close();
    await app.stop();
  }
}

async function loadUnderPhoneProfile(browser: Browser, url: string): Promise<PageLoad> {
  const context = await browser.newContext({ ...devices["Pixel 7"], locale: "en-IN", timezoneId: "Asia/Kolkata" });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: PHONE_PROFILE.latencyMs,
    downloadThroughput: PHONE_PROFILE.downloadBitsPerSecond / 8,
    uploadThroughput: PHONE_PROFILE.uploadBitsPerSecond / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE_PROFILE.cpuSlowdown });

  const scripts = new Set<string>();
  let loaded = false;
  let scriptBytesAtLoad = 0;
  let scriptBytesTotal = 0;
  cdp.on("Network.responseReceived", (event) => event.type === "Script" && scripts.add(event.requestId));
  cdp.on("Network.loadingFinished", (event) => {
    if (!scripts.has(event.requestId)) return;
    scriptBytesTotal += event.encodedDataLength;
    if (!loaded) scriptBytesAtLoad += event.encodedDataLength;
  });
  await page.goto(url, { waitUntil: "load", timeout: 60_000 });
  loaded = true;
  // Lazy sections load once the page is idle: let them, and let the last paint settle.
  await page.waitForLoadState("networkidle", { timeout: 60_000 });
  await page.waitForTimeout(1500);
  await page.waitForLoadState("networkidle", { timeout: 60_000 });
  // A buffered observer hands over every entry the page has recorded so far; the last is the LCP.
  const lcpMs = await page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!.startTime)).observe({
          type: "largest-contentful-paint",
          buffered: true,
        }),
      ),
  );
  const fcpMs = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN);
  await context.close();
  return { fcpMs, lcpMs, scriptBytesAtLoad, scriptBytesTotal };
}

/** The landing page's hero, as plain HTML with no script: what the network alone costs. */
async function startPlainPage(): Promise<{ server: http.Server; url: string }> {
  const html =
    '<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    "<title>Ria</title></head><body><main><h1>Your Always-On Executive Partner</h1>" +
    "<p>Ria manages your WhatsApp, email and calendar so you can focus on decisions that matter.</p></main></body></html>";
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache" });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The first screen's lines: Ria against the plain page, and against the targets. */
export function firstScreenTable(result: FirstScreenResult): string {
  const lcpMet = result.ria.lcp.p50 <= FIRST_SCREEN_TARGETS.lcpMsAtMost;
  const jsMet = result.ria.scriptBytesAtLoad <= FIRST_SCREEN_TARGETS.landingJsBytesAtMost;
  const { ria, baseline } = result;
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  return [
    `   Ria landing: FCP p50 ${ms(ria.fcp.p50)}, LCP p50 ${ms(ria.lcp.p50)} ` +
      `(max ${ria.lcp.max.toFixed(0)}; target <= ${FIRST_SCREEN_TARGETS.lcpMsAtMost} ms: ${lcpMet ? "met" : "NOT met"})`,
    `   plain HTML hero (baseline): FCP p50 ${ms(baseline.fcp.p50)}, LCP p50 ${ms(baseline.lcp.p50)}; ` +
      `Ria / baseline LCP ${result.lcpRatio.toFixed(2)}x`,
    `   JavaScript on the wire: ${kib(ria.scriptBytesAtLoad)} until load ` +
      `(target <= ${kib(FIRST_SCREEN_TARGETS.landingJsBytesAtMost)}: ${jsMet ? "met" : "NOT met"}), ` +
      `${kib(ria.scriptBytesTotal)} once idle; the build's first-screen scripts ${kib(result.buildBrotliBytes)} brotli`,
  ].join("\n");
}

// `npx tsx bench/first-screen.ts`: this section alone.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(firstScreenTable(await measureFirstScreen()));
}
