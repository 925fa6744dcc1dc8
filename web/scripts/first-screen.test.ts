// @vitest-environment node
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { firstScreenScripts, LANDING_JS_BUDGET_BYTES } from "./first-screen";

// Runs on the production build (`npm test` builds before the unit tests).
const dist = fileURLToPath(new URL("../dist", import.meta.url));

describe("the landing page's first screen", () => {
  const scripts = firstScreenScripts(dist);
  const total = scripts.reduce((sum, script) => sum + script.brotliBytes, 0);
  const listing = scripts.map((script) => `${script.file} ${(script.brotliBytes / 1024).toFixed(1)} KiB`).join(", ");

  it(`downloads at most ${LANDING_JS_BUDGET_BYTES / 1024} KiB of JavaScript (brotli)`, () => {
    expect(total, `first-screen scripts: ${listing}`).toBeLessThanOrEqual(LANDING_JS_BUDGET_BYTES);
  });

  it("leaves the deployment form's validation, the dialogs and live updates to load later", () => {
    expect(scripts.length).toBeGreaterThan(0);
    for (const lazy of ["DeploymentRequestSection", "ContactDialog", "WatchDemoDialog", "NavigationDialog"]) {
      expect(listing).not.toContain(lazy);
    }
    // graphql-ws names its protocol; the first screen has no subscription, so no socket client either.
    const code = scripts.map((script) => fs.readFileSync(path.join(dist, script.file), "utf8")).join("\n");
    expect(code).not.toContain("graphql-transport-ws");
  });

  it("paints from landing.html before any script, which loads no more script than index.html", () => {
    const landing = fs.readFileSync(path.join(dist, "landing.html"), "utf8");
    const scriptTags = (html: string) => html.match(/<script[^>]*>|<link rel="modulepreload"[^>]*>/g);
    expect(scriptTags(landing)).toEqual(scriptTags(fs.readFileSync(path.join(dist, "index.html"), "utf8")));
    expect(landing).toMatch(/<div data-first-screen>[\s\S]*<h1[^>]*>Your Always-On Executive Partner<\/h1>[\s\S]*<\/div><div id="root">/);
    // The api and nginx send script-src 'self': an inline script would not run.
    expect(landing).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
  });

  it("renders its first screen before Relay's runtime has loaded", () => {
    expect(listing).not.toMatch(/relay/i);
    // Relay's store marks every fragment reference with this key; no other library on the page names it.
    const code = scripts.map((script) => fs.readFileSync(path.join(dist, script.file), "utf8")).join("\n");
    expect(code).not.toContain("__fragmentOwner");
  });
});
