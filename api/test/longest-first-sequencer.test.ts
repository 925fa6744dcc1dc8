import path from "node:path";
import { describe, expect, it } from "vitest";
import type { TestSpecification, Vitest } from "vitest/node";
import LongestFirstSequencer from "./longest-first-sequencer.ts";

const root = path.resolve("/ria/api");

/** What the sequencer reads of a test file: its project and path. */
function spec(project: string, file: string): TestSpecification {
  return {
    project: { name: project, config: { root, isolate: true, sequence: { groupOrder: 0 } } },
    moduleId: path.join(root, file),
  } as unknown as TestSpecification;
}

describe("LongestFirstSequencer", () => {
  it("starts the longest files first within each project, and keeps the projects' order", async () => {
    // A clean clone: Vitest has neither timings nor sizes cached.
    const ctx = { config: { root }, cache: { getFileTestResults: () => undefined, getFileStats: () => undefined } };
    const sequencer = new LongestFirstSequencer(ctx as unknown as Vitest);
    const files = [
      spec("unit", "src/a.test.ts"),
      spec("integration", "test/seed.test.ts"),
      spec("integration", "test/multi-instance/scheduler-crash.test.ts"),
      spec("unit", "src/b.test.ts"),
      spec("integration", "test/whatsapp-outbox.test.ts"),
    ];
    const order = (await sequencer.sort(files)).map((file) => `${file.project.name} ${path.relative(root, file.moduleId)}`);
    expect(order).toEqual([
      "integration test/whatsapp-outbox.test.ts",
      "integration test/multi-instance/scheduler-crash.test.ts",
      "integration test/seed.test.ts",
      "unit src/a.test.ts",
      "unit src/b.test.ts",
    ]);
  });
});
