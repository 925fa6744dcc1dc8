import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The import graph of api/src, read from the sources: dependencies point one way.
 * Transport (GraphQL, REST, HTTP, the request context) may call domain code; domain code never
 * reaches back; a domain reaches another only through its service, pure rules, errors or types.
 */
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "src");

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sourceFiles(full);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

const files = sourceFiles(src).map((file) => path.relative(src, file));
const imports = new Map(
  files.map((file) => {
    const text = readFileSync(path.join(src, file), "utf8");
    const targets = [...text.matchAll(/^(?:import|export)[^;]*?from "(\.[^"]+)"/gm)].map((match) =>
      path.relative(src, path.resolve(path.dirname(path.join(src, file)), match[1]!)),
    );
    return [file, targets];
  }),
);

/** The transport layer: GraphQL, REST, HTTP and WebSocket handling, the per-request context. */
function isTransport(file: string): boolean {
  return /^(http|rest|schema)\//.test(file) || ["context.ts", "app.ts", "main.ts"].includes(file) || /\.(rest|schema)\.ts$/.test(file);
}

/** What another domain may import: its service, its pure rules, its errors, its types. */
function isDomainFace(file: string): boolean {
  return /\.(service|rules|errors|types)\.ts$/.test(file);
}

const domainOf = (file: string) => (file.startsWith("modules/") ? file.split("/")[1] : undefined);

function violations(rule: (from: string, to: string) => boolean): string[] {
  return [...imports].flatMap(([from, targets]) => targets.filter((to) => rule(from, to)).map((to) => `${from} -> ${to}`));
}

describe("the api's import graph", () => {
  it("reads a real graph", () => {
    expect(files.length).toBeGreaterThan(100);
    expect(imports.get("app.ts")!.length).toBeGreaterThan(5);
  });

  it("has no domain code importing the transport layer", () => {
    expect(violations((from, to) => !isTransport(from) && from !== "services.ts" && isTransport(to))).toEqual([]);
  });

  it("has domains reach each other only through a service, rules, errors or types (schemas may share GraphQL types)", () => {
    const crossing = (from: string, to: string) => {
      const [a, b] = [domainOf(from), domainOf(to)];
      if (!a || !b || a === b || isDomainFace(to)) return false;
      return !(from.endsWith(".schema.ts") && to.endsWith(".schema.ts"));
    };
    expect(violations(crossing)).toEqual([]);
  });

  it("keeps rules files pure, so the browser can import them", () => {
    const pure = /(^rules\/|\.rules\.ts$|\.types\.ts$)/;
    expect(violations((from, to) => pure.test(from) && !pure.test(to))).toEqual([]);
  });

  it("keeps the viewer a leaf every layer can import", () => {
    expect(imports.get("viewer.ts")).toEqual([]);
  });
});
