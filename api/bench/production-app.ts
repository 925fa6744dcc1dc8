import fs from "node:fs";
import { fileURLToPath } from "node:url";

const distApp = new URL("../dist/src/app.js", import.meta.url);
const distEnv = new URL("../dist/src/env.js", import.meta.url);

/**
 * The app as `npm start` runs it: tsc's build in `dist`, not the sources through tsx. tsx keeps every
 * function's name as an own property, which gives each closure a 256-byte property dictionary: a few
 * made per socket cost subscribers 1.5 KiB each that production never pays. `npm run bench` builds first.
 */
export async function loadProductionApp() {
  if (!fs.existsSync(fileURLToPath(distApp))) throw new Error("no production build in api/dist: run `npm run build -w api` first");
  const [{ buildApp }, { loadEnv }] = await Promise.all([
    import(distApp.href) as Promise<typeof import("../src/app.ts")>,
    import(distEnv.href) as Promise<typeof import("../src/env.ts")>,
  ]);
  return { buildApp, loadEnv };
}
