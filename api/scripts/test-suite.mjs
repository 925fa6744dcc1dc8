// The whole test suite, as `npm test` runs it. Generate first (the Prisma client; relay-compiler's artifacts, once),
// then three lanes side by side: the static checks (printed schema, types, lint), the api tests, and the web (build,
// unit tests, then Playwright e2e in Chromium once the api tests are done, so two heavy runners never share the cores).
// Ends with a line "flaky: N" (tests that passed only on CI's retry, by name) and then "N passed, N failed",
// where a flaky test is not counted as passed.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { findChromium } from "../../web/e2e/find-chromium.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const totals = { passed: 0, failed: 0, skipped: 0 };
const flaky = [];
const failures = [];
const started = Date.now();
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;

/**
 * Runs one step. `buffered` steps run beside others: their output is held and printed in one piece when they end,
 * so lanes do not interleave line by line.
 */
function run(title, command, args, { buffered = false, ...options } = {}) {
  console.log(`\n▶ ${title}${buffered ? " (beside the tests; output when it ends)" : ""}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit",
      cwd: root,
      env: process.env,
      ...options,
    });
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (code) => {
      if (buffered) console.log(`\n◀ ${title} (${code === 0 ? "ok" : "FAILED"}, at ${elapsed()})\n${Buffer.concat(output).toString()}`);
      else console.log(`◀ ${title} (${code === 0 ? "ok" : "FAILED"}, at ${elapsed()})`);
      if (code !== 0) failures.push(title);
      resolve(code === 0);
    });
  });
}

/** Runs steps one after another, stopping at the first that fails. */
async function series(...steps) {
  for (const step of steps) if (!(await step())) return false;
  return true;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, file), "utf8"));
  } catch {
    return undefined;
  }
}

function countVitest(title, file, flakyFile) {
  const report = readJson(file);
  if (!report) return failures.push(`${title}: no report`);
  const retried = readJson(flakyFile) ?? [];
  flaky.push(...retried.map((name) => `${title}: ${name}`));
  totals.passed += report.numPassedTests - retried.length;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}

/** Playwright's JSON report nests suites (file, describe) around specs; a test's status says "flaky" when a retry passed. */
function playwrightFlaky(suites, file = "") {
  return (suites ?? []).flatMap((suite) => [
    ...playwrightFlaky(suite.suites, suite.file ?? file),
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.filter((test) => test.status === "flaky").map((test) => `e2e: ${spec.file ?? file} > ${spec.title} [${test.projectName}]`),
    ),
  ]);
}

/** Each failed attempt's page as Playwright saw it at the failure (its error-context.md), so the run's output explains it. */
function printFailedPages(suites) {
  for (const suite of suites ?? []) {
    printFailedPages(suite.suites);
    for (const spec of suite.specs ?? []) {
      for (const result of spec.tests.flatMap((test) => test.results)) {
        const context = result.attachments?.find((attachment) => attachment.path?.endsWith("error-context.md"));
        if (result.status === "passed" || !context) continue;
        const text = fs.existsSync(context.path) ? fs.readFileSync(context.path, "utf8") : "";
        // The page's accessibility tree from its main landmark on (the header is the same on every page).
        const lines = text.split("```yaml")[1]?.split("```")[0]?.trim().split("\n") ?? [];
        const main = Math.max(
          0,
          lines.findIndex((line) => /^\s*- main\b/.test(line)),
        );
        const page = lines.length > 0 ? lines.slice(main, main + 40).join("\n") : undefined;
        console.log(`\nThe page when "${spec.title}" failed (attempt ${result.retry + 1}):\n${page ?? "(no snapshot)"}`);
      }
    }
  }
}

function countPlaywright(file) {
  const report = readJson(file);
  if (!report) return failures.push("e2e: no report");
  printFailedPages(report.suites);
  flaky.push(...playwrightFlaky(report.suites));
  totals.passed += report.stats.expected;
  totals.failed += report.stats.unexpected;
  totals.skipped += report.stats.skipped;
}

const postgres = process.env.TEST_DATABASE_URL ? "on (TEST_DATABASE_URL)" : "off (set TEST_DATABASE_URL to run them)";
const redis = process.env.TEST_REDIS_URL ? "on (TEST_REDIS_URL)" : "off (set TEST_REDIS_URL to run them)";
console.log(`Suites: PGlite always; PostgreSQL ${postgres}; Redis ${redis}.`);

for (const file of [
  "api/test-results/vitest.json",
  "api/test-results/flaky.json",
  "web/test-results/vitest.json",
  "web/test-results/flaky.json",
  "web/test-results/e2e.json",
]) {
  fs.rmSync(path.join(root, file), { force: true });
}

const vitestArgs = [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  "--outputFile.json=test-results/vitest.json",
  `--reporter=${path.join(root, "api", "test", "flaky-reporter.ts")}`,
];

const generated = await series(
  () => run("Generate the Prisma client", "npm", ["run", "generate", "-w", "api"]),
  // Once: the web's type-check, build and unit tests all read these artifacts (and the api reads the persisted ids).
  () => run("Compile Relay artifacts and persisted documents", "npm", ["run", "relay", "-w", "web"]),
);

if (generated) {
  const staticChecks = series(
    () => run("Check schema.graphql is current", "npx", ["tsx", "api/scripts/print-schema.ts", "--check"], { buffered: true }),
    () => run("Type-check api", "npx", ["tsc", "-p", "api/tsconfig.json", "--noEmit"], { buffered: true }),
    () => run("Type-check web", "npx", ["tsc", "-p", "web/tsconfig.json", "--noEmit"], { buffered: true }),
    () => run("Lint (ESLint, Prettier)", "npm", ["run", "lint"], { buffered: true }),
  );
  const apiTests = run("API unit and integration tests", "npx", vitestArgs, { cwd: path.join(root, "api") }).then(() =>
    countVitest("api", "api/test-results/vitest.json", "api/test-results/flaky.json"),
  );
  const web = (async () => {
    const built = await series(
      () => run("Build the web app", "npx", ["vite", "build"], { cwd: path.join(root, "web"), buffered: true }),
      () =>
        run("Render the landing page's first screen", "node", ["scripts/prerender-landing.mjs"], {
          cwd: path.join(root, "web"),
          buffered: true,
        }),
    );
    await run("Web unit tests", "npx", vitestArgs, { cwd: path.join(root, "web"), buffered: true });
    countVitest("web", "web/test-results/vitest.json", "web/test-results/flaky.json");
    await apiTests;
    if (!built) return;
    const chromium = findChromium();
    await run("End-to-end tests in Chromium", "npx", ["playwright", "test"], {
      cwd: path.join(root, "web"),
      env: { ...process.env, ...(chromium ? { CHROMIUM_PATH: chromium } : {}) },
    });
    countPlaywright("web/test-results/e2e.json");
  })();
  await Promise.all([staticChecks, apiTests, web]);
}

console.log("");
if (failures.length > 0) console.log(`Failed steps: ${failures.join("; ")}`);
if (totals.skipped > 0) console.log(`${totals.skipped} skipped`);
console.log(`flaky: ${flaky.length}${flaky.length > 0 ? ` (passed only on retry, not counted as passed)\n  ${flaky.join("\n  ")}` : ""}`);
console.log(`Took ${elapsed()}.`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(failures.length > 0 || totals.failed > 0 ? 1 : 0);
