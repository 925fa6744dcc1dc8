import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createPostgresTemplate, writePgliteTemplate } from "./database-templates.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated, seeded PGlite data directory (a tarball) test apps start from; see test-app.ts. */
    pgliteTemplate: string;
    /** The migrated, seeded PostgreSQL database test apps' databases are copied from, when TEST_DATABASE_URL is set. */
    postgresTemplate: string | undefined;
  }
}

/** Once per run, before any integration test file: the templates every test app starts from. */
export default async function setup(project: TestProject) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "ria-pglite-template-"));
  const file = path.join(dir, "template.tar");
  await writePgliteTemplate(file);
  project.provide("pgliteTemplate", file);
  const postgres = process.env.TEST_DATABASE_URL ? await createPostgresTemplate(process.env.TEST_DATABASE_URL) : undefined;
  project.provide("postgresTemplate", postgres?.name);
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
    await postgres?.drop();
  };
}
