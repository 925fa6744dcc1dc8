import fs from "node:fs";
import path from "node:path";
import { printSchema } from "graphql";
import { describe, expect, it } from "vitest";
import { apiRoot } from "../src/env.ts";
import { buildSchema } from "../src/schema/index.ts";

describe("schema.graphql", () => {
  it("is the printed Pothos schema (run `npm run schema:print` after changing a type)", () => {
    const committed = fs.readFileSync(path.resolve(apiRoot, "..", "schema.graphql"), "utf8");
    expect(committed).toBe(`${printSchema(buildSchema())}\n`);
  });
});
