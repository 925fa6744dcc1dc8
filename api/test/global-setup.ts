import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { writePgliteTemplate } from "./pglite-template.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated, seeded PGlite data directory (a tarball) test apps start from; see test-app.ts. */
    pgliteTemplate: string;
  }
}

/** Once per run, before any integration test file: the PGlite template every test app restores. */
export default async function setup(project: TestProject) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "ria-pglite-template-"));
  const file = path.join(dir, "template.tar");
  await writePgliteTemplate(file);
  project.provide("pgliteTemplate", file);
  return () => fs.rm(dir, { recursive: true, force: true });
}
