// The landing page's first screen as HTML, so a phone paints the header and hero before any script has arrived:
// renders them at build time (Vite's SSR build of src/app/first-screen/render-landing.tsx) into dist/landing.html,
// a copy of the built index.html (its hashed script, preload and font tags kept). The api and nginx send it for the
// landing page's addresses only. Run by `npm run build`, after the client build.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build } from "vite";

const web = fileURLToPath(new URL("..", import.meta.url));
const dist = path.join(web, "dist");
// Inside the project, so the render's imports of React and styled-components resolve from node_modules.
const ssrOut = path.join(web, "node_modules", ".cache", "prerender-landing");

const index = fs.readFileSync(path.join(dist, "index.html"), "utf8");
await build({
  root: web,
  logLevel: "warn",
  // Node's own loader would hand styled-components' CommonJS build to `import styled from`: the bundler reads it right.
  ssr: { noExternal: ["styled-components"] },
  build: {
    ssr: "src/app/first-screen/render-landing.tsx",
    outDir: ssrOut,
    emptyOutDir: true,
    copyPublicDir: false,
    sourcemap: false,
    manifest: false,
    minify: false,
  },
});
const { renderLandingFirstScreen, FIRST_SCREEN_ATTRIBUTE: ATTRIBUTE } = await import(
  pathToFileURL(path.join(ssrOut, "render-landing.js")).href
);
const { html, css } = renderLandingFirstScreen();
fs.rmSync(ssrOut, { recursive: true, force: true });

const landing = index
  // The fonts' stylesheet (2 KiB) inline: as a file it blocked the first paint until it came in beside the scripts.
  .replace(
    /<link rel="stylesheet"[^>]* href="(\/assets\/[\w-]+\.css)">/g,
    (_link, href) => `<style>${fs.readFileSync(path.join(dist, href), "utf8")}</style>`,
  )
  // The copy's CSS, and the app's root hidden until the app removes the copy (useFirstScreenHandOver): never both on screen.
  .replace("</head>", `<style ${ATTRIBUTE}>${css}[${ATTRIBUTE}]~#root{display:none}</style></head>`)
  .replace('<div id="root">', `<div ${ATTRIBUTE}>${staticCopy(html)}</div><div id="root">`);
if (!landing.includes(`<style ${ATTRIBUTE}>`) || !landing.includes(`<div ${ATTRIBUTE}>`))
  throw new Error("prerender-landing: dist/index.html has no </head> or #root");

fs.writeFileSync(path.join(dist, "landing.html"), landing);
fs.writeFileSync(path.join(dist, "landing.html.br"), brotliCompressSync(landing, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
fs.writeFileSync(path.join(dist, "landing.html.gz"), gzipSync(landing, { level: 9 }));
console.log(
  `prerender-landing: dist/landing.html (${(landing.length / 1024).toFixed(1)} KiB, first screen ${(html.length / 1024).toFixed(1)} KiB)`,
);

/**
 * The markup as the page shows it before the app: its links work as they are, its buttons (Menu, "Ria", Contact,
 * Watch Demo) only once the app has replaced them, so they say so (`aria-disabled`, which also makes a test's click
 * wait for the app's button rather than press the copy's). The title is the app's to set.
 */
function staticCopy(markup) {
  return markup.replace(/<title>[^<]*<\/title>/g, "").replace(/<button(?=[\s>])/g, '<button aria-disabled="true"');
}
