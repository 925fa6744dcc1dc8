import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The files that take longest, longest first (from CI runs): started first, so the two workers end together. On a
 * clean clone Vitest knows no timings and starts the largest files first, which left the two-minute multi-instance
 * crash test to start at six minutes and run on alone at the end.
 */
const LONGEST_FIRST = [
  "test/whatsapp-outbox.test.ts",
  "test/multi-instance/scheduler-crash.test.ts",
  "test/whatsapp-webhook.test.ts",
  "test/assistant.test.ts",
  "test/caldav.test.ts",
  "test/sign-in-attacks.test.ts",
];

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = LONGEST_FIRST.indexOf(path.relative(file.project.config.root, file.moduleId).split(path.sep).join("/"));
      return index === -1 ? LONGEST_FIRST.length : index;
    };
    // Projects keep Vitest's order (they run one after the other); within one, the listed files go first, and the rest
    // keep Vitest's order (the sort is stable).
    const projects = [...new Set(sorted.map((file) => file.project.name))];
    const project = (file: TestSpecification) => projects.indexOf(file.project.name);
    return sorted.sort((a, b) => project(a) - project(b) || rank(a) - rank(b));
  }
}
