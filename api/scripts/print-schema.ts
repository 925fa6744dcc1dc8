// Prints the Pothos schema to ../schema.graphql (read by relay-compiler). `--check` fails when it is stale.
import fs from "node:fs";
import path from "node:path";
import { printSchema } from "graphql";
import { apiRoot } from "../src/env.ts";
import { buildSchema } from "../src/schema/index.ts";

export const schemaFile = path.resolve(apiRoot, "..", "schema.graphql");
const printed = `${printSchema(buildSchema())}\n`;

if (process.argv.includes("--check")) {
  const committed = fs.existsSync(schemaFile) ? fs.readFileSync(schemaFile, "utf8") : "";
  if (committed !== printed) {
    console.error("schema.graphql is stale: run `npm run schema:print`.");
    process.exit(1);
  }
} else {
  fs.writeFileSync(schemaFile, printed);
  console.log(`Wrote ${path.relative(process.cwd(), schemaFile)}`);
}
