// Finds a Chromium for Playwright: $CHROMIUM_PATH, else a system headless shell or chromium, else Debian's headless shell
// (installed when running as root), else Playwright's own download. Prints what it chose.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";

// The headless shell first: the tests run headless, and the full browser's headless mode also runs its window's UI and a
// software GPU process, about a quarter more time and CPU for the same specs on two cores (and pages late to render).
const SYSTEM_NAMES = [
  "chromium-headless-shell",
  "chrome-headless-shell",
  "chromium",
  "chromium-browser",
  "google-chrome-stable",
  "google-chrome",
];

function which(name) {
  const result = spawnSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/** Returns an executable path, or undefined when Playwright's bundled browser should be used. */
export function findChromium({ install = true, log = console.log } = {}) {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!fs.existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH points at ${fromEnv}, which does not exist`);
    log(`Chromium: ${fromEnv} (from CHROMIUM_PATH)`);
    return fromEnv;
  }
  for (const name of SYSTEM_NAMES) {
    const found = which(name);
    if (found) {
      log(`Chromium: ${found} (system ${name})`);
      return found;
    }
  }
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (install && isRoot && which("apt-get")) {
    log("Chromium: not found; installing Debian's chromium-headless-shell package");
    execFileSync("sh", ["-c", "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell"], {
      stdio: "inherit",
    });
    const found = which("chromium-headless-shell");
    if (found) {
      log(`Chromium: ${found} (Debian package, just installed)`);
      return found;
    }
  }
  if (install) {
    log("Chromium: none on the system; downloading Playwright's own build");
    execFileSync("npx", ["playwright", "install", "chromium"], { stdio: "inherit" });
  }
  log("Chromium: Playwright's bundled build");
  return undefined;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = findChromium();
  if (path) console.log(path);
}
