// The whole test suite, as `npm test` runs it: generate, check types, lint and the printed schema,
// build the web app, then api tests, web unit tests and Playwright e2e in Chromium.
// Ends with one line "N passed, N failed" summing every runner.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { findChromium } from "../../web/e2e/find-chromium.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(title, command, args, options = {}) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: "inherit", cwd: root, env: process.env, ...options });
  if (result.status !== 0) failures.push(title);
  return result.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, file), "utf8"));
  } catch {
    return undefined;
  }
}

function countVitest(title, file) {
  const report = readJson(file);
  if (!report) return failures.push(`${title}: no report`);
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  const report = readJson(file);
  if (!report) return failures.push("e2e: no report");
  totals.passed += report.stats.expected + report.stats.flaky;
  totals.failed += report.stats.unexpected;
  totals.skipped += report.stats.skipped;
}

const postgres = process.env.TEST_DATABASE_URL ? "on (TEST_DATABASE_URL)" : "off (set TEST_DATABASE_URL to run them)";
const redis = process.env.TEST_REDIS_URL ? "on (TEST_REDIS_URL)" : "off (set TEST_REDIS_URL to run them)";
console.log(`Suites: PGlite always; PostgreSQL ${postgres}; Redis ${redis}.`);

for (const file of ["api/test-results/vitest.json", "web/test-results/vitest.json", "web/test-results/e2e.json"]) {
  fs.rmSync(path.join(root, file), { force: true });
}
const prepared =
  run("Generate the Prisma client", "npm", ["run", "generate", "-w", "api"]) &&
  run("Check schema.graphql is current", "npx", ["tsx", "api/scripts/print-schema.ts", "--check"]) &&
  run("Type-check api and web", "npm", ["run", "typecheck"]) &&
  run("Lint (ESLint, Prettier)", "npm", ["run", "lint"]) &&
  run("Build the web app", "npm", ["run", "build", "-w", "web"]);

if (prepared) {
  run(
    "API unit and integration tests",
    "npx",
    ["vitest", "run", "--reporter=default", "--reporter=json", "--outputFile.json=test-results/vitest.json"],
    { cwd: path.join(root, "api") },
  );
  countVitest("api", "api/test-results/vitest.json");
  run("Web unit tests", "npx", ["vitest", "run", "--reporter=default", "--reporter=json", "--outputFile.json=test-results/vitest.json"], {
    cwd: path.join(root, "web"),
  });
  countVitest("web", "web/test-results/vitest.json");
  const chromium = findChromium();
  run("End-to-end tests in Chromium", "npx", ["playwright", "test"], {
    cwd: path.join(root, "web"),
    env: { ...process.env, ...(chromium ? { CHROMIUM_PATH: chromium } : {}) },
  });
  countPlaywright("web/test-results/e2e.json");
}

console.log("");
if (failures.length > 0) console.log(`Failed steps: ${failures.join("; ")}`);
if (totals.skipped > 0) console.log(`${totals.skipped} skipped`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(failures.length > 0 || totals.failed > 0 ? 1 : 0);
