// `npm run admin:create`: the TypeScript source through tsx where the dev dependencies are installed, else the
// compiled entry point (the production image prunes tsx). Arguments and exit code pass through.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const here = (relative) => fileURLToPath(new URL(relative, import.meta.url));
let entry = ["--import", "tsx", here("../src/cli/create-admin.ts")];
try {
  createRequire(import.meta.url).resolve("tsx");
} catch {
  entry = [here("../dist/src/cli/create-admin.js")];
}
const result = spawnSync(process.execPath, [...entry, ...process.argv.slice(2)], { stdio: "inherit" });
process.exit(result.status ?? 1);
