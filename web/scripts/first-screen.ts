import fs from "node:fs";
import path from "node:path";

/**
 * The landing page's JavaScript budget on the wire (brotli), the figure `npm run bench` also measures
 * in Chromium. What bounds it, and what would lower it, is in the README's performance section.
 */
export const LANDING_JS_BUDGET_BYTES = 150 * 1024;

export interface FirstScreenScript {
  file: string;
  bytes: number;
  brotliBytes: number;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The scripts index.html loads before the first screen can render: the entry and everything it
 * imports statically, as the build's manifest (dist/.vite/manifest.json) lists them. Chunks the
 * app imports lazily are not in it: they load when a route, dialog or section below the fold needs them.
 */
export function firstScreenScripts(distDir: string): FirstScreenScript[] {
  const manifestFile = path.join(distDir, ".vite", "manifest.json");
  if (!fs.existsSync(manifestFile)) throw new Error(`No build manifest at ${manifestFile}: run \`npm run build -w web\` first.`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Record<string, ManifestChunk>;

  const keys = new Set<string>();
  const visit = (key: string) => {
    if (keys.has(key)) return;
    keys.add(key);
    manifest[key]?.imports?.forEach(visit);
  };
  visit("index.html");

  return [...keys].map((key) => {
    const file = path.join(distDir, manifest[key]!.file);
    return { file: manifest[key]!.file, bytes: fs.statSync(file).size, brotliBytes: fs.statSync(`${file}.br`).size };
  });
}
