import fs from "node:fs";
import path from "node:path";
import type { Reporter, TestCase } from "vitest/node";

/**
 * Lists the tests that failed and then passed on a retry (CI retries once), so a pass on retry is never
 * silently a pass: prints them and writes their names to `file`, which `npm test` reads.
 */
export default class FlakyReporter implements Reporter {
  private readonly flaky: string[] = [];

  private readonly file: string;

  constructor(options: { outputFile?: string } = {}) {
    this.file = options.outputFile ?? "test-results/flaky.json";
  }

  onTestCaseResult(test: TestCase): void {
    if (!test.diagnostic()?.flaky) return;
    this.flaky.push(`${path.relative(process.cwd(), test.module.moduleId)} > ${test.fullName}`);
  }

  onTestRunEnd(): void {
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    fs.writeFileSync(this.file, JSON.stringify(this.flaky, null, 2));
    if (this.flaky.length > 0) console.log(`\nflaky (passed only on retry): ${this.flaky.length}\n  ${this.flaky.join("\n  ")}`);
  }
}
